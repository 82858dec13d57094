/// A stretch of text in one style: one `Text` of a concatenation such as
/// `Text("a") + Text("b").bold()`.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: FontSpec
    /// Extra space in points after every character cluster, like SwiftUI's `tracking(_:)`.
    /// A non-zero tracking also turns optional ligatures off.
    public var tracking: Double
    /// Extra space in points after every character cluster, like SwiftUI's `kerning(_:)`;
    /// unlike tracking it keeps ligatures.
    public var kerning: Double

    public init(_ string: String, font: FontSpec = .body, tracking: Double = 0, kerning: Double = 0) {
        self.string = string
        self.font = font
        self.tracking = tracking
        self.kerning = kerning
    }
}
