import TrellisCore

/// The shadows under the white knobs of iOS's controls (the switch's thumb, the slider's thumb,
/// a segmented control's selected segment): a soft shadow and a tight one, both 3 points down
/// (Flutter's iOS 17 measurements, docs/ios-metrics.md §§ 3, 6, 8; a blur of b is radius b).
struct KnobShadow: ViewModifier {
    /// The soft shadow's and the tight shadow's opacities.
    let soft: Double
    let tight: Double

    static let switchThumb = KnobShadow(soft: 0.15, tight: 0.06)
    static let sliderThumb = KnobShadow(soft: 0.15, tight: 0.16)
    static let selectedSegment = KnobShadow(soft: 0.12, tight: 0.04)

    func body(content: Content) -> some View {
        content
            .shadow(color: .black.opacity(soft), radius: 8, x: 0, y: 3)
            .shadow(color: .black.opacity(tight), radius: 1, x: 0, y: 3)
    }
}
