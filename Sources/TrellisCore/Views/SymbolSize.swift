extension Image {
    /// How large SF Symbols are, per point of font size, at the medium image scale: the box of
    /// `star.fill`, 18.667 × 18 at the body style's 17 points (measured on iOS 16–18; see
    /// docs/ios-metrics.md). Every symbol takes this box (divergence T10).
    static let symbolWidthPerPoint: CGFloat = 56.0 / 3 / 17
    static let symbolHeightPerPoint: CGFloat = 18.0 / 17

    /// The image scale's factor on a symbol's size (small and large are estimates).
    static func symbolScaleFactor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }

    /// The natural size of an SF Symbol in `environment`: the font's size times the symbol box
    /// and the image scale, each side rounded up to the pixel grid as text is.
    public static func symbolSize(in environment: EnvironmentValues) -> CGSize {
        let fontSize = (environment.font ?? .body).resolved(at: environment.dynamicTypeSize).size
        guard fontSize.isFinite, fontSize > 0 else { return .zero }
        let points = fontSize * symbolScaleFactor(environment.imageScale)
        let scale = environment.displayScale > 0 && environment.displayScale.isFinite ? environment.displayScale : 1
        func snapped(_ length: CGFloat) -> CGFloat { ((length * scale) - 1e-9).rounded(.up) / scale }
        return CGSize(width: snapped(points * symbolWidthPerPoint), height: snapped(points * symbolHeightPerPoint))
    }
}
