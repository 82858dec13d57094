internal import Foundation
internal import TrellisCore
internal import TrellisText

/// How the debugging overlay draws a view's frame: a one-pixel outline just inside the frame and
/// the size in a small, slightly translucent pink tag at its top-leading corner. A tag that would
/// cover one already drawn in the same coordinate space moves down below it, so nested views that
/// share a corner each keep a readable label. Both back ends use these numbers, so the overlay
/// looks the same in PNG and SVG.
enum FrameOutlineStyle {
    static let color = Color.Resolved(red: 1, green: 0.176, blue: 0.333, opacity: 1)  // #FF2D55
    static let tagColor = Color.Resolved(red: 1, green: 0.176, blue: 0.333, opacity: 0.8)
    static let labelColor = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)
    static let labelFontSize = 7.0
    static let labelWeight = FontWeight.medium
    /// Space around the label text inside its tag, in points.
    static let labelPadding = CGSize(width: 2, height: 0.5)

    /// The outline: the frame on the pixel grid, inset by half a pixel so the one-pixel line
    /// lies inside it, sharp.
    static func outlineRect(_ frame: CGRect, scale: CGFloat) -> CGRect {
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let snapped = CGRect(x: snap(frame.minX), y: snap(frame.minY), width: 0, height: 0)
            .union(CGRect(x: snap(frame.maxX), y: snap(frame.maxY), width: 0, height: 0))
        let inset = 0.5 / scale
        guard snapped.width > 2 * inset, snapped.height > 2 * inset else { return snapped }
        return snapped.insetBy(dx: inset, dy: inset)
    }

    static func lineWidth(scale: CGFloat) -> CGFloat { 1 / scale }

    /// A label already drawn in the current coordinate space.
    struct PlacedLabel {
        var frame: CGRect
        var label: String
        var tag: CGRect
    }

    /// The label's tag and its text, placed clear of the tags in `placed` (to which it is added);
    /// nil when the same frame was already outlined and labelled (a view and the modifier
    /// wrapping it often share a frame).
    static func label(_ label: String, frame: CGRect, scale: CGFloat, placed: inout [PlacedLabel]) -> (tag: CGRect, text: DrawnText)? {
        if placed.contains(where: { $0.frame == frame && $0.label == label }) { return nil }
        let measured = DrawnText(label: label, size: labelFontSize, weight: labelWeight, at: .zero, displayScale: Double(scale))
        var tag = CGRect(
            x: frame.minX, y: frame.minY, width: measured.size.width + 2 * labelPadding.width,
            height: measured.size.height + 2 * labelPadding.height)
        var attempts = 0
        while attempts < 16, let covered = placed.first(where: { !$0.tag.intersection(tag).isEmpty }) {
            tag.origin.y = covered.tag.maxY
            attempts += 1
        }
        placed.append(PlacedLabel(frame: frame, label: label, tag: tag))
        let origin = CGPoint(x: tag.minX + labelPadding.width, y: tag.minY + labelPadding.height)
        return (tag, DrawnText(label: label, size: labelFontSize, weight: labelWeight, at: origin, displayScale: Double(scale)))
    }
}
