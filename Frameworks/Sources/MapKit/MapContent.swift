import Trellis

/// Markers, annotations and overlays a `Map` shows: MapKit's `MapContent`. Write your own by
/// composing others in `body`, as with views.
public protocol MapContent {
    /// The content this content is made of.
    associatedtype Body: MapContent
    /// The content this content is made of.
    @MapContentBuilder var body: Body { get }
    /// What the map draws for this content. MapKit's primitives implement it; your content
    /// keeps the default, which asks `body`.
    func _mapElements() -> [_MapElement]
}

extension MapContent {
    public func _mapElements() -> [_MapElement] { body._mapElements() }
}

extension Never: MapContent {
    public func _mapElements() -> [_MapElement] { [] }
}

/// Content that lists its elements directly (MapKit's primitives).
public protocol _PrimitiveMapContent: MapContent where Body == Never {}

extension _PrimitiveMapContent {
    /// Primitive content has no body.
    public var body: Never { fatalError("\(Self.self) is primitive map content and has no body") }
}

/// No content: MapKit's `EmptyMapContent`.
public struct EmptyMapContent: _PrimitiveMapContent {
    public init() {}
    public func _mapElements() -> [_MapElement] { [] }
}

/// Content a `MapContentBuilder` put together, in order.
public struct _MapContentList: _PrimitiveMapContent {
    let elements: [_MapElement]
    public func _mapElements() -> [_MapElement] { elements }
}

/// Any map content, its type erased: MapKit's `AnyMapContent`.
public struct AnyMapContent: _PrimitiveMapContent {
    let elements: [_MapElement]
    public init<C: MapContent>(_ content: C) { elements = content._mapElements() }
    public func _mapElements() -> [_MapElement] { elements }
}

/// Builds map content from a closure's statements: MapKit's `MapContentBuilder`. Every block
/// is flattened into one list, in order; `if`, `switch` and `for` work as in a view builder.
@resultBuilder
public struct MapContentBuilder {
    public static func buildExpression<C: MapContent>(_ content: C) -> _MapContentList {
        _MapContentList(elements: content._mapElements())
    }

    public static func buildBlock(_ components: _MapContentList...) -> _MapContentList {
        _MapContentList(elements: components.flatMap(\.elements))
    }

    public static func buildOptional(_ component: _MapContentList?) -> _MapContentList {
        component ?? _MapContentList(elements: [])
    }

    public static func buildEither(first component: _MapContentList) -> _MapContentList { component }
    public static func buildEither(second component: _MapContentList) -> _MapContentList { component }

    public static func buildArray(_ components: [_MapContentList]) -> _MapContentList {
        _MapContentList(elements: components.flatMap(\.elements))
    }

    public static func buildLimitedAvailability(_ component: _MapContentList) -> _MapContentList { component }
}

extension ForEach: MapContent where Content: MapContent {
    public typealias Body = Never
    /// `ForEach` is primitive map content and has no body.
    public var body: Never { return fatalError("ForEach is primitive map content and has no body") }
    public func _mapElements() -> [_MapElement] { data.flatMap { content($0)._mapElements() } }
}

extension ForEach where Content: MapContent {
    /// Map content made from `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_elements: data, id: id, content: content)
    }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Map content made from identifiable data.
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_elements: data, id: \.id, content: content)
    }
}

extension ForEach where Content: MapContent, Data == Range<Int>, ID == Int {
    /// Map content made from a constant range.
    public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
        self.init(_elements: data, id: \.self, content: content)
    }
}

/// Content restyled by a modifier: the modifier's values fill in what the content left unset.
public struct _MapStyledContent<Content: MapContent>: _PrimitiveMapContent {
    let content: Content
    let apply: (inout _MapElementStyle) -> Void

    public func _mapElements() -> [_MapElement] {
        content._mapElements().map { element in
            var element = element
            var outer = _MapElementStyle()
            apply(&outer)
            element.style.tint = element.style.tint ?? outer.tint
            element.style.fill = element.style.fill ?? outer.fill
            element.style.stroke = element.style.stroke ?? outer.stroke
            element.style.strokeStyle = element.style.strokeStyle ?? outer.strokeStyle
            element.style.showsTitles = element.style.showsTitles ?? outer.showsTitles
            return element
        }
    }
}

extension MapContent {
    private func styled(_ apply: @escaping (inout _MapElementStyle) -> Void) -> _MapStyledContent<Self> {
        _MapStyledContent(content: self, apply: apply)
    }

    /// The colour of markers' balloons (and of overlays without a style of their own).
    public func tint<S: ShapeStyle>(_ tint: S) -> some MapContent { styled { $0.tint = AnyShapeStyle(tint) } }
    /// The fill of overlays.
    public func foregroundStyle(_ content: some ShapeStyle) -> some MapContent { styled { $0.fill = AnyShapeStyle(content) } }
    /// The outline of overlays.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some MapContent {
        styled {
            $0.stroke = AnyShapeStyle(content)
            $0.strokeStyle = StrokeStyle(lineWidth: lineWidth)
        }
    }
    /// The outline of overlays.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some MapContent {
        styled {
            $0.stroke = AnyShapeStyle(content)
            $0.strokeStyle = style
        }
    }
    /// The outline width of overlays.
    public func stroke(lineWidth: CGFloat) -> some MapContent { styled { $0.strokeStyle = StrokeStyle(lineWidth: lineWidth) } }
    /// The outline style of overlays.
    public func strokeStyle(style: StrokeStyle) -> some MapContent { styled { $0.strokeStyle = style } }
    /// Whether markers' and annotations' titles show.
    public func annotationTitles(_ visibility: Visibility) -> some MapContent {
        styled { $0.showsTitles = visibility != .hidden }
    }
    /// Whether subtitles show (subtitles are not drawn).
    public func annotationSubtitles(_ visibility: Visibility) -> some MapContent { self }
    /// The selection value of this content (selection is not drawn).
    public func tag<V: Hashable>(_ tag: V) -> some MapContent { self }
    /// Whether the content can be selected (selection is not drawn).
    public func selectionDisabled(_ disabled: Bool = true) -> some MapContent { self }
    /// The level overlays are drawn at (all are drawn above the map here).
    public func mapOverlayLevel(level: MKOverlayLevel) -> some MapContent { self }
    /// The clustering identifier of markers (markers are never clustered here).
    public func mapItemClusteringIdentifier(_ identifier: String?) -> some MapContent { self }
}

/// Where overlays are drawn among the map's labels: MapKit's `MKOverlayLevel`.
public enum MKOverlayLevel: Int, Sendable {
    case aboveRoads = 0
    case aboveLabels = 1
}
