/// A proposal for the size of a view: what a parent offers a child.
///
/// Each dimension is optional: `nil` asks for the view's ideal size on that axis, `0` for its
/// minimum and `.infinity` for its maximum.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal from two optional dimensions.
    @inlinable
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal with both dimensions of a size.
    @inlinable
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal that asks for a view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal that asks for a view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal that asks for a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// Replaces the `nil` dimensions with those of `size` (10 × 10 by default, SwiftUI's magic size).
    @inlinable
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func text(_ value: CGFloat?) -> String { value.map { formatLength($0) } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}

extension ProposedViewSize {
    /// The proposal along `axis`.
    @inlinable
    func value(along axis: Axis) -> CGFloat? {
        axis == .horizontal ? width : height
    }

    /// A proposal from its major (along `axis`) and minor dimensions.
    @inlinable
    init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }
}

/// Writes a length the way the layout tree prints it: integers without a fraction, others with
/// up to three decimals.
func formatLength(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.3f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
