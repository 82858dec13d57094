// Redaction: `redacted(reason: .placeholder)` draws a view's texts and images as placeholders of
// their size and shape; layout is untouched. The drawing is the display list's (see
// `RedactedDrawing.swift`); here are the reasons and the modifiers that set them.

/// Why a view hierarchy's data is hidden: SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Data shown as generic placeholders: texts and images are drawn as grey shapes of their
    /// size.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private data obscured: views marked `privacySensitive()` are drawn as placeholders.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Data awaiting an update: views marked `invalidatableContent()` are shown as pending
    /// (accepted; drawn unchanged, register B29).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private enum RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}
private enum PrivacySensitiveKey: EnvironmentKey {
    static let defaultValue = false
}
private enum InvalidatableContentKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The reasons the views here are redacted (none by default).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views here were marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether the views here were marked `invalidatableContent()`.
    var isInvalidatableContent: Bool {
        get { self[InvalidatableContentKey.self] }
        set { self[InvalidatableContentKey.self] = newValue }
    }

    /// Whether texts and images here are drawn as placeholders: always under `.placeholder`,
    /// and under `.privacy` where they are marked `privacySensitive()`.
    var drawsPlaceholders: Bool {
        let reasons = redactionReasons
        return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
    }
}

extension View {
    /// Adds `reason` to the reasons this view hierarchy is redacted (reasons add up with those
    /// of its ancestors).
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Removes every reason to redact this view hierarchy: it is drawn as it is.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks this view as showing private data, redacted under the `.privacy` reason.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }

    /// Marks this view as content shown as pending under the `.invalidated` reason (accepted;
    /// drawn unchanged).
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        environment(\.isInvalidatableContent, invalidatable)
    }
}
