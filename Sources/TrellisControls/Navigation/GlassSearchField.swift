import TrellisCore

/// iOS 26's search field on iPhone: at the bottom of the screen, in the toolbar's place, on a
/// glass capsule (sources in `docs/ios-metrics.md` § 26.7).
enum GlassSearchFieldMetrics {
    /// As tall as a bottom toolbar item's capsule (§ 26.5, measured by a peer); the field taking
    /// the items' height is an estimate.
    static let height: CGFloat = 48
    /// From the capsule's leading edge to the magnifying glass, as a bar item's content is
    /// inset (estimate).
    static let leadingInset: CGFloat = 16
    /// From the magnifying glass to the prompt: iOS 18's field's (estimate).
    static let iconSpacing: CGFloat = 5
    /// Between the toolbar's items and the field (the gap between bar platters, § 26.5).
    static let itemSpacing: CGFloat = 12
}

/// A search field at rest on iOS 26's bottom bar: a magnifying glass and the prompt (or the
/// text) in the secondary label colour, on a glass capsule that takes the width it is given.
struct GlassSearchField: View {
    let model: SearchFieldModel

    var body: some View {
        HStack(spacing: GlassSearchFieldMetrics.iconSpacing) {
            Image(systemName: "magnifyingglass").foregroundStyle(SearchFieldMetrics.secondaryLabel)
            if model.text.isEmpty {
                (model.prompt ?? Text("Search")).foregroundStyle(SearchFieldMetrics.secondaryLabel)
            } else {
                Text(model.text)
            }
            Spacer(minLength: 0)
        }
        .font(.body)
        .lineLimit(1)
        .padding(.horizontal, GlassSearchFieldMetrics.leadingInset)
        .frame(maxWidth: .infinity)
        .frame(height: GlassSearchFieldMetrics.height)
        .glassEffect(.regular, in: Capsule())
    }
}

private enum ShowsTabBarKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether this view is a tab of a tab view that shows a tab bar (set on iOS 26 only): a
    /// navigation stack there keeps its search field under the bar, the bottom being the tab
    /// bar's.
    var showsTabBar: Bool {
        get { self[ShowsTabBarKey.self] }
        set { self[ShowsTabBarKey.self] = newValue }
    }
}
