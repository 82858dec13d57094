/// How the lines of a multi-line text align with each other, like SwiftUI's
/// `multilineTextAlignment(_:)`. Leading is always the left edge: the engine does not know the
/// layout direction.
public enum TextAlignment: Hashable, Sendable {
    case leading
    case center
    case trailing
}
