import Foundation
import TrellisCore

/// Columns of a table: SwiftUI's `TableColumnContent`.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value each row shows.
    associatedtype TableRowValue
    /// How the columns sort the rows (`Never` for columns that do not).
    associatedtype TableColumnSortComparator
    /// The columns, in order.
    var _columns: [TableColumnModel<TableRowValue>] { get }
}

/// One column as a table draws it: its title and a cell for a row.
public struct TableColumnModel<RowValue> {
    let title: Text
    let cell: (RowValue) -> AnyView
}

/// A column of a table: SwiftUI's `TableColumn`, a title over a cell for each row.
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let title: Text
    let content: (RowValue) -> Content

    public var _columns: [TableColumnModel<RowValue>] {
        [TableColumnModel(title: title) { [content] row in AnyView(content(row)) }]
    }

    /// The column at a fixed width (a compact table shows its first column across the row).
    public func width(_ width: CGFloat?) -> TableColumn { self }
    /// The column between `min` and `max` wide, ideally `ideal`.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
    /// How the column aligns its cells (iPad and Mac tables).
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn { self }
}

/// How a column aligns its cells: SwiftUI's `TableColumnAlignment`.
public struct TableColumnAlignment: Hashable, Sendable {
    let name: String
    public static let automatic = TableColumnAlignment(name: "automatic")
    public static let leading = TableColumnAlignment(name: "leading")
    public static let center = TableColumnAlignment(name: "center")
    public static let trailing = TableColumnAlignment(name: "trailing")
    public static let numeric = TableColumnAlignment(name: "numeric")
}

extension TableColumn where Label == Text, Sort == Never {
    /// A column titled with a localisable key, its cells made by `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        title = Text(titleKey)
        self.content = content
    }

    /// A column titled with a string, its cells made by `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled with a text, its cells made by `content`.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        title = text
        self.content = content
    }
}

extension TableColumn where Label == Text, Content == Text, Sort == KeyPathComparator<RowValue> {
    /// A column titled with a localisable key showing the string at `value`, sorted by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        title = Text(titleKey)
        content = { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column titled with a string showing the string at `value`, sorted by it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.title = Text(title)
        content = { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column titled with a text showing the string at `value`, sorted by it.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        title = text
        content = { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue> {
    /// A column titled with a localisable key, its cells made by `content`, sorted by `value`.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        title = Text(titleKey)
        self.content = content
    }

    /// A column titled with a string, its cells made by `content`, sorted by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.title = Text(title)
        self.content = content
    }
}

/// Builds a table's columns: SwiftUI's `TableColumnBuilder`.
@resultBuilder
public struct TableColumnBuilder<RowValue, Sort> {
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> _TableColumnList<RowValue, Sort>
    where C.TableRowValue == RowValue {
        _TableColumnList(_columns: column._columns)
    }

    public static func buildBlock(_ columns: _TableColumnList<RowValue, Sort>...) -> _TableColumnList<RowValue, Sort> {
        _TableColumnList(_columns: columns.flatMap(\._columns))
    }

    public static func buildOptional(_ columns: _TableColumnList<RowValue, Sort>?) -> _TableColumnList<RowValue, Sort> {
        columns ?? _TableColumnList(_columns: [])
    }

    public static func buildEither(first columns: _TableColumnList<RowValue, Sort>) -> _TableColumnList<RowValue, Sort> { columns }
    public static func buildEither(second columns: _TableColumnList<RowValue, Sort>) -> _TableColumnList<RowValue, Sort> { columns }
}

/// Columns gathered by ``TableColumnBuilder``.
public struct _TableColumnList<RowValue, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public let _columns: [TableColumnModel<RowValue>]
}
