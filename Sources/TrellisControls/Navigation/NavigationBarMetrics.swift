import TrellisCore

/// iOS's navigation bar metrics on a portrait iPhone, one set per design (sources in
/// `docs/ios-metrics.md` § 18 for iOS 17/18, § 26.4–26.5 for iOS 26).
struct NavigationBarMetrics {
    /// The bar's row of buttons and inline title.
    let rowHeight: CGFloat
    /// Under the row, still the bar's (iOS 26's bar is 54 tall, its items in the top 44).
    let rowBottomSpacing: CGFloat
    /// The row of the large title under the bar.
    let largeTitleHeight: CGFloat
    /// The bar's margins at both ends.
    let margin: CGFloat
    /// The large title's leading inset.
    let largeTitleLeading: CGFloat
    /// Below the large title's line (iOS 18), or above it (iOS 26): iOS 18's title sits on the
    /// row's bottom, iOS 26's hangs from its top.
    let largeTitleBottomPadding: CGFloat?
    let largeTitleTopPadding: CGFloat?
    /// Between items at one end.
    let itemSpacing: CGFloat
    /// Whether the items sit on glass capsules (iOS 26), each end's items sharing one.
    let itemsOnGlass: Bool

    /// The bar's whole height, without a large title.
    var barHeight: CGFloat { rowHeight + rowBottomSpacing }

    /// iOS 17 and 18: a 44-point bar with a 52-point large title row, items in the tint.
    static let iOS18 = NavigationBarMetrics(
        rowHeight: 44, rowBottomSpacing: 0, largeTitleHeight: 52, margin: 16, largeTitleLeading: 16,
        largeTitleBottomPadding: 8, largeTitleTopPadding: nil, itemSpacing: 16, itemsOnGlass: false)

    /// iOS 26: a 54-point bar whose items sit on 44-point glass capsules in its top 44, and a
    /// 52-point large title row whose title starts 20 in and 3 down.
    static let iOS26 = NavigationBarMetrics(
        rowHeight: 44, rowBottomSpacing: 10, largeTitleHeight: 52, margin: 16, largeTitleLeading: 20,
        largeTitleBottomPadding: nil, largeTitleTopPadding: 3, itemSpacing: 0, itemsOnGlass: true)

    static func of(_ design: DesignVersion) -> NavigationBarMetrics {
        switch design {
        case .iOS18: iOS18
        case .iOS26: iOS26
        }
    }

    /// An iOS 26 bar item's glass platter: 44 tall; an item whose content is at most 28 wide
    /// (a symbol) is a 44-point circle, a wider one has 16 on each side (docs/ios-metrics.md
    /// § 26.5; the 28 is an estimate).
    static let platterHeight: CGFloat = 44
    /// A bottom toolbar item's platter is taller (§ 26.5).
    static let bottomPlatterHeight: CGFloat = 48
    static let platterContentPadding: CGFloat = 16
    static let platterIconWidthLimit: CGFloat = 28
    /// Above an iOS 26 bar in a scene without a status bar (a sheet): its background reaches 10
    /// above the 54-point bar (§ 26.4).
    static let topSpacingWithoutStatusBar: CGFloat = 10
}

private enum BarHasNoStatusBarKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether navigation bars here are in a scene without a status bar above them (a sheet's).
    var barHasNoStatusBar: Bool {
        get { self[BarHasNoStatusBarKey.self] }
        set { self[BarHasNoStatusBarKey.self] = newValue }
    }
}

/// The box of one item on an iOS 26 bar's glass: a square (44 in a navigation bar, 48 in a
/// bottom toolbar) for a symbol, the item padded 16 on each side otherwise, the item centred
/// in it.
struct BarItemPlatterLayout: Layout {
    var height = NavigationBarMetrics.platterHeight

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let item = subviews.first else { return .zero }
        let size = item.sizeThatFits(.unspecified)
        let width =
            size.width <= NavigationBarMetrics.platterIconWidthLimit
            ? height : size.width + 2 * NavigationBarMetrics.platterContentPadding
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }
}
