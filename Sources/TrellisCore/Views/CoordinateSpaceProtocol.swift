/// iOS 17's coordinate spaces: `NamedCoordinateSpace` and the `CoordinateSpaceProtocol` that
/// `GeometryProxy.frame(in:)` and `coordinateSpace(_:)` take, each the older `CoordinateSpace`
/// under another name.

/// A coordinate space a frame can be read in: SwiftUI's `CoordinateSpaceProtocol`.
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// A view's own coordinates: SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The window's coordinates: SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The coordinates of a view named with `coordinateSpace(_:)`: SwiftUI's `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The coordinate space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The nearest scroll view's coordinates (read as the window's: scroll views name no space).
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("_scrollView")) }
    /// The nearest scroll view along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace.named(name) }
    /// The nearest scroll view's coordinates.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }
    /// The nearest scroll view's coordinates along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace.scrollView }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// A view's own coordinates.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's coordinates.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension GeometryProxy {
    /// The reader's frame in `coordinateSpace`.
    @_disfavoredOverload
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The reader's bounds in `coordinateSpace`: its frame there, at its own size.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.coordinateSpace, namedOrigins[name] != nil else { return nil }
        return frame(in: coordinateSpace.coordinateSpace)
    }
}

extension View {
    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(…))`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(RenderEffectModifier(effect: .coordinateSpace(name.name)))
    }
}
