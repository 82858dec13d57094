/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The length along `axis`.
    @inlinable
    func value(along axis: Axis) -> CGFloat {
        axis == .horizontal ? width : height
    }

    /// A size from its major (along `axis`) and minor lengths.
    @inlinable
    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }
}

extension CGPoint {
    /// A point from its major (along `axis`) and minor coordinates.
    @inlinable
    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal {
            self.init(x: major, y: minor)
        } else {
            self.init(x: minor, y: major)
        }
    }
}

extension Axis.Set {
    /// The set holding just `axis`.
    init(_ axis: Axis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}
