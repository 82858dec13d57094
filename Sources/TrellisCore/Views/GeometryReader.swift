/// A container view that gives its content its own size and position: SwiftUI's
/// `GeometryReader`.
///
/// It takes all the space it is offered (10 on unspecified axes); its content is proposed that
/// size and placed at its top-leading corner.
public struct GeometryReader<Content: View>: _PrimitiveView {
    /// Makes the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public func _resolve(into resolver: _ViewResolver) {
        let content = self.content
        if let path = resolver.runtime?.path {
            // Content made at placement keeps the identity of the place the reader was declared.
            resolver.emit(GeometryReaderNode(environment: resolver.sharedEnvironment) { proxy, resolver in
                resolver.runtime?.at(path) { resolver.nodes(of: content(proxy)) } ?? resolver.nodes(of: content(proxy))
            })
            return
        }
        resolver.emit(GeometryReaderNode(environment: resolver.sharedEnvironment) { proxy, resolver in
            resolver.nodes(of: content(proxy))
        })
    }
}

/// A coordinate space to measure a frame in.
public enum CoordinateSpace: Hashable {
    /// The window's coordinates.
    case global
    /// The view's own coordinates: its frame starts at (0, 0).
    case local
    /// The coordinates of the ancestor marked `.coordinateSpace(name:)` with this name.
    case named(AnyHashable)

    public static func named<Name: Hashable & Sendable>(_ name: Name) -> CoordinateSpace {
        .named(AnyHashable(name))
    }
}

/// The geometry of a `GeometryReader`: its size, and its frame in any coordinate space.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The depth of the unsafe band along each edge the reader reaches (the status bar's,
    /// the home indicator's, a `safeAreaInset`'s), whether the reader stops at the band or
    /// covers it; zero on other edges, and in a window without a safe area.
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    let namedOrigins: [AnyHashable: CGPoint]

    init(size: CGSize, globalFrame: CGRect, namedOrigins: [AnyHashable: CGPoint], safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame
        self.namedOrigins = namedOrigins
    }

    /// The reader's frame in `coordinateSpace`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global:
            return globalFrame
        case .local:
            return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let origin = namedOrigins[name] else { return globalFrame }
            return globalFrame.translatedBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

extension View {
    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(RenderEffectModifier(effect: .coordinateSpace(AnyHashable(name))))
    }
}
