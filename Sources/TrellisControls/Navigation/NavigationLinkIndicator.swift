import TrellisCore

private enum NavigationLinkIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether navigation links in list rows show their chevron
    /// (`navigationLinkIndicatorVisibility(_:)`): `.hidden` leaves it out.
    public var _navigationLinkIndicatorVisibility: Visibility {
        get { self[NavigationLinkIndicatorVisibilityKey.self] }
        set { self[NavigationLinkIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the chevron of navigation links in this view's list rows.
    public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
        environment(\._navigationLinkIndicatorVisibility, visibility)
    }
}
