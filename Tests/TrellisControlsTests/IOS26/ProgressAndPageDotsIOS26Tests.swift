import Testing
import Trellis

// iOS 26's progress bar and spinner, and page dots (docs/ios-metrics.md § 26.16; measured on
// UIKit 26.1 in a Mac Catalyst window by a peer).

private func lay(_ view: some View, _ design: DesignVersion, width: CGFloat? = nil, height: CGFloat? = nil) -> ViewLayout {
    ViewLayout(view.environment(\.designVersion, design), in: ProposedViewSize(width: width, height: height))
}

private func fills(
    _ view: some View, _ design: DesignVersion, width: CGFloat? = nil, height: CGFloat? = nil
) -> [(rect: CGRect, color: Color.Resolved)] {
    translatedFills(lay(view, design, width: width, height: height).displayList().items)
}

/// Colours equal to within a rounding of their components.
private func near(_ a: Color.Resolved, _ b: Color.Resolved) -> Bool {
    abs(a.red - b.red) < 1e-4 && abs(a.green - b.green) < 1e-4 && abs(a.blue - b.blue) < 1e-4 && abs(a.opacity - b.opacity) < 1e-4
}

@Suite struct ProgressIOS26Tests {
    /// The fill is the fraction of the width rounded to whole points (halves up), at least 8
    /// once any progress shows, nothing at 0: UIKit's probes 0.333 × 280 → 93, 0.5 × 281 → 141,
    /// 0.01 × 280 → 8.
    @Test(arguments: [(0.333, 280.0, 93.0), (0.5, 281, 141), (0.01, 280, 8), (1, 280, 280), (0.02, 5, 5)])
    func theFillIsWholePointsAndAtLeast8(fraction: Double, width: Double, fill: Double) {
        let blue = rgba(0, 136, 255)
        let drawn = fills(ProgressView(value: fraction), .iOS26, width: CGFloat(width)).filter { $0.color == blue }
        #expect(drawn.map(\.rect.width) == [CGFloat(fill)])
        #expect(drawn.first?.rect.height == 4)
    }

    @Test func nothingFillsAtZero() {
        let blue = rgba(0, 136, 255)
        #expect(fills(ProgressView(value: 0), .iOS26, width: 280).allSatisfy { $0.color != blue || $0.rect.width == 0 })
    }

    /// The track is iOS 18's: 4 tall, `systemFill` (120 120 128 at 20 %), the bar as wide as
    /// offered.
    @Test func theTrackIsSystemFill() {
        let layout = lay(ProgressView(value: 0.5), .iOS26, width: 280)
        #expect(layout.size == CGSize(width: 280, height: 4))
        #expect(fills(ProgressView(value: 0.5), .iOS26, width: 280).first?.color == rgba(120, 120, 128, 0.2))
    }

    /// iOS 18 keeps the exact fraction: 93.24, drawn on the 3× pixel grid (93.333), not 93.
    @Test func iOS18FillsTheExactFraction() {
        let blue = rgba(0, 122, 255)
        let drawn = fills(ProgressView(value: 0.333), .iOS18, width: 280).filter { $0.color == blue }
        #expect(drawn.map { ($0.rect.width * 1e6).rounded() / 1e6 } == [93.333333])
    }

    /// The spinner: 20 points (37 large), eight blades of grey 128 whose opacities step down
    /// 217, 180, 143, 106 and then stay at 69 (of 255).
    @Test(arguments: [(ControlSize.regular, 20.0), (.large, 37), (.small, 14)])
    func theSpinnerHasEightGreyBlades(size: ControlSize, diameter: Double) {
        let view = ProgressView().controlSize(size)
        #expect(lay(view, .iOS26).size == CGSize(width: diameter, height: diameter))
        let colours = fills(view, .iOS26).map(\.color)
        let ladder: [Float] = [217, 180, 143, 106, 69, 69, 69, 69]
        #expect(colours.count == 8)
        #expect(zip(colours, ladder).allSatisfy { near($0, rgba(128, 128, 128, $1 / 255)) })
    }

    /// Each blade is a capsule 6.5 long and 2.5 thick (medium), 12 × 5 (large).
    @Test(arguments: [(ControlSize.regular, 2.5, 6.5), (.large, 5, 12)])
    func bladesAreCapsules(size: ControlSize, thickness: Double, length: Double) {
        let blade = fills(ProgressView().controlSize(size), .iOS26).first?.rect ?? .zero
        // Its rotation is the layer's: the path itself stands upright, on the 3× pixel grid.
        #expect(abs(blade.width - CGFloat(thickness)) < 0.34 && abs(blade.height - CGFloat(length)) < 0.34)
    }

    /// In dark mode the blades are grey 140.
    @Test func darkBladesAreGrey140() {
        let view = ProgressView().environment(\.colorScheme, .dark)
        #expect(fills(view, .iOS26).first.map { near($0.color, rgba(140, 140, 140, 217 / 255)) } == true)
    }
}

@Suite struct PageDotsIOS26Tests {
    /// The dots not current are white at 45 % (iOS 18: 30 %); the current one opaque white.
    @Test(arguments: [(DesignVersion.iOS26, Float(0.45)), (.iOS18, 0.3)])
    func otherDotsAreWhiteAt45Percent(design: DesignVersion, opacity: Float) {
        let view = TabView {
            Color.red
            Color.green
            Color.blue
        }
        .tabViewStyle(.page)
        let dots = fills(view, design, width: 390, height: 300).filter { $0.rect.width == 8 }.map(\.color)
        #expect(dots.count == 3)
        #expect(dots.first == rgba(255, 255, 255))
        #expect(dots.dropFirst().allSatisfy { near($0, rgba(255, 255, 255, opacity)) })
    }
}
