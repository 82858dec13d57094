/// Rounding of measured sizes to a display's pixel grid.
enum PixelGrid {
    /// `value` rounded up to a multiple of 1/`scale`. A value already on the grid (up to floating
    /// point error, 1e-6 pixel) stays where it is: 61/3 at 3× is not bumped to 62/3.
    static func ceil(_ value: Double, scale: Double) -> Double {
        guard scale > 0, scale.isFinite, value.isFinite else { return value }
        let pixels = value * scale
        let nearest = pixels.rounded()
        if abs(pixels - nearest) <= 1e-6 { return nearest / scale }
        return pixels.rounded(.up) / scale
    }
}
