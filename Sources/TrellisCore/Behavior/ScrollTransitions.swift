// Scroll transitions (iOS 17): effects a view in a scroll view takes as it enters or leaves the
// visible region. A picture is taken at rest, with every view in its place: each is drawn in the
// `.identity` phase (register B30).

/// Where a view is in a scroll transition: SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Entering or leaving at the top (leading) edge.
    case topLeading
    /// Fully in view.
    case identity
    /// Entering or leaving at the bottom (trailing) edge.
    case bottomTrailing

    /// Whether the view is fully in view.
    public var isIdentity: Bool { self == .identity }

    /// −1 at the top (leading) edge, 0 in view, 1 at the bottom (trailing) edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows scrolling: SwiftUI's `ScrollTransitionConfiguration`
/// (accepted; a picture shows every view at identity).
public struct ScrollTransitionConfiguration: Sendable {
    /// When a view counts as in view: SwiftUI's `ScrollTransitionConfiguration.Threshold`.
    public struct Threshold: Sendable {
        let visibleAmount: Double
        let inset: Double

        /// Fully visible.
        public static let visible = Threshold(visibleAmount: 1, inset: 0)
        /// Fully hidden.
        public static let hidden = Threshold(visibleAmount: 0, inset: 0)
        /// At the centre of the scroll view.
        public static var centered: Threshold { Threshold(visibleAmount: 0.5, inset: 0) }
        /// `amount` (0…1) of the view visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold(visibleAmount: amount, inset: 0) }
        /// Between this threshold and `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(visibleAmount: visibleAmount + (other.visibleAmount - visibleAmount) * amount, inset: inset + (other.inset - inset) * amount)
        }
        /// This threshold moved `distance` in from the scroll view's edges.
        public func inset(by distance: Double) -> Threshold { Threshold(visibleAmount: visibleAmount, inset: inset + distance) }
    }

    enum Kind: Sendable { case animated(Animation), interactive(UnitCurve), identity }

    let kind: Kind
    let thresholds: (Threshold, Threshold)

    /// Animated between phases when a view crosses the threshold.
    public static let animated = ScrollTransitionConfiguration(kind: .animated(.default), thresholds: (.visible, .visible))
    /// Animated between phases with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated(animation), thresholds: (.visible, .visible))
    }
    /// Following the scroll position continuously.
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive(.easeInOut), thresholds: (.visible, .visible))
    /// Following the scroll position along `timingCurve`.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive(timingCurve), thresholds: (.visible, .visible))
    }
    /// No transition: always at identity.
    public static let identity = ScrollTransitionConfiguration(kind: .identity, thresholds: (.visible, .visible))

    /// This configuration with `threshold` on both edges.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: kind, thresholds: (threshold, threshold))
    }

    /// This configuration animated with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated(animation), thresholds: thresholds)
    }
}

extension View {
    /// Applies the effects `transition` makes for the view's phase in its scroll view: drawn in
    /// the `.identity` phase.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(RenderEffectModifier(effect: .visualEffect(GeometryDependentEffect { _ in
            transition(EmptyVisualEffect(), .identity)._effects.effects
        })))
    }

    /// Applies the effects `transition` makes for the view's phase, with a configuration for
    /// each edge: drawn in the `.identity` phase.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading, axis: axis, transition: transition)
    }
}
