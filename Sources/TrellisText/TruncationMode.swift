/// Where the ellipsis goes when text does not fit, like SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: Hashable, Sendable {
    /// "…end of the text"
    case head
    /// "Start of…the text"
    case middle
    /// "Start of the…"
    case tail
}
