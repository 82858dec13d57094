import TrellisCore

/// A navigation bar at rest, drawn from a screen's model: the 44-point row with its items
/// and, unless inline, the large title under it.
struct NavigationBar: View {
    let model: NavigationBarModel
    /// A pushed screen's back button, leading the row.
    var backButton: AnyView? = nil
    /// Whether the bar draws the screen's search field under it (iOS 26 draws it at the bottom).
    var showsSearch = true
    @Environment(\.designVersion) private var design
    @Environment(\.barHasNoStatusBar) private var hasNoStatusBar

    private var isLarge: Bool { model.title != nil && (model.displayMode ?? .automatic) != .inline }

    private func items(_ slot: ToolbarItemPlacement.Slot) -> [AnyView] {
        model.items.filter { $0.placement.slot == slot }.map(\.view)
    }

    var body: some View {
        let metrics = NavigationBarMetrics.of(design)
        VStack(alignment: .leading, spacing: 0) {
            row(metrics)
            if isLarge, let title = model.title {
                largeTitle(title, metrics)
            }
            if showsSearch, let search = model.search { SearchField(model: search) }
        }
        .frame(maxWidth: .infinity)
    }

    /// The row of items and the inline title (and, on iOS 26, the bar's space under it).
    @ViewBuilder private func row(_ metrics: NavigationBarMetrics) -> some View {
        let row = ZStack {
            HStack(spacing: metrics.itemSpacing) {
                if let backButton { itemGroup([backButton], metrics) }
                itemGroup(items(.leading), metrics)
                Spacer(minLength: 0)
                itemGroup(items(.trailing), metrics)
            }
            .padding(.horizontal, metrics.margin)
            if let principal = items(.principal).first {
                principal
            } else if !isLarge, let title = model.title {
                title.font(.headline).lineLimit(1)
            }
        }
        .frame(height: metrics.rowHeight)
        if metrics.rowBottomSpacing > 0 {
            row.padding(.bottom, metrics.rowBottomSpacing)
                .padding(.top, hasNoStatusBar ? NavigationBarMetrics.topSpacingWithoutStatusBar : 0)
        } else {
            row
        }
    }

    /// One end's items: side by side in the tint (iOS 18), or sharing a glass capsule in the
    /// label colour, each in its platter's box (iOS 26).
    @ViewBuilder private func itemGroup(_ items: [AnyView], _ metrics: NavigationBarMetrics) -> some View {
        if !metrics.itemsOnGlass {
            ForEach(Array(items.enumerated()), id: \.offset) { $0.element.labelStyle(.iconOnly) }
        } else if !items.isEmpty {
            HStack(spacing: metrics.itemSpacing) {
                ForEach(Array(items.enumerated()), id: \.offset) { item in
                    BarItemPlatterLayout { item.element.labelStyle(.iconOnly) }
                }
            }
            .font(.body.weight(.medium))
            .tint(Color.primary)
            .glassEffect(.regular, in: Capsule())
        }
    }

    private func largeTitle(_ title: Text, _ metrics: NavigationBarMetrics) -> some View {
        let styled = title.font(.largeTitle.bold()).lineLimit(1).padding(.horizontal, metrics.largeTitleLeading)
        return Group {
            if let top = metrics.largeTitleTopPadding {
                styled.padding(.top, top)
                    .frame(maxWidth: .infinity, minHeight: metrics.largeTitleHeight, alignment: .topLeading)
            } else {
                styled.padding(.bottom, metrics.largeTitleBottomPadding ?? 0)
                    .frame(maxWidth: .infinity, minHeight: metrics.largeTitleHeight, alignment: .bottomLeading)
            }
        }
    }
}
