public import Trellis

/// Where a view is laid out for a snapshot: on a device's screen, at its own size, or in a
/// fixed frame.
///
/// ```swift
/// assertSnapshot(of: Card(), as: .image(layout: .device(.iPhone15)))       // a whole screen
/// assertSnapshot(of: Card(), as: .image)                                   // just the card
/// assertSnapshot(of: Card(), as: .image(layout: .fixed(width: 320, height: 200)))
/// ```
public enum SnapshotLayout: Hashable, Sendable {
    /// On `device`'s screen held in `orientation`, as an app's window lays its root view out:
    /// the view is proposed the safe area and placed in it, views that ignore the safe area
    /// reach the edges, and the picture is the whole screen.
    case device(Device, orientation: InterfaceOrientation = .portrait)
    /// At the view's ideal size (SwiftUI's `.sizeThatFits` preview layout): each axis is
    /// proposed `nil`, and the picture is as large as the view.
    case sizeThatFits
    /// Proposed `width` × `height` points and centred in that frame, as a window of that size
    /// would; the picture grows if the view is larger.
    case fixed(width: CGFloat, height: CGFloat)

    /// A short description for failure messages: `iPhone 15 (portrait)`, `size that fits`,
    /// `320 × 200`.
    var summary: String {
        switch self {
        case .device(let device, let orientation): "\(device.name) (\(orientation.rawValue))"
        case .sizeThatFits: "size that fits"
        case .fixed(let width, let height): "\(width.formatted()) × \(height.formatted())"
        }
    }
}
