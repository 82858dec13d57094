import TrellisCore

/// iOS's page control metrics (sources in `docs/ios-metrics.md`).
enum PageIndicatorMetrics {
    /// A dot, drawn in its 10-point box.
    static let dotDiameter: CGFloat = 8
    static let dotBox: CGFloat = 10
    /// Between neighbouring dots' boxes.
    static let dotSpacing: CGFloat = 8
    /// Around the dots, inside the capsule when it shows.
    static let horizontalPadding: CGFloat = 14
    static let verticalPadding: CGFloat = 8
    /// The dots not current.
    static let otherDotOpacity = 0.3
    /// iOS 26: white at 45 %, measured over black and red (UIKit 26.1, Mac Catalyst, by a peer;
    /// docs/ios-metrics.md § 26.16).
    static let otherDotOpacityIOS26 = 0.45
    static let capsule = Color.black.opacity(0.2)
}

/// The page dots of a page-style tab view: white, the current one opaque, the others faint, on
/// a capsule when `indexViewStyle(.page(backgroundDisplayMode: .always))` asks for one.
struct PageIndicator: View {
    let count: Int
    let currentIndex: Int

    @Environment(\.pageIndexShowsBackground) private var showsBackground
    @Environment(\.designVersion) private var design

    private var otherDotOpacity: Double {
        design == .iOS26 ? PageIndicatorMetrics.otherDotOpacityIOS26 : PageIndicatorMetrics.otherDotOpacity
    }

    var body: some View {
        HStack(spacing: PageIndicatorMetrics.dotSpacing) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Color.white.opacity(index == currentIndex ? 1 : otherDotOpacity))
                    .frame(width: PageIndicatorMetrics.dotDiameter, height: PageIndicatorMetrics.dotDiameter)
                    .frame(width: PageIndicatorMetrics.dotBox, height: PageIndicatorMetrics.dotBox)
            }
        }
        .padding(.horizontal, PageIndicatorMetrics.horizontalPadding)
        .padding(.vertical, PageIndicatorMetrics.verticalPadding)
        .background {
            if showsBackground { Capsule().fill(PageIndicatorMetrics.capsule) }
        }
    }
}
