extension View {
    /// Puts Liquid Glass behind this view, in `shape` (a capsule unless said): SwiftUI's
    /// `glassEffect(_:in:)`. The view keeps its size; the glass fills its bounds.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background { _GlassSurface(glass, in: shape) }
    }

    /// Names this view's glass for morphing between glass shapes (no effect on a still picture).
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }

    /// Joins this view's glass with others of the same id into one shape (drawn separately here).
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }

    /// How this view's glass appears and disappears (no effect on a still picture).
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}

/// How glass appears and disappears: SwiftUI's `GlassEffectTransition`.
public struct GlassEffectTransition: Sendable {
    /// Morphs into glass of the same id.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition() }
    /// Fades and scales the glass in.
    public static var materialize: GlassEffectTransition { GlassEffectTransition() }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition() }
}

/// Groups glass shapes so they blend and morph together: SwiftUI's `GlassEffectContainer`.
/// A still picture shows each shape as it stands, so the container lays out its content as
/// it is.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// A container whose shapes merge when closer than `spacing` (unused in a still picture).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content }
}
