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
/// the screen, the selected one on a grey capsule of its own.
struct FloatingTabBar: View {
    let items: [TabItemModel]
    let selectedIndex: Int?

    var body: some View {
        let count = CGFloat(max(items.count, 1))
        let naturalWidth = count * FloatingTabBarMetrics.itemPitch + 2 * FloatingTabBarMetrics.platterEndPadding
        Color.clear
            .frame(height: TabBarMetrics.height)
            .overlay(alignment: .top) {
                HStack(spacing: 0) {
                    ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                        FloatingTabBarItem(item: item, isSelected: index == selectedIndex)
                    }
                }
                .padding(.horizontal, FloatingTabBarMetrics.platterEndPadding)
                .frame(maxWidth: naturalWidth)
                .frame(height: FloatingTabBarMetrics.platterHeight)
                .glassEffect(.regular, in: Capsule())
                .padding(.horizontal, FloatingTabBarMetrics.sideMargin)
            }
    }
}

/// One tab on the floating bar: its symbol (as written: iOS 26 does not fill it) over its title,
/// its badge, and the selection's capsule behind it.
private struct FloatingTabBarItem: View {
    let item: TabItemModel
    let isSelected: Bool
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
            if let title = item.title {
                title.font(.system(size: FloatingTabBarMetrics.titleSize, weight: .semibold)).lineLimit(1)
            }
        }
        .padding(.top, FloatingTabBarMetrics.iconTop)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
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
