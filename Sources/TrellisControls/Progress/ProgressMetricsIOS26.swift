import TrellisCore

/// iOS 26's progress views (docs/ios-metrics.md § 26.16): the bar as iOS 18's, but its fill a
/// whole number of points and at least a capsule's diameter; the spinner's blades, their
/// ladder of opacities and their grey, measured on UIKit 26.1 (Mac Catalyst, by a peer).
struct ProgressMetricsIOS26 {
    /// The fill's least width once any progress shows: the bar's 4-point height, twice.
    static let minimumFillWidth: CGFloat = 8

    /// The fill's width: the fraction of `width`, rounded to whole points (halves up), at least
    /// 8, at most the bar; nothing at 0.
    static func fillWidth(fraction: Double, width: CGFloat) -> CGFloat {
        guard fraction > 0, width > 0 else { return 0 }
        let exact = (CGFloat(fraction) * width).rounded(.toNearestOrAwayFromZero)
        return min(width, max(minimumFillWidth, exact))
    }

    /// The spinner's square box.
    let diameter: CGFloat
    /// A blade's length (along the radius) and thickness.
    let bladeLength: CGFloat
    let bladeThickness: CGFloat
    /// From the spinner's centre to a blade's centre.
    let ring: CGFloat
    /// How far the blades' centre sits from the box's centre, up and to the leading side (the
    /// large spinner's graphic is 35 wide in its 37-point box).
    let centreOffset: CGFloat

    /// 20 points: blades 6.5 × 2.5, 6.75 out (measured).
    static let medium = ProgressMetricsIOS26(diameter: 20, bladeLength: 6.5, bladeThickness: 2.5, ring: 6.75, centreOffset: 0)
    /// 37 points: blades 12 × 5, 11.5 out, centred 17.5 in (measured).
    static let large = ProgressMetricsIOS26(diameter: 37, bladeLength: 12, bladeThickness: 5, ring: 11.5, centreOffset: 1)
    /// 14 points: the medium spinner scaled to iOS 18's small size (estimate).
    static let small = ProgressMetricsIOS26(
        diameter: 14, bladeLength: 6.5 * 0.7, bladeThickness: 2.5 * 0.7, ring: 6.75 * 0.7, centreOffset: 0)

    static func spinner(_ size: ControlSize) -> ProgressMetricsIOS26 {
        switch size {
        case .mini, .small: small
        case .regular: medium
        case .large, .extraLarge: large
        }
    }

    /// Eight blades, 45° apart; the darkest at 9 o'clock, lighter counter-clockwise, the last
    /// four alike: 217, 180, 143, 106, 69, 69, 69, 69 of 255.
    static let bladeOpacities: [Double] = [217, 180, 143, 106, 69, 69, 69, 69].map { $0 / 255 }
    /// The blades' grey: 128 (light), 140 (dark).
    static let bladeColor = Color(
        _light: Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255), dark: Color(red: 140 / 255, green: 140 / 255, blue: 140 / 255))
}

/// iOS 26's activity indicator at rest: eight capsule blades round a centre, from the darkest
/// at 9 o'clock fading counter-clockwise.
struct GlassEraActivityIndicator: View {
    let metrics: ProgressMetricsIOS26

    var body: some View {
        ZStack {
            ForEach(0..<ProgressMetricsIOS26.bladeOpacities.count, id: \.self) { index in
                Capsule()
                    .fill(ProgressMetricsIOS26.bladeColor.opacity(ProgressMetricsIOS26.bladeOpacities[index]))
                    .frame(width: metrics.bladeThickness, height: metrics.bladeLength)
                    .offset(y: -metrics.ring)
                    // Blade 0 points left (270° clockwise from 12 o'clock); the next ones
                    // follow counter-clockwise.
                    .rotationEffect(.degrees(270 - Double(index) * 45))
            }
        }
        .offset(x: -metrics.centreOffset, y: -metrics.centreOffset)
        .frame(width: metrics.diameter, height: metrics.diameter)
    }
}
