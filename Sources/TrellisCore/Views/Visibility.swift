/// Whether a piece of chrome shows: SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the platform decides.
    case automatic
    case visible
    case hidden
}
