import TrellisCore

/// Rows of a table: SwiftUI's `TableRowContent`.
public protocol TableRowContent<TableRowValue> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable
    /// The rows' values, in order.
    var _rowValues: [TableRowValue] { get }
}

/// One row of a table, for its value: SwiftUI's `TableRow`.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    let value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public var _rowValues: [Value] { [value] }
}

/// The rows of a table made from a collection: SwiftUI's `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    let data: Data

    public var _rowValues: [Data.Element] { Array(data) }
}

extension ForEach: TableRowContent where Content: TableRowContent, Data.Element == Content.TableRowValue {
    public typealias TableRowValue = Content.TableRowValue

    public var _rowValues: [Content.TableRowValue] { data.flatMap { content($0)._rowValues } }
}

/// Builds a table's rows: SwiftUI's `TableRowBuilder`.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<R: TableRowContent>(_ rows: R) -> _TableRowList<Value> where R.TableRowValue == Value {
        _TableRowList(_rowValues: rows._rowValues)
    }

    public static func buildBlock(_ rows: _TableRowList<Value>...) -> _TableRowList<Value> {
        _TableRowList(_rowValues: rows.flatMap(\._rowValues))
    }

    public static func buildOptional(_ rows: _TableRowList<Value>?) -> _TableRowList<Value> { rows ?? _TableRowList(_rowValues: []) }
    public static func buildEither(first rows: _TableRowList<Value>) -> _TableRowList<Value> { rows }
    public static func buildEither(second rows: _TableRowList<Value>) -> _TableRowList<Value> { rows }
}

/// Rows gathered by ``TableRowBuilder``.
public struct _TableRowList<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public let _rowValues: [Value]
}

extension ForEach where Content: TableRowContent {
    /// Table rows made from each element of identifiable `data`.
    public init(_ data: Data, @TableRowBuilder<Content.TableRowValue> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable, Data.Element == Content.TableRowValue {
        self.init(_elements: data, id: \.id, content: content)
    }
}
