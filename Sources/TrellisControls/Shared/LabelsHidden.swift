import TrellisCore

private enum LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls hide their labels (`labelsHidden()`): a toggle is then its switch alone.
    public var _labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls in this view (they still name them for accessibility).
    public func labelsHidden() -> some View {
        environment(\._labelsHidden, true)
    }
}
