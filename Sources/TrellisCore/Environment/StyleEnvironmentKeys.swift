/// Environment values that style the content of a view: the extra levels of the foreground
/// style, whether controls are enabled, and the font traits set on whole views.
private enum ForegroundStyleLevelsKey: EnvironmentKey {
    static let defaultValue: [AnyShapeStyle?] = [nil, nil]
}
private enum BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}
private enum IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}
private enum FontWeightKey: EnvironmentKey {
    static let defaultValue: Font.Weight? = nil
}
private enum IsItalicKey: EnvironmentKey {
    static let defaultValue = false
}
private enum FontDesignKey: EnvironmentKey {
    static let defaultValue: Font.Design? = nil
}
private enum FontWidthKey: EnvironmentKey {
    static let defaultValue: Font.Width? = nil
}

extension EnvironmentValues {
    /// The secondary and tertiary foreground styles set with `foregroundStyle(_:_:)` and
    /// `foregroundStyle(_:_:_:)` (nil: derived from the primary one).
    var foregroundStyleLevels: [AnyShapeStyle?] {
        get { self[ForegroundStyleLevelsKey.self] }
        set { self[ForegroundStyleLevelsKey.self] = newValue }
    }

    /// The style `.background` draws with (`nil`: the system background, white).
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// Whether controls in this view respond to the user; disabled controls are drawn dimmed.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The weight text in this view takes unless it sets its own (`fontWeight`, `bold`).
    public var _fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// Whether text in this view is italic (`italic`).
    public var _isItalic: Bool {
        get { self[IsItalicKey.self] }
        set { self[IsItalicKey.self] = newValue }
    }

    /// The design text in this view takes unless its font sets one (`fontDesign`).
    public var _fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }

    /// The width text in this view takes (`fontWidth`).
    public var _fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }
}
