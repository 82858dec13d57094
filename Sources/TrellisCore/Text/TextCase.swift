private enum TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
    /// The case text inside is drawn in (`nil`: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Draws the text inside in `textCase` (`nil`: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
