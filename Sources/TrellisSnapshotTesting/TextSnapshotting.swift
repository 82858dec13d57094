public import Foundation
public import SnapshotTesting
public import Trellis

extension Snapshotting where Value: View, Format == String {
    /// The view as an SVG document at its ideal size, compared line by line. The same as
    /// ``svg(layout:scale:textMode:background:dynamicTypeSize:colorScheme:designVersion:)`` with its defaults.
    public static var svg: Snapshotting { .svg() }

    /// The view drawn as an SVG document (as `ImageRenderer.svg()` draws it), compared as text
    /// with the library's line diff.
    ///
    /// SVG is exact where a picture is approximate: a colour, a corner radius or a position that
    /// moves shows as the line that changed. The output is deterministic, so the comparison
    /// needs no tolerance. It is in points: the scale only decides where text and frames snap.
    ///
    /// - Parameters:
    ///   - layout: Where the view is laid out (see ``SnapshotLayout``).
    ///   - scale: The display scale the view is laid out for (2 by default).
    ///   - textMode: How text is written: glyph outlines (the default, the same on every
    ///     machine) or `<text>` elements (`.characters`).
    ///   - background: Painted under the view as a rectangle; nil (the default) leaves none.
    ///   - dynamicTypeSize: The Dynamic Type size text styles are drawn at (`.large` by default).
    ///   - colorScheme: The colour scheme views read from the environment (`.light` by default).
    ///   - designVersion: The iOS design system colours and controls are drawn in
    ///     (``DesignVersion/standard`` by default; `.iOS26` for Liquid Glass).
    public static func svg(
        layout: SnapshotLayout = .sizeThatFits, scale: CGFloat = 2, textMode: SVGRenderer.TextMode = .glyphOutlines,
        background: Color? = nil, dynamicTypeSize: DynamicTypeSize = .large, colorScheme: ColorScheme = .light,
        designVersion: DesignVersion = .standard
    ) -> Snapshotting {
        var rendering = SnapshotRendering(layout: layout, scale: scale, background: background)
        rendering.svgTextMode = textMode
        rendering.dynamicTypeSize = dynamicTypeSize
        rendering.colorScheme = colorScheme
        rendering.designVersion = designVersion
        return Snapshotting(pathExtension: "svg", diffing: .checkedLines, snapshot: { view in rendering.svg(of: view) })
    }

    /// The view's layout tree, compared line by line. The same as ``layout(layout:scale:dynamicTypeSize:colorScheme:designVersion:)``
    /// with its defaults.
    public static var layout: Snapshotting { .layout() }

    /// The view's layout tree as text, one line per view: its kind, the proposal it received,
    /// its size and its frame, as `print(ViewLayout(…))` and `trellis layout` show them.
    ///
    /// ```
    /// HStack proposal (100, 100) size (44, 20) at (28, 40)
    ///   Frame [width: 10, height: 20] proposal (48, 100) size (10, 20) at (28, 40)
    ///     Color proposal (10, 20) size (10, 20) at (28, 40)
    ///   Frame [width: 30, height: 20] proposal (86, 100) size (30, 20) at (42, 40)
    ///     Color proposal (30, 20) size (30, 20) at (42, 40)
    /// ```
    ///
    /// Where an image snapshot shows *that* something moved, this shows *why*: the line diff
    /// names the view whose proposal or size changed and every frame that followed.
    ///
    /// - Parameters:
    ///   - layout: Where the view is laid out (see ``SnapshotLayout``).
    ///   - scale: The display scale the view is laid out for (2 by default): sizes of text and
    ///     rounded frames follow its pixel grid.
    ///   - dynamicTypeSize: The Dynamic Type size text styles are measured at (`.large` by default).
    ///   - colorScheme: The colour scheme views read from the environment (`.light` by default).
    ///   - designVersion: The iOS design system colours and controls are drawn in
    ///     (``DesignVersion/standard`` by default; `.iOS26` for Liquid Glass).
    public static func layout(
        layout: SnapshotLayout = .sizeThatFits, scale: CGFloat = 2, dynamicTypeSize: DynamicTypeSize = .large,
        colorScheme: ColorScheme = .light,
        designVersion: DesignVersion = .standard
    ) -> Snapshotting {
        var rendering = SnapshotRendering(layout: layout, scale: scale, background: nil)
        rendering.dynamicTypeSize = dynamicTypeSize
        rendering.colorScheme = colorScheme
        rendering.designVersion = designVersion
        return Snapshotting(
            pathExtension: "txt", diffing: .checkedLines, snapshot: { view in rendering.layoutTree(of: view) })
    }
}

extension Diffing where Value == String {
    /// The library's line diff, failing on a snapshot that could not be taken even when the
    /// reference (recorded from the same failure) says the same.
    fileprivate static var checkedLines: Diffing {
        let lines = Diffing.lines
        return .diff(toData: lines.toData, fromData: lines.fromData) { reference, actual in
            if let reason = RenderingFailure.reason(in: actual) { return (reason, []) }
            return lines.diffV2(reference, actual)
        }
    }
}
