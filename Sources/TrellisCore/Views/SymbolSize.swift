extension Image {
    /// The image scale's factor on the font size a symbol is drawn at: measured over 31
    /// symbols at 13 points (small boxes 0.82 of medium ones, large 1.29; docs/ios-metrics.md
    /// § 15), Apple's "about 20 % smaller, 30 % larger".
    static func symbolScaleFactor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.82
        case .medium: 1
        case .large: 1.29
        }
    }

    /// The natural size of SF Symbol `name` in `environment`: its measured layout box at the
    /// font's size times the image scale (``SymbolMetrics``; a related symbol's box, or
    /// `star.fill`'s, for names not measured), each side rounded up to the pixel grid as text is.
    public static func symbolSize(named name: String, in environment: EnvironmentValues) -> CGSize {
        let fontSize = (environment.font ?? .body).resolved(at: environment.dynamicTypeSize).size
        guard fontSize.isFinite, fontSize > 0 else { return .zero }
        let points = fontSize * symbolScaleFactor(environment.imageScale)
        let scale = environment.displayScale > 0 && environment.displayScale.isFinite ? environment.displayScale : 1
        func snapped(_ length: CGFloat) -> CGFloat { ((length * scale) - 1e-9).rounded(.up) / scale }
        let size = SymbolMetrics.size(of: environment.symbolVariants.applied(to: name), pointSize: points)
        return CGSize(width: snapped(size.width), height: snapped(size.height))
    }
}
