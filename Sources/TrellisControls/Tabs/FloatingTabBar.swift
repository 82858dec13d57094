import TrellisCore

/// iOS 26's tab bar metrics on iPhone: a floating glass capsule (sources in
/// `docs/ios-metrics.md` § 26.6).
enum FloatingTabBarMetrics {
    /// The capsule's height; it hangs from the top of the 49-point bar, 13 into the home
    /// indicator's inset (its bottom 21 above the screen's).
    static let platterHeight: CGFloat = 62
    /// Each tab's pitch, and the capsule's padding at each end: n × 86 + 16 wide.
    static let itemPitch: CGFloat = 86
    static let platterEndPadding: CGFloat = 8
    /// The least distance between the capsule and the screen's sides (for four or five tabs).
    static let sideMargin: CGFloat = 21
    /// The least space between the capsule and a search tab's circle (estimate).
    static let searchGap: CGFloat = 12
    /// The selected tab's capsule: 4 wider than its pitch on each side and 4 in from the
    /// platter's top and bottom.
    static let selectionOutset: CGFloat = 4
    static let selectionInset: CGFloat = 4
    /// The symbol: 18 points, medium, scale large, in a 24-point box 12 below the capsule's top.
    static let symbolPointSize: CGFloat = 18
    static let iconHeight: CGFloat = 24
    static let iconTop: CGFloat = 12
    /// The title: 10 points semibold, 3 under the symbol's box (its centre 45 down).
    static let titleSize: CGFloat = 10
    static let titleSpacing: CGFloat = 3
    /// The badge: a 20-point red circle (or capsule), 8.5 right of the icon's centre and 6 below
    /// the capsule's top.
    static let badgeHeight: CGFloat = 20
    static let badgeLeadingFromIconCenter: CGFloat = 8.5
    static let badgeTop: CGFloat = 6
    /// Unselected tabs: near-black, near-white in dark mode.
    static let unselectedColor = Color(
        _light: Color(red: 25 / 255, green: 25 / 255, blue: 25 / 255), dark: Color(red: 243 / 255, green: 243 / 255, blue: 243 / 255))
    /// The selected tab, unless the app sets a tint: a blue that is not quite `systemBlue`.
    static let selectedColor = Color(
        _light: Color(red: 0, green: 124 / 255, blue: 243 / 255), dark: Color(red: 27 / 255, green: 172 / 255, blue: 1))
    /// The selected tab's capsule: grey 230 over the glass (dark: white at 12 %, an estimate).
    static let selectionFill = Color(
        _light: Color(red: 230 / 255, green: 230 / 255, blue: 230 / 255), dark: Color(red: 1, green: 1, blue: 1, opacity: 0.12))
}

/// iOS 26's tab bar: the tabs' items on a floating glass capsule centred over the bottom of
/// the screen, the selected one on a grey capsule of its own; a search tab is a glass circle of
/// its own at the trailing side, the capsule then at the leading side.
struct FloatingTabBar: View {
    let items: [TabItemModel]
    let selectedIndex: Int?
    /// Selects the tab at an index (under a ``ViewHost``, when its item is tapped).
    var select: (Int) -> Void = { _ in }

    /// `tabViewBottomAccessory`'s view: a glass capsule above the bar.
    var accessory: AnyView? = nil

    var body: some View {
        VStack(spacing: TabBottomAccessoryMetrics.spacing) {
            if let accessory { TabBottomAccessory(content: accessory) }
            bar
        }
    }

    /// The capsule of tabs (and the search tab's circle), hanging from the top of the 49-point
    /// band over the home indicator's inset.
    @ViewBuilder private var bar: some View {
        let searchIndex = items.lastIndex { $0.isSearch }
        let tabs = items.indices.filter { $0 != searchIndex }
        Color.clear
            .frame(height: TabBarMetrics.height)
            .overlay(alignment: .top) {
                FloatingTabBarLayout(tabCount: tabs.count) {
                    HStack(spacing: 0) {
                        ForEach(tabs, id: \.self) { index in
                            FloatingTabBarItem(item: items[index], isSelected: index == selectedIndex)._onRuntimeTap { select(index) }
                        }
                    }
                    .padding(.horizontal, FloatingTabBarMetrics.platterEndPadding)
                    .glassEffect(.regular, in: Capsule())
                    if let searchIndex {
                        FloatingTabBarItem(item: items[searchIndex], isSelected: searchIndex == selectedIndex, showsTitle: false)
                            ._onRuntimeTap { select(searchIndex) }
                            .glassEffect(.regular, in: Circle())
                    }
                }
                .padding(.horizontal, FloatingTabBarMetrics.sideMargin)
            }
    }
}

/// Places the floating tab bar's capsule (n × 86 + 16 wide at most, 62 tall) centred, or, with
/// a search circle after it, at the leading side with the 62-point circle at the trailing side.
private struct FloatingTabBarLayout: Layout {
    let tabCount: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? naturalWidth, height: FloatingTabBarMetrics.platterHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let height = FloatingTabBarMetrics.platterHeight
        let searchSide = subviews.count > 1 ? height + FloatingTabBarMetrics.searchGap : 0
        let width = max(0, min(naturalWidth, bounds.width - searchSide))
        let platterX = subviews.count > 1 ? bounds.minX : bounds.midX - width / 2
        subviews.first?.place(
            at: CGPoint(x: platterX, y: bounds.minY), proposal: ProposedViewSize(width: width, height: height))
        if subviews.count > 1 {
            subviews[1].place(
                at: CGPoint(x: bounds.maxX - height, y: bounds.minY), proposal: ProposedViewSize(width: height, height: height))
        }
    }

    private var naturalWidth: CGFloat {
        CGFloat(max(tabCount, 1)) * FloatingTabBarMetrics.itemPitch + 2 * FloatingTabBarMetrics.platterEndPadding
    }
}

/// One tab on the floating bar: its symbol (as written: iOS 26 does not fill it) over its title,
/// its badge, and the selection's capsule behind it.
private struct FloatingTabBarItem: View {
    let item: TabItemModel
    let isSelected: Bool
    /// A search tab's circle shows its symbol alone, centred.
    var showsTitle = true
    @Environment(\.tint) private var tint

    var body: some View {
        VStack(spacing: FloatingTabBarMetrics.titleSpacing) {
            (item.icon ?? AnyView(Color.clear.frame(width: 0)))
                .font(.system(size: FloatingTabBarMetrics.symbolPointSize, weight: .medium))
                .imageScale(.large)
                .frame(height: FloatingTabBarMetrics.iconHeight)
                .overlay(alignment: .top) {
                    if let badge = item.badge {
                        FloatingTabBadge(label: badge)
                            .alignmentGuide(HorizontalAlignment.center) {
                                $0[.leading] - FloatingTabBarMetrics.badgeLeadingFromIconCenter
                            }
                            .alignmentGuide(.top) {
                                $0[.top] + FloatingTabBarMetrics.iconTop - FloatingTabBarMetrics.badgeTop
                            }
                    }
                }
            if showsTitle, let title = item.title {
                title.font(.system(size: FloatingTabBarMetrics.titleSize, weight: .semibold)).lineLimit(1)
            }
        }
        .padding(.top, showsTitle ? FloatingTabBarMetrics.iconTop : 0)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: showsTitle ? .top : .center)
        .foregroundStyle(
            isSelected ? tint ?? AnyShapeStyle(FloatingTabBarMetrics.selectedColor) : AnyShapeStyle(FloatingTabBarMetrics.unselectedColor))
        .background {
            if isSelected {
                Capsule().fill(FloatingTabBarMetrics.selectionFill)
                    .padding(.horizontal, -FloatingTabBarMetrics.selectionOutset)
                    .padding(.vertical, FloatingTabBarMetrics.selectionInset)
            }
        }
    }
}

/// A tab's badge on the floating bar: white text on a red circle, widening to a capsule.
private struct FloatingTabBadge: View {
    let label: Text

    var body: some View {
        label.font(.system(size: TabBarMetrics.badgeTextSize)).foregroundStyle(Color.white).lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: FloatingTabBarMetrics.badgeHeight, minHeight: FloatingTabBarMetrics.badgeHeight)
            .background(Capsule().fill(Color.red))
    }
}
