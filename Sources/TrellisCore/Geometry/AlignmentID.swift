/// A type that identifies an alignment guide, and gives its value for views that set none.
///
/// Declare a custom guide as a type conforming to this protocol, then make a
/// ``HorizontalAlignment`` or ``VerticalAlignment`` from it:
///
/// ```swift
/// private enum MidAccount: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
/// }
/// extension VerticalAlignment { static let midAccount = VerticalAlignment(MidAccount.self) }
/// ```
public protocol AlignmentID {
    /// The guide's value for a view that has no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a container derives its own explicit value of a guide from its children's.
enum AlignmentMerge: Sendable {
    /// The standard guides (leading, center, trailing, top, bottom): never propagated out of a container.
    case standard
    /// The first text baseline: the first child's in a vertical stack, the minimum otherwise.
    case firstBaseline
    /// The last text baseline: the last child's in a vertical stack, the maximum otherwise.
    case lastBaseline
    /// Custom guides: the average of the children's explicit values.
    case average
}

/// The identity of one alignment guide on one axis.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    let merge: AlignmentMerge
    /// The fraction of the size a standard guide sits at (0, ½, 1), or NaN: four bytes, so
    /// that a frame's alignment stays small.
    private let fraction: Float

    /// The fraction of the size this guide sits at, for the standard guides (0, ½, 1).
    var standardFraction: CGFloat? {
        fraction.isNaN ? nil : CGFloat(fraction)
    }

    init(_ id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
        fraction = AlignmentKey.standardFraction(of: id).map(Float.init) ?? .nan
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(FirstTextBaselineAlignment.self): merge = .firstBaseline
        case ObjectIdentifier(LastTextBaselineAlignment.self): merge = .lastBaseline
        case ObjectIdentifier(LeadingAlignment.self), ObjectIdentifier(TrailingAlignment.self),
            ObjectIdentifier(HorizontalCenterAlignment.self), ObjectIdentifier(TopAlignment.self),
            ObjectIdentifier(BottomAlignment.self), ObjectIdentifier(VerticalCenterAlignment.self):
            merge = .standard
        default: merge = .average
        }
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    private static func standardFraction(of id: any AlignmentID.Type) -> CGFloat? {
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(LeadingAlignment.self), ObjectIdentifier(TopAlignment.self): 0
        case ObjectIdentifier(HorizontalCenterAlignment.self), ObjectIdentifier(VerticalCenterAlignment.self): 0.5
        case ObjectIdentifier(TrailingAlignment.self), ObjectIdentifier(BottomAlignment.self): 1
        default: nil
        }
    }

    var name: String {
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(LeadingAlignment.self): "leading"
        case ObjectIdentifier(TrailingAlignment.self): "trailing"
        case ObjectIdentifier(HorizontalCenterAlignment.self), ObjectIdentifier(VerticalCenterAlignment.self): "center"
        case ObjectIdentifier(TopAlignment.self): "top"
        case ObjectIdentifier(BottomAlignment.self): "bottom"
        case ObjectIdentifier(FirstTextBaselineAlignment.self): "firstTextBaseline"
        case ObjectIdentifier(LastTextBaselineAlignment.self): "lastTextBaseline"
        default: String(describing: id)
        }
    }
}

enum LeadingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
enum TrailingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
enum TopAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
enum BottomAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
enum FirstTextBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
enum LastTextBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
