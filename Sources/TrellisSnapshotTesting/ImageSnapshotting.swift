public import Foundation
public import SnapshotTesting
public import Trellis

extension Snapshotting where Value: View, Format == Data {
    /// The view drawn as a PNG picture at its ideal size, at 2 pixels per point, on white,
    /// compared pixel for pixel. The same as ``image(layout:scale:precision:perceptualPrecision:background:dynamicTypeSize:colorScheme:designVersion:)``
    /// with its defaults.
    public static var image: Snapshotting { .image() }

    /// The view drawn as a PNG picture (by Trellis's Cairo renderer, as `ImageRenderer` draws
    /// it) and compared with the reference pixel by pixel.
    ///
    /// ```swift
    /// @Test func card() {
    ///     assertSnapshot(of: Card(), as: .image(layout: .device(.iPhone15)))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - layout: Where the view is laid out: on a device's screen, at its ideal size (the
    ///     default), or in a fixed frame.
    ///   - scale: Pixels per point, also the view's `displayScale` (so text and frames land on
    ///     the same pixel grid as on such a screen). 2 by default, whatever the device, to keep
    ///     reference files small; pass the device's `scale` for its real pixels.
    ///   - precision: The share of pixels (0…1) that must match; 1 (the default) means all.
    ///   - perceptualPrecision: How close a pixel must be to match, 0…1: 1 (the default) asks
    ///     for equal bytes; below 1, a colour difference (CIE ΔE 1994) of at most
    ///     `(1 - perceptualPrecision) × 100` is tolerated — 0.98 tolerates antialiasing but not a
    ///     changed colour.
    ///   - background: Painted under the view (white by default, as a screen and
    ///     `trellis preview` show it); nil leaves the picture transparent.
    ///   - dynamicTypeSize: The Dynamic Type size text styles are drawn at (`.large`, the
    ///     default size, by default).
    ///   - colorScheme: The colour scheme views read from the environment (`.light` by default).
    ///   - designVersion: The iOS design system colours and controls are drawn in
    ///     (``DesignVersion/standard`` by default; `.iOS26` for Liquid Glass).
    /// - Returns: A strategy whose reference files are `.png`. A failure names the number of
    ///   differing pixels and the first of them, and writes a difference picture (see
    ///   ``SnapshotTesting/Diffing/png(precision:perceptualPrecision:)``).
    public static func image(
        layout: SnapshotLayout = .sizeThatFits, scale: CGFloat = 2, precision: Float = 1, perceptualPrecision: Float = 1,
        background: Color? = .white, dynamicTypeSize: DynamicTypeSize = .large, colorScheme: ColorScheme = .light,
        designVersion: DesignVersion = .standard
    ) -> Snapshotting {
        var rendering = SnapshotRendering(layout: layout, scale: scale, background: background)
        rendering.dynamicTypeSize = dynamicTypeSize
        rendering.colorScheme = colorScheme
        rendering.designVersion = designVersion
        return Snapshotting(
            pathExtension: "png", diffing: .png(precision: precision, perceptualPrecision: perceptualPrecision),
            snapshot: { view in rendering.png(of: view) })
    }
}
