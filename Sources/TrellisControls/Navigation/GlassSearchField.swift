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
    /// Between the toolbar's items and the field (the gap between bar platters, § 26.5).
    static let itemSpacing: CGFloat = 12
    /// UIKit 26.1's search text field (Mac Catalyst, by a peer; § 26.7): the magnifying glass in
    /// a 20.5-point box 12 in from the field's edge, in the label colour; the text 7 after it,
    /// 17 medium; the prompt black (dark: white) at 25 %.
    static let iconBoxWidth: CGFloat = 20.5
    static let iconSpacing: CGFloat = 7
    static let stackedLeadingInset: CGFloat = 12
    static let promptColor = Color(_light: Color(white: 0, opacity: 0.25), dark: Color(white: 1, opacity: 0.25))
}

/// A search field at rest on iOS 26's bottom bar: its content on a glass capsule that takes
/// the width it is given.
struct GlassSearchField: View {
    let model: SearchFieldModel

    var body: some View {
        SearchFieldContentIOS26(model: model)
            .padding(.horizontal, GlassSearchFieldMetrics.leadingInset)
            .frame(maxWidth: .infinity)
            .frame(height: GlassSearchFieldMetrics.height)
            .glassEffect(.regular, in: Capsule())
    }
}

/// iOS 26's search field under the bar (in a tab of a tab view): iOS 18's grey 36-point field
/// and row, with iOS 26's content 12 in.
struct StackedSearchFieldIOS26: View {
    let model: SearchFieldModel

    var body: some View {
        SearchFieldContentIOS26(model: model)
            .padding(.leading, GlassSearchFieldMetrics.stackedLeadingInset)
            .frame(height: SearchFieldMetrics.fieldHeight)
            .background(RoundedRectangle(cornerRadius: SearchFieldMetrics.cornerRadius).fill(SystemColors.tertiarySystemFill))
            .padding(.horizontal, NavigationBarMetrics.iOS18.margin)
            .frame(height: SearchFieldMetrics.rowHeight)
    }
}

/// What an iOS 26 search field shows at rest: the magnifying glass in the label colour, then
/// the prompt (black at 25 %) or the text, in 17 medium.
private struct SearchFieldContentIOS26: View {
    let model: SearchFieldModel

    var body: some View {
        HStack(spacing: GlassSearchFieldMetrics.iconSpacing) {
            Image(systemName: "magnifyingglass").foregroundStyle(Color.primary)
                .frame(width: GlassSearchFieldMetrics.iconBoxWidth)
            if model.text.isEmpty {
                (model.prompt ?? Text("Search")).foregroundStyle(GlassSearchFieldMetrics.promptColor)
            } else {
                Text(model.text)
            }
            Spacer(minLength: 0)
        }
        .font(.body.weight(.medium))
        .lineLimit(1)
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
