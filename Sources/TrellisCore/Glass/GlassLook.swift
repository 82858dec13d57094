/// How Trellis draws a ``Glass``: the flat colours a Liquid Glass layer settles to over a plain
/// backdrop, its rim and its shadow. No published numbers exist for the material (Apple
/// describes it in words); these are peers' fits to iOS 26 pictures, or estimates
/// (docs/ios-metrics.md § 26.5, § 26.9; docs/divergences.md D26-9).
enum GlassLook {
    /// The regular glass: white at 72 % in light mode (a fit of an alert card over four
    /// backdrops gave white at 71.4 %), a near-black grey (25) at 65 % in dark mode.
    static let regularFill = Color(
        _light: Color(red: 1, green: 1, blue: 1, opacity: 0.72),
        dark: Color(red: 25 / 255, green: 25 / 255, blue: 25 / 255, opacity: 0.65))
    /// The clear glass: mostly the backdrop (estimate).
    static let clearFill = Color(
        _light: Color(red: 1, green: 1, blue: 1, opacity: 0.25),
        dark: Color(red: 1, green: 1, blue: 1, opacity: 0.08))
    /// How strongly a tint colours regular glass (estimate), and clear glass.
    static let regularTintOpacity = 0.85
    static let clearTintOpacity = 0.5
    /// The rim light catches along the glass's edge: a one-point line, brighter in light mode
    /// (estimate).
    static let rim = Color(
        _light: Color(red: 1, green: 1, blue: 1, opacity: 0.6),
        dark: Color(red: 1, green: 1, blue: 1, opacity: 0.18))
    static let rimWidth: CGFloat = 1
    /// The soft shadow under glass: black at 7.5 %, blurred 10, 4 down (a peer's fit to bar
    /// buttons on iOS 26.1).
    static let shadowOpacity = 0.075
    static let shadowRadius: CGFloat = 10
    static let shadowOffset: CGFloat = 4
    /// How much of the backdrop's detail the glass frosts away: a blur of radius 12 (a Gaussian
    /// of standard deviation 6 points) under regular glass, 4 under clear glass (estimates).
    static let regularBlurRadius: CGFloat = 12
    static let clearBlurRadius: CGFloat = 4
}

/// A glass layer in `shape`: what `glassEffect(_:in:)` puts behind its view, and what the
/// iOS 26 bars, buttons and cards are drawn on.
public struct _GlassSurface<S: Shape>: View {
    private enum Filling {
        case glass(Glass)
        /// Opaque, as prominent glass buttons are: the style with the glass's rim and shadow.
        case prominent(AnyShapeStyle)
    }

    private let filling: Filling
    let shape: S

    /// `glass` in `shape`.
    public init(_ glass: Glass, in shape: S) {
        filling = .glass(glass)
        self.shape = shape
    }

    /// Prominent glass: `style` (a tint) filling `shape`, with glass's rim and shadow.
    public init(prominent style: some ShapeStyle, in shape: S) {
        filling = .prominent(AnyShapeStyle(style))
        self.shape = shape
    }

    public var body: some View {
        switch filling {
        case .glass(let glass) where glass.variant == .identity:
            Color.clear
        case .glass(let glass):
            let isClear = glass.variant == .clear
            lit(shape.fill(isClear ? GlassLook.clearFill : GlassLook.regularFill)
                .overlay {
                    if let tint = glass.tintColor {
                        shape.fill(tint.opacity(isClear ? GlassLook.clearTintOpacity : GlassLook.regularTintOpacity))
                    }
                })
                // Outside the shadow's layer, so the blur reads what lies under the glass.
                ._backdropBlur(radius: isClear ? GlassLook.clearBlurRadius : GlassLook.regularBlurRadius, in: shape)
        case .prominent(let style):
            lit(shape.fill(style))
        }
    }

    /// `fill` with the rim along its edge and the shadow under it.
    private func lit(_ fill: some View) -> some View {
        fill
            .overlay { shape.stroke(GlassLook.rim, lineWidth: GlassLook.rimWidth) }
            .shadow(
                color: .black.opacity(GlassLook.shadowOpacity), radius: GlassLook.shadowRadius, x: 0,
                y: GlassLook.shadowOffset)
    }
}
