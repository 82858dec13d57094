/// What a picture of a laid-out view covers.
///
/// SwiftUI's `ImageRenderer` makes a picture of the view's own size for its proposal
/// (``view``); a preview canvas of a fixed size, or a snapshot test's fixed layout, shows the
/// whole window with the view centred in it (``window``).
public enum RenderCanvas: Sendable, Hashable {
    /// The root view's frame: a view proposed 300 × 300 that chooses 100 × 40 is a 100 × 40
    /// picture. What the view draws outside its frame is cut off.
    case view
    /// The window: the proposal's size (the view's size on an axis proposed `nil`), or the
    /// device's screen, with the view centred in it; it grows to hold a view larger than it.
    case window
}
