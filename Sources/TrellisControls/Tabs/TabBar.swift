import TrellisCore

/// iOS's tab bar metrics (sources in `docs/ios-metrics.md`).
enum TabBarMetrics {
    /// The bar above the home indicator's inset.
    static let height: CGFloat = 49
    /// The items' buttons: 2 from the bar's ends and 4 apart.
    static let buttonEndMargin: CGFloat = 2
    static let buttonSpacing: CGFloat = 4
    /// The icon's box: its centre 18.5 below the bar's top.
    static let iconHeight: CGFloat = 28
    static let iconTop: CGFloat = 4.5
    /// The SF Symbol's point size.
    static let symbolPointSize: CGFloat = 24
    /// The title's font size (medium weight); its line's top is 35.5 below the bar's top.
    static let titleSize: CGFloat = 10
    /// From the icon's box to the title's line.
    static let titleSpacing: CGFloat = 3
    /// The most items shown on iPhone; beyond it the last shown is "More".
    static let maximumItems = 5
    /// The badge's height, and its least width.
    static let badgeHeight: CGFloat = 18
    /// The badge's number size.
    static let badgeTextSize: CGFloat = 13
    /// The badge's leading edge, right of the icon's centre.
    static let badgeLeadingFromIconCenter: CGFloat = 7
    /// The badge's top, above the icon's box (2 below the button's top).
    static let badgeAboveIcon: CGFloat = 1.5
    /// Unselected items' colour.
    static let unselectedColor = Color(red: 0x99 / 255.0, green: 0x99 / 255.0, blue: 0x99 / 255.0)
    /// The bar's background where content runs under it: the default bar material, light.
    static let background = Color(red: 0xF9 / 255.0, green: 0xF9 / 255.0, blue: 0xF9 / 255.0).opacity(0.94)
    /// The hairline along the bar's top.
    static let hairline = Color.black.opacity(0.3)
}

/// A tab bar (iOS 26: a ``FloatingTabBar``): the tabs' items side by side in equal widths, the selected one tinted, on the
/// bar's background, which reaches down through the home indicator's inset.
struct TabBar: View {
    let items: [TabItemModel]
    let selectedIndex: Int?
    /// Selects the tab at an index (under a ``ViewHost``, when its item is tapped; "More"
    /// selects nothing).
    var select: (Int) -> Void = { _ in }
    @Environment(\.designVersion) private var design
    @Environment(\.tabViewBottomAccessory) private var accessory

    /// The items shown: all of up to five, else four and "More".
    private var shownItems: [TabItemModel] {
        guard items.count > TabBarMetrics.maximumItems else { return items }
        let more = TabItemModel(icon: AnyView(Image(systemName: "ellipsis")), title: AnyView(Text("More")))
        return items.prefix(TabBarMetrics.maximumItems - 1) + [more]
    }

    var body: some View {
        let shown = shownItems
        let selected = selectedIndex.map { min($0, shown.count - 1) }
        if design == .iOS26 {
            FloatingTabBar(items: shown, selectedIndex: selected, select: selectShown, accessory: accessory)
        } else {
            bar(shown)
        }
    }

    /// Selects the shown item at `index`, unless it is "More" (its list is not drawn).
    private func selectShown(_ index: Int) {
        guard items.count <= TabBarMetrics.maximumItems || index < TabBarMetrics.maximumItems - 1 else { return }
        select(index)
    }

    /// The iOS 17/18 bar.
    private func bar(_ shown: [TabItemModel]) -> some View {
        HStack(spacing: TabBarMetrics.buttonSpacing) {
            ForEach(Array(shown.enumerated()), id: \.offset) { index, item in
                TabBarItem(item: item, isSelected: index == min(selectedIndex ?? -1, shown.count - 1))
                    .frame(maxWidth: .infinity)
                    ._onRuntimeTap { selectShown(index) }
            }
        }
        .padding(.horizontal, TabBarMetrics.buttonEndMargin)
        .frame(height: TabBarMetrics.height, alignment: .top)
        .background {
            TabBarMetrics.background
                .overlay(alignment: .top) { Hairline(axis: .horizontal, color: TabBarMetrics.hairline) }
                .ignoresSafeArea(.container, edges: .bottom)
        }
    }
}

/// One tab's item: its icon (filled, as iOS draws tab symbols) over its title, and its badge.
struct TabBarItem: View {
    let item: TabItemModel
    let isSelected: Bool

    var body: some View {
        VStack(spacing: TabBarMetrics.titleSpacing) {
            (item.icon ?? AnyView(Color.clear.frame(width: 0)))
                .symbolVariant(.fill)
                .font(.system(size: TabBarMetrics.symbolPointSize))
                .frame(height: TabBarMetrics.iconHeight)
                .overlay(alignment: .top) {
                    if let badge = item.badge {
                        TabBadge(label: badge)
                            .alignmentGuide(HorizontalAlignment.center) { $0[.leading] - TabBarMetrics.badgeLeadingFromIconCenter }
                            .alignmentGuide(.top) { $0[.top] + TabBarMetrics.badgeAboveIcon }
                    }
                }
            if let title = item.title {
                title.font(.system(size: TabBarMetrics.titleSize, weight: .medium)).lineLimit(1)
            }
        }
        .padding(.top, TabBarMetrics.iconTop)
        .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(TabBarMetrics.unselectedColor))
    }
}

/// A tab's badge: white text on a red capsule, at least a circle.
struct TabBadge: View {
    let label: Text

    var body: some View {
        label.font(.system(size: TabBarMetrics.badgeTextSize)).foregroundStyle(Color.white).lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: TabBarMetrics.badgeHeight, minHeight: TabBarMetrics.badgeHeight)
            .background(Capsule().fill(Color.red))
    }
}
