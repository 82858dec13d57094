import Trellis

/// What a chart shows: marks, and groups of marks. Swift Charts' `ChartContent`.
///
/// Write your own content as you write views: a type whose `body` is built of marks.
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The marks of this content.
    @ChartContentBuilder var body: Body { get }
    /// Adds the marks of this content to `marks`. Marks implement it; your content keeps the
    /// default, which collects its `body`.
    func _collect(into marks: inout _ChartMarks)
}

extension ChartContent {
    public func _collect(into marks: inout _ChartMarks) {
        body._collect(into: &marks)
    }
}

/// Content that is itself marks and has no body.
public protocol _PrimitiveChartContent: ChartContent where Body == Never {}

extension _PrimitiveChartContent {
    /// Marks have no body; Trellis never asks for it.
    public var body: Never { fatalError("\(Self.self) is a mark and has no body") }
}

extension Never: ChartContent {}

/// The marks a chart's content collects, in the order they are written.
public struct _ChartMarks {
    var records: [MarkRecord] = []

    mutating func append(_ record: MarkRecord) {
        var record = record
        record.order = records.count
        records.append(record)
    }
}

/// Builds chart content from marks: Swift Charts' `ChartContentBuilder`.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent<repeat each Content> {
        TupleChartContent(repeat each content)
    }

    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
        first content: TrueContent
    ) -> BuilderConditional<TrueContent, FalseContent> {
        BuilderConditional(storage: .trueContent(content))
    }

    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
        second content: FalseContent
    ) -> BuilderConditional<TrueContent, FalseContent> {
        BuilderConditional(storage: .falseContent(content))
    }

    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> AnyChartContent {
        AnyChartContent(content)
    }

    public static func buildArray<Content: ChartContent>(_ contents: [Content]) -> TupleChartContentArray<Content> {
        TupleChartContentArray(contents: contents)
    }
}

/// No marks.
public struct EmptyChartContent: _PrimitiveChartContent {
    public init() {}
    public func _collect(into marks: inout _ChartMarks) {}
}

/// Several pieces of content written one after another.
public struct TupleChartContent<each Content: ChartContent>: _PrimitiveChartContent {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public func _collect(into marks: inout _ChartMarks) {
        for piece in repeat each content {
            piece._collect(into: &marks)
        }
    }
}

/// The pieces of content a `for` loop makes.
public struct TupleChartContentArray<Content: ChartContent>: _PrimitiveChartContent {
    let contents: [Content]

    public func _collect(into marks: inout _ChartMarks) {
        for content in contents { content._collect(into: &marks) }
    }
}

/// One of two pieces of content, chosen by an `if` or a `switch`.
public struct BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent>: _PrimitiveChartContent {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public func _collect(into marks: inout _ChartMarks) {
        switch storage {
        case .trueContent(let content): content._collect(into: &marks)
        case .falseContent(let content): content._collect(into: &marks)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError("Optional chart content has no body") }

    public func _collect(into marks: inout _ChartMarks) {
        self?._collect(into: &marks)
    }
}

/// Chart content of any type: Swift Charts' `AnyChartContent`.
public struct AnyChartContent: _PrimitiveChartContent {
    let collect: (inout _ChartMarks) -> Void

    /// Wraps `content`.
    public init<Content: ChartContent>(_ content: Content) {
        collect = { content._collect(into: &$0) }
    }

    public func _collect(into marks: inout _ChartMarks) {
        collect(&marks)
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError("ForEach of chart content has no body") }

    /// Marks made from `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_elements: data, id: id, content: content)
    }

    public func _collect(into marks: inout _ChartMarks) {
        for element in data {
            content(element)._collect(into: &marks)
        }
    }
}

extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
    /// Marks made from identifiable data.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_elements: data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    /// Marks made from a constant range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_elements: data, id: \.self, content: content)
    }
}
