import TrellisCore

/// iOS's bottom toolbar metrics (sources in `docs/ios-metrics.md`).
enum BottomToolbarMetrics {
    /// As tall as a tab bar on iPhones with a home indicator.
    static let height: CGFloat = 49
}

/// The toolbar at the bottom of a navigation stack's screen (iOS 26: items on glass, no bar): its `.bottomBar` items in a row,
/// spread from edge to edge (one item sits at the leading edge), on the bar's background,
/// which reaches down through the home indicator's inset.
struct BottomToolbar: View {
    let items: [AnyView]
    /// iOS 26's search field, drawn after the items (UIKit puts it trailingmost by default).
    var search: SearchFieldModel? = nil
    @Environment(\.designVersion) private var design

    var body: some View {
        if design == .iOS26, let search {
            searchRow(search)
        } else if design == .iOS26 {
            glassItems
        } else {
            bar
        }
    }

    /// iOS 26: no bar, each item on a 48-point glass capsule (a circle for a symbol), in the
    /// label colour, spread as iOS 18's.
    private var glassItems: some View {
        HStack(spacing: 0) {
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                if index > 0 { Spacer(minLength: NavigationBarMetrics.iOS18.itemSpacing) }
                BarItemPlatterLayout(height: NavigationBarMetrics.bottomPlatterHeight) { item.labelStyle(.iconOnly) }
                    .font(.body.weight(.medium))
                    .tint(Color.primary)
                    .glassEffect(.regular, in: Capsule())
            }
            if items.count == 1 { Spacer(minLength: 0) }
        }
        .padding(.horizontal, NavigationBarMetrics.iOS18.margin)
        .frame(maxWidth: .infinity)
        .frame(height: BottomToolbarMetrics.height)
    }

    /// iOS 26 with a search field: the items' capsules, then the field's, taking the rest of
    /// the row.
    private func searchRow(_ search: SearchFieldModel) -> some View {
        HStack(spacing: GlassSearchFieldMetrics.itemSpacing) {
            ForEach(Array(items.enumerated()), id: \.offset) { _, item in
                BarItemPlatterLayout(height: NavigationBarMetrics.bottomPlatterHeight) { item.labelStyle(.iconOnly) }
                    .font(.body.weight(.medium))
                    .tint(Color.primary)
                    .glassEffect(.regular, in: Capsule())
            }
            GlassSearchField(model: search)
        }
        .padding(.horizontal, NavigationBarMetrics.iOS18.margin)
        .frame(maxWidth: .infinity)
        .frame(height: BottomToolbarMetrics.height)
    }

    /// The iOS 17/18 bar.
    private var bar: some View {
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
