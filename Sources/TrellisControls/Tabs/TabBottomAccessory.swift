import TrellisCore

/// iOS 26's tab bar accessory on iPhone: a glass capsule across the screen above the floating
/// tab bar (`tabViewBottomAccessory`). Apple publishes no size and no measurement was found:
/// every number is an estimate (docs/ios-metrics.md § 26.6, docs/divergences.md D26-21).
enum TabBottomAccessoryMetrics {
    /// As tall as a bottom toolbar item's capsule (§ 26.5).
    static let height: CGFloat = 48
    /// From the screen's sides: the tab bar's least margin (§ 26.6).
    static let sideMargin: CGFloat = FloatingTabBarMetrics.sideMargin
    /// Between the accessory and the tab bar's capsule.
    static let spacing: CGFloat = 8
    /// The content's inset from the capsule's ends, as a bar item's (§ 26.5).
    static let contentPadding: CGFloat = 16
}

/// The accessory's capsule: the content centred on glass.
struct TabBottomAccessory: View {
    let content: AnyView

    var body: some View {
        content
            .lineLimit(1)
            .padding(.horizontal, TabBottomAccessoryMetrics.contentPadding)
            .frame(maxWidth: .infinity)
            .frame(height: TabBottomAccessoryMetrics.height)
            .glassEffect(.regular, in: Capsule())
            .padding(.horizontal, TabBottomAccessoryMetrics.sideMargin)
    }
}

private enum TabViewBottomAccessoryKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

extension EnvironmentValues {
    /// The view `tabViewBottomAccessory` puts above the tab bar (iOS 26 draws it).
    var tabViewBottomAccessory: AnyView? {
        get { self[TabViewBottomAccessoryKey.self] }
        set { self[TabViewBottomAccessoryKey.self] = newValue }
    }
}
