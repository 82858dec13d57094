/// The spacing preferences of a view: what it asks of its neighbours on each edge.
///
/// Stacks without an explicit `spacing:` put between two neighbours the distance their
/// preferences agree on: 8 between two ordinary views, 0 next to a `Spacer`, font-derived
/// values between text.
public struct ViewSpacing: Hashable, Sendable {
    /// What one edge asks of its neighbour.
    enum Preference: Hashable, Sendable {
        /// No preference of its own: an ordinary view.
        case standard
        /// A distance that wins over any neighbour's preference (a `Spacer`'s 0, an empty stack's 0).
        case rigid(CGFloat)
        /// A distance of its own that combines with the neighbour's (text).
        case preferred(CGFloat)

        var isRigid: Bool {
            if case .rigid = self { return true }
            return false
        }
    }

    /// SwiftUI's distance between two ordinary views (iOS).
    static let defaultDistance: CGFloat = 8

    // Every layout node carries one of these, so the four preferences are stored compactly:
    // a distance per edge and the four kinds in one byte (2 bits each), 33 bytes instead of 64.
    private var distances: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    private var kinds: UInt8 = 0

    private static let standardKind: UInt8 = 0
    private static let rigidKind: UInt8 = 1
    private static let preferredKind: UInt8 = 2

    @inline(__always)
    private func preference(_ slot: Int, _ distance: CGFloat) -> Preference {
        switch (kinds >> (slot * 2)) & 3 {
        case ViewSpacing.rigidKind: .rigid(distance)
        case ViewSpacing.preferredKind: .preferred(distance)
        default: .standard
        }
    }

    @inline(__always)
    private mutating func setKind(_ slot: Int, _ preference: Preference) -> CGFloat {
        let kind: UInt8
        let distance: CGFloat
        switch preference {
        case .standard: (kind, distance) = (ViewSpacing.standardKind, 0)
        case .rigid(let value): (kind, distance) = (ViewSpacing.rigidKind, value)
        case .preferred(let value): (kind, distance) = (ViewSpacing.preferredKind, value)
        }
        kinds = (kinds & ~(3 << (slot * 2))) | (kind << (slot * 2))
        return distance
    }

    var top: Preference {
        get { preference(0, distances.0) }
        set { distances.0 = setKind(0, newValue) }
    }
    var leading: Preference {
        get { preference(1, distances.1) }
        set { distances.1 = setKind(1, newValue) }
    }
    var bottom: Preference {
        get { preference(2, distances.2) }
        set { distances.2 = setKind(2, newValue) }
    }
    var trailing: Preference {
        get { preference(3, distances.3) }
        set { distances.3 = setKind(3, newValue) }
    }

    /// Whether every edge is an ordinary view's.
    var isStandard: Bool { kinds == 0 }

    /// The spacing of an ordinary view: no preferences, so neighbours get the default 8.
    public init() {}

    init(all preference: Preference) {
        top = preference
        leading = preference
        bottom = preference
        trailing = preference
    }

    public static func == (lhs: ViewSpacing, rhs: ViewSpacing) -> Bool {
        lhs.top == rhs.top && lhs.leading == rhs.leading && lhs.bottom == rhs.bottom && lhs.trailing == rhs.trailing
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(top)
        hasher.combine(leading)
        hasher.combine(bottom)
        hasher.combine(trailing)
    }

    /// Zero distance on every edge.
    public static let zero = ViewSpacing(all: .rigid(0))

    subscript(edge: Edge) -> Preference {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// The distance between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        return ViewSpacing.distance(mine, theirs)
    }

    static func distance(_ a: Preference, _ b: Preference) -> CGFloat {
        switch (a, b) {
        case (.standard, .standard): return defaultDistance
        case let (.rigid(x), .rigid(y)): return max(x, y)
        case let (.rigid(x), _), let (_, .rigid(x)): return x
        case let (.preferred(x), .preferred(y)): return max(x, y)
        case let (.preferred(x), .standard), let (.standard, .preferred(x)): return max(x, defaultDistance)
        }
    }

    /// Merges `other`'s preferences into these on `edges`: a container's edge across its axis
    /// is the union of its children's.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self[edge] = ViewSpacing.union(self[edge], other[edge])
        }
    }

    /// These preferences merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    static func union(_ a: Preference, _ b: Preference) -> Preference {
        switch (a, b) {
        case let (.rigid(x), .rigid(y)): return .rigid(max(x, y))
        // An ordinary view's edge is not hidden behind a spacer beside it.
        case (.rigid, let other), (let other, .rigid): return other
        case (.standard, .standard): return .standard
        case let (.preferred(x), .preferred(y)): return .preferred(max(x, y))
        case let (.preferred(x), .standard), let (.standard, .preferred(x)):
            return .preferred(max(x, defaultDistance))
        }
    }

    /// The edges of `axes` reset to ordinary ones, as a frame or padding does; a rigid edge
    /// (a Spacer's zero) survives when `keepingRigid`.
    func resetting(_ edges: Edge.Set, keepingRigid: Bool) -> ViewSpacing {
        if isStandard { return self }
        var result = self
        func reset(_ preference: inout Preference) {
            if keepingRigid && preference.isRigid { return }
            preference = .standard
        }
        if edges.contains(.top) { reset(&result.top) }
        if edges.contains(.leading) { reset(&result.leading) }
        if edges.contains(.bottom) { reset(&result.bottom) }
        if edges.contains(.trailing) { reset(&result.trailing) }
        return result
    }

    /// Merges `other`'s preferences into these on the two edges that bound `axis`.
    mutating func formUnion(_ other: ViewSpacing, bounding axis: Axis) {
        if isStandard && other.isStandard { return }
        if axis == .horizontal {
            leading = ViewSpacing.union(leading, other.leading)
            trailing = ViewSpacing.union(trailing, other.trailing)
        } else {
            top = ViewSpacing.union(top, other.top)
            bottom = ViewSpacing.union(bottom, other.bottom)
        }
    }
}

extension Edge.Set {
    /// The two edges that bound `axis`.
    init(axis: Axis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}
