/// iOS 18's scroll position: SwiftUI's `ScrollPosition`, bound with `scrollPosition(_:anchor:)`.
/// A still picture shows scroll views at their start, as `scrollPosition(id:)` and
/// `defaultScrollAnchor(_:)` do: the position is kept and not applied.
public struct ScrollPosition: Sendable {
    /// The edge the position is at, if it was made or moved to one.
    public private(set) var edge: Edge?
    /// The point the position is at, if it was made or moved to one.
    public private(set) var point: CGPoint?
    public private(set) var x: CGFloat?
    public private(set) var y: CGFloat?
    /// The id of the view the position is at, if it was made or moved to one.
    public private(set) var viewID: (any Hashable & Sendable)?
    /// Whether the user scrolled last (never, in a still picture).
    public var isPositionedByUser = false

    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = id }
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { self.edge = edge }
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) { self.point = point }
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { self.x = x }
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { self.y = y }

    /// The id of the view the position is at, as `type`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }

    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self = ScrollPosition(id: id, anchor: anchor) }
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x) }
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(y: y) }
}

extension View {
    /// Binds the position of the scroll views in this view to `position` (accepted: a picture
    /// shows them at their start).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
}
