/// Environment values set by the text modifiers of whole views (`kerning`, `tracking`,
/// `baselineOffset`, the lines `lineLimit` reserves), which text in the view takes unless it
/// sets its own.
private enum KerningKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}
private enum TrackingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}
private enum BaselineOffsetKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}
private enum ReservedLinesKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// Extra space after each character of text in this view (`kerning`).
    public var _kerning: CGFloat {
        get { self[KerningKey.self] }
        set { self[KerningKey.self] = newValue }
    }

    /// Extra space after each character cluster of text in this view (`tracking`).
    public var _tracking: CGFloat {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }

    /// How far text in this view is raised (`baselineOffset`; kept, not drawn, as for `Text`).
    public var _baselineOffset: CGFloat {
        get { self[BaselineOffsetKey.self] }
        set { self[BaselineOffsetKey.self] = newValue }
    }

    /// The lines text in this view is at least as tall as, even when it has fewer
    /// (`lineLimit(_:reservesSpace: true)`, the lower bound of `lineLimit(2...4)`).
    public var _reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}
