/// The layout direction a paragraph is laid out in, as SwiftUI's `LayoutDirection`: it says
/// which edge `leading` alignment means, and the direction of a paragraph without a strongly
/// directional character (one with such a character takes the direction of its first).
public enum TextDirection: Hashable, Sendable {
    case leftToRight
    case rightToLeft
}
