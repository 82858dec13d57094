import TrellisCore

/// iOS's bottom toolbar metrics (sources in `docs/ios-metrics.md`).
enum BottomToolbarMetrics {
    /// As tall as a tab bar on iPhones with a home indicator.
    static let height: CGFloat = 49
}

/// The toolbar at the bottom of a navigation stack's screen: its `.bottomBar` items in a row,
/// spread from edge to edge (one item sits at the leading edge), on the bar's background,
/// which reaches down through the home indicator's inset.
struct BottomToolbar: View {
    let items: [AnyView]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                if index > 0 { Spacer(minLength: NavigationBarMetrics.iOS18.itemSpacing) }
                item.labelStyle(.iconOnly)
            }
            if items.count == 1 { Spacer(minLength: 0) }
        }
        .padding(.horizontal, NavigationBarMetrics.iOS18.margin)
        .frame(maxWidth: .infinity)
        .frame(height: BottomToolbarMetrics.height)
        .background {
            TabBarMetrics.background
                .overlay(alignment: .top) { Hairline(axis: .horizontal, color: TabBarMetrics.hairline) }
                .ignoresSafeArea(.container, edges: .bottom)
        }
    }
}
