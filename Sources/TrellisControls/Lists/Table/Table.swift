import Foundation
import TrellisCore

/// Rows of values in columns: SwiftUI's `Table`.
///
/// An iPhone shows a table in its compact width: only the first column, one row per value,
/// without the column headers, as a plain list (iPad and Mac tables show every column; a
/// preview is an iPhone). Selection and sort order are read and kept, not drawn.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns

    init(rows: Rows, columns: Columns) {
        self.rows = rows
        self.columns = columns
    }

    public var body: some View {
        let firstColumn = columns._columns.first
        let values = rows._rowValues
        List {
            if let firstColumn {
                ForEach(values.indices, id: \.self) { index in
                    firstColumn.cell(values[index])
                }
            }
        }
        .listStyle(.plain)
    }
}

extension Table {
    /// A table of `data`'s elements in `columns`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data`'s elements in `columns`, one of them selected.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data`'s elements in `columns`, several selected.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data`'s elements in `columns`, sorted by `sortOrder` (the order the data is
    /// given in is drawn: sorting is the app's, when the binding changes).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data`'s elements in `columns`, one selected, sorted by `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data`'s elements in `columns`, several selected, sorted by `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of rows written out (`TableRow(value)`, `ForEach`) in `columns`.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of rows written out, one selected.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns())
    }
}
