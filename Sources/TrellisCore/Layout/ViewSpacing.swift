/// The spacing preferences of a view: what it asks of its neighbours on each edge.
///
/// Stacks without an explicit `spacing:` put between two neighbours the distance their
/// preferences agree on. SwiftUI keeps, per edge, values in categories, and two neighbours agree
/// through the categories both have on the edges that face each other (their distances add up;
/// the largest agreement wins). Only when they share no category does a value of no category
/// count (a `Spacer`'s 0), and with none of those either, the default 8.
///
/// The categories, on the top and bottom edges (the left and right ones have them only for
/// vertical text, which Trellis does not lay out):
/// - an ordinary view's 0, facing the text category of a `Text` edge;
/// - a `Text` edge's distance from its font: d + s above the text, max(L + s − capHeight,
///   s + d) below it (L the font's line height, d its descent, s a tenth of L rounded up to
///   the pixel), facing an ordinary view's 0;
/// - text to text: the lower text's leading, rounded up to the pixel (0 for the system font).
///
/// (Text edges also carry baseline values, always negative next to the text-to-text value,
/// which then never win; Trellis leaves them out.)
public struct ViewSpacing: Hashable, Sendable {
    /// What one edge carries, in SwiftUI's categories.
    struct EdgeValues: Hashable, Sendable {
        /// A value of no category (a `Spacer`'s 0, `ViewSpacing.zero`).
        var fixed: CGFloat?
        /// The ordinary view's 0 that meets a text edge.
        var ordinary = false
        /// A text edge's distance from an ordinary view.
        var text: CGFloat?
        /// The metrics that set the distance between two texts.
        var textMetrics: TextSpacingMetrics?

        static let ordinaryEdge = EdgeValues(ordinary: true)
        static let empty = EdgeValues()

        mutating func formUnion(_ other: EdgeValues) {
            fixed = Self.larger(fixed, other.fixed)
            ordinary = ordinary || other.ordinary
            text = Self.larger(text, other.text)
            if let theirs = other.textMetrics, textMetrics.map({ $0.lineHeight < theirs.lineHeight }) ?? true {
                textMetrics = theirs
            }
        }

        private static func larger(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            guard let a else { return b }
            guard let b else { return a }
            return max(a, b)
        }

        /// The distance between an edge with these values and the facing edge `next` of the
        /// view after it, or nil when they agree on nothing.
        func distance(to next: EdgeValues) -> CGFloat? {
            var agreed: CGFloat?
            func agree(_ value: CGFloat) { agreed = max(agreed ?? -.infinity, value) }
            if ordinary, let text = next.text { agree(0 + text) }
            if let text, next.ordinary { agree(text + 0) }
            if let upper = textMetrics, let lower = next.textMetrics { agree(upper.distance(toTextBelow: lower)) }
            if let agreed { return agreed }
            guard fixed != nil || next.fixed != nil else { return nil }
            return max(fixed ?? -.infinity, next.fixed ?? -.infinity)
        }
    }

    // Nearly every view is ordinary on every edge: those share no storage at all (8 bytes a
    // layout node).
    private final class Storage: Sendable {
        let edges: [EdgeValues]

        init(_ edges: [EdgeValues]) {
            self.edges = edges
        }
    }

    private var storage: Storage?

    private static let ordinaryEdges = [EdgeValues](repeating: .ordinaryEdge, count: 4)

    private var edges: [EdgeValues] {
        get { storage?.edges ?? Self.ordinaryEdges }
        set { storage = newValue == Self.ordinaryEdges ? nil : Storage(newValue) }
    }

    private static func slot(_ edge: Edge) -> Int {
        switch edge {
        case .top: 0
        case .leading: 1
        case .bottom: 2
        case .trailing: 3
        }
    }

    subscript(edge: Edge) -> EdgeValues {
        get { storage?.edges[Self.slot(edge)] ?? .ordinaryEdge }
        set {
            var values = edges
            values[Self.slot(edge)] = newValue
            edges = values
        }
    }

    var top: EdgeValues {
        get { self[.top] }
        set { self[.top] = newValue }
    }
    var leading: EdgeValues {
        get { self[.leading] }
        set { self[.leading] = newValue }
    }
    var bottom: EdgeValues {
        get { self[.bottom] }
        set { self[.bottom] = newValue }
    }
    var trailing: EdgeValues {
        get { self[.trailing] }
        set { self[.trailing] = newValue }
    }

    /// Whether every edge is an ordinary view's.
    var isStandard: Bool { storage == nil }

    /// SwiftUI's distance between two views that agree on nothing (iOS).
    static let defaultDistance: CGFloat = 8

    /// The spacing of an ordinary view: 8 from other ordinary views, font-derived from text.
    public init() {}

    private init(top: EdgeValues, leading: EdgeValues, bottom: EdgeValues, trailing: EdgeValues) {
        edges = [top, leading, bottom, trailing]
    }

    /// Zero distance on every edge, whatever the neighbour: no category, so it counts only where
    /// the neighbour agrees on nothing else.
    public static let zero = ViewSpacing(all: EdgeValues(fixed: 0))

    init(all values: EdgeValues) {
        self.init(top: values, leading: values, bottom: values, trailing: values)
    }

    /// A spacer's: zero on the two edges that bound `axis`, nothing on the others.
    static func spacer(along axis: Axis) -> ViewSpacing {
        let zero = EdgeValues(fixed: 0)
        return axis == .horizontal
            ? ViewSpacing(top: .empty, leading: zero, bottom: .empty, trailing: zero)
            : ViewSpacing(top: zero, leading: .empty, bottom: zero, trailing: .empty)
    }

    /// A horizontal `Text`'s, from the metrics of its font: on its top and bottom edges only.
    init(text metrics: TextSpacingMetrics) {
        self.init(
            top: EdgeValues(text: metrics.distanceAbove, textMetrics: metrics), leading: .empty,
            bottom: EdgeValues(text: metrics.distanceBelow, textMetrics: metrics), trailing: .empty)
    }

    public static func == (lhs: ViewSpacing, rhs: ViewSpacing) -> Bool {
        lhs.storage === rhs.storage || lhs.edges == rhs.edges
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(edges)
    }

    /// The distance between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if storage == nil && next.storage == nil { return Self.defaultDistance }
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        return mine.distance(to: theirs) ?? Self.defaultDistance
    }

    /// Merges `other`'s preferences into these on `edges` (the larger value of each category
    /// wins): a container's edge across its axis is the union of its children's.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if storage == nil && other.storage == nil { return }
        var values = self.edges
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            values[Self.slot(edge)].formUnion(other[edge])
        }
        self.edges = values
    }

    /// These preferences merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The preferences with `edges` reset to an ordinary view's, as padding or a frame that
    /// sets those dimensions does.
    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        if storage == nil { return self }
        var values = self.edges
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            values[Self.slot(edge)] = .ordinaryEdge
        }
        var result = self
        result.edges = values
        return result
    }

    /// Merges `other`'s preferences into these on the two edges that bound `axis`.
    mutating func formUnion(_ other: ViewSpacing, bounding axis: Axis) {
        formUnion(other, edges: axis == .horizontal ? .horizontal : .vertical)
    }
}

extension Edge.Set {
    /// The two edges that bound `axis`.
    init(axis: Axis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}
