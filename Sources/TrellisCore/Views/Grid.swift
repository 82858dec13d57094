/// A container of rows of cells in shared columns: SwiftUI's `Grid`.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Trellis") }
///     Divider()                          // a view outside a GridRow spans every column
///     GridRow { Text("Kind"); Text("Layout").gridCellColumns(1) }
/// }
/// ```
///
/// Columns are as wide as their widest cell and rows as tall as their tallest, flexible cells
/// sharing what is left; see `GridNode` for the algorithm. A `nil` spacing is 8 points.
public struct Grid<Content: View>: _PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// The spacing between cells when none is given: measured between colours on iOS.
    static var defaultSpacing: CGFloat { 8 }

    public func _resolve(into resolver: _ViewResolver) {
        let rows = resolver.gridRows(of: content)
        resolver.emit(
            GridNode(
                rows: rows, alignment: alignment, horizontalSpacing: horizontalSpacing ?? Self.defaultSpacing,
                verticalSpacing: verticalSpacing ?? Self.defaultSpacing, environment: resolver.sharedEnvironment))
    }
}

/// A row of a `Grid`: SwiftUI's `GridRow`. Outside a grid its views are laid out as a group's.
public struct GridRow<Content: View>: _PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _resolve(into resolver: _ViewResolver) {
        guard resolver.resolvesGridRows else {
            content._resolve(into: resolver)
            return
        }
        let cells = resolver.children(of: content, stackAxis: .horizontal)
        resolver.emit(GridRowNode(cells: cells, alignment: alignment?.key, environment: resolver.sharedEnvironment))
    }
}

/// The values grid cells set on themselves, read through the modifiers around a cell.
enum GridCellValues {
    struct Columns: LayoutValueKey { static let defaultValue = 1 }
    struct UnsizedAxes: LayoutValueKey { static let defaultValue: Axis.Set = [] }
    struct Anchor: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
    struct ColumnAlignment: LayoutValueKey { static let defaultValue: AlignmentKey? = nil }

    /// The value `Key` set on `node` or on the view a chain of modifiers around it wraps.
    private static func value<Key: LayoutValueKey>(_ key: Key.Type, of node: LayoutNode) -> Key.Value {
        var current: LayoutNode? = node
        while let candidate = current {
            if let value = candidate.layoutValues[ObjectIdentifier(key)] as? Key.Value { return value }
            switch candidate {
            case let unary as UnaryLayoutNode: current = unary.child
            case let overlay as OverlayNode: current = overlay.primary
            default: current = nil
            }
        }
        return Key.defaultValue
    }

    static func columns(of node: LayoutNode) -> Int { value(Columns.self, of: node) }
    static func unsizedAxes(of node: LayoutNode) -> Axis.Set { value(UnsizedAxes.self, of: node) }
    static func anchor(of node: LayoutNode) -> UnitPoint? { value(Anchor.self, of: node) }
    static func columnAlignment(of node: LayoutNode) -> AlignmentKey? { value(ColumnAlignment.self, of: node) }
}

extension View {
    /// Makes this grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellValues.Columns.self, value: count)
    }

    /// Aligns every cell of this cell's column by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridCellValues.ColumnAlignment.self, value: guide.key)
    }

    /// Places this cell in its rectangle so that the same unit point of both coincide.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellValues.Anchor.self, value: anchor)
    }

    /// Keeps this cell out of the sizing of its column (`.horizontal`) or row (`.vertical`): it
    /// is given the size the others decide.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellValues.UnsizedAxes.self, value: axes)
    }
}
