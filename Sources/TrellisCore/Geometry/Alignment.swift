/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// Creates a custom horizontal alignment from an identifying type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal)
    }

    /// The leading edge (x = 0).
    public static let leading = HorizontalAlignment(LeadingAlignment.self)
    /// The horizontal centre (x = width / 2).
    public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
    /// The trailing edge (x = width).
    public static let trailing = HorizontalAlignment(TrailingAlignment.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// Creates a custom vertical alignment from an identifying type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .vertical)
    }

    /// The top edge (y = 0).
    public static let top = VerticalAlignment(TopAlignment.self)
    /// The vertical centre (y = height / 2).
    public static let center = VerticalAlignment(VerticalCenterAlignment.self)
    /// The bottom edge (y = height).
    public static let bottom = VerticalAlignment(BottomAlignment.self)
    /// The baseline of the first line of text (the bottom for views without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
    /// The baseline of the last line of text (the bottom for views without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// Creates an alignment from a horizontal and a vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
