import TrellisCore

/// iOS's navigation bar metrics (sources in `docs/ios-metrics.md`).
enum NavigationBarMetrics {
    /// The bar's row of buttons and inline title.
    static let barHeight: CGFloat = 44
    /// The row of the large title under it.
    static let largeTitleHeight: CGFloat = 52
    /// The bar's margins at both ends, and the large title's leading inset.
    static let margin: CGFloat = 16
    /// Below the large title's line.
    static let largeTitleBottomPadding: CGFloat = 8
    /// Between items at one end.
    static let itemSpacing: CGFloat = 16
}

/// A navigation bar at rest, drawn from a screen's model: the 44-point row with its items
/// and, unless inline, the large title under it.
struct NavigationBar: View {
    let model: NavigationBarModel

    private var isLarge: Bool { model.title != nil && (model.displayMode ?? .automatic) != .inline }

    private func items(_ slot: ToolbarItemPlacement.Slot) -> [AnyView] {
        model.items.filter { $0.placement.slot == slot }.map(\.view)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: NavigationBarMetrics.itemSpacing) {
                    ForEach(Array(items(.leading).enumerated()), id: \.offset) { $0.element.labelStyle(.iconOnly) }
                    Spacer(minLength: 0)
                    ForEach(Array(items(.trailing).enumerated()), id: \.offset) { $0.element.labelStyle(.iconOnly) }
                }
                .padding(.horizontal, NavigationBarMetrics.margin)
                if let principal = items(.principal).first {
                    principal
                } else if !isLarge, let title = model.title {
                    title.font(.headline).lineLimit(1)
                }
            }
            .frame(height: NavigationBarMetrics.barHeight)
            if isLarge, let title = model.title {
                title.font(.largeTitle.bold()).lineLimit(1)
                    .padding(.horizontal, NavigationBarMetrics.margin)
                    .padding(.bottom, NavigationBarMetrics.largeTitleBottomPadding)
                    .frame(maxWidth: .infinity, minHeight: NavigationBarMetrics.largeTitleHeight, alignment: .bottomLeading)
            }
            if let search = model.search { SearchField(model: search) }
        }
        .frame(maxWidth: .infinity)
    }
}
