/// How the lines of a multi-line text align with each other, like SwiftUI's
/// `multilineTextAlignment(_:)`. Leading is the left edge, or the right edge when the
/// paragraph's ``Paragraph/layoutDirection`` is right to left (SwiftUI's layout-based alignment,
/// whatever the direction of each line's text).
public enum TextAlignment: Hashable, Sendable {
    case leading
    case center
    case trailing
}
