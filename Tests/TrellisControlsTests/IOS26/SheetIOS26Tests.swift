import Testing
import Trellis

// iOS 26's sheets on an iPhone 16 (393 × 852, the safe area from 59 to 818): the large detent
// from the safe area's top, the others floating, inset 8 (docs/ios-metrics.md § 26.8).

@Suite struct SheetIOS26Tests {
    private var screen: some View { Color.blue }
    private func content() -> some View { Color.red.accessibilityIdentifier("sheet") }

    private func lay26(_ view: some View) -> ViewLayout {
        var environment = EnvironmentValues()
        environment.designVersion = .iOS26
        return ViewLayout(view, on: .iPhone16, environment: environment)
    }

    @Test func aLargeSheetStartsAtTheSafeAreasTop() {
        let layout = lay26(screen.sheet(isPresented: .constant(true)) { content() })
        #expect(layout.frame(of: "sheet") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    /// The medium detent is 56 % of the large height: 425.04 of 759.
    @Test(arguments: [
        (Set([PresentationDetent.medium]), 818 - 759 * 0.56),
        ([.medium, .large], 818 - 759 * 0.56),
        ([.height(400)], 418),
        ([.fraction(0.25)], 818 - 759 * 0.25),
    ] as [(Set<PresentationDetent>, Double)])
    func aSheetIsLaidOutAtItsSmallestDetent(detents: Set<PresentationDetent>, top: Double) throws {
        let layout = lay26(screen.sheet(isPresented: .constant(true)) { content().presentationDetents(detents) })
        let frame = try #require(layout.frame(of: "sheet"))
        #expect(abs(frame.minY - CGFloat(top)) < 0.001)
        #expect(frame.maxY == 818 && frame.width == 393)
    }

    /// Peer measurement on iOS 26.1: a 400-point detent on a 393 × 852 screen is drawn at
    /// 8, 427.67, 377 × 416.33 — laid out full width and 434 tall (with the 34-point band),
    /// scaled by 377 / 393 about the screen's bottom centre and raised 8.
    @Test func aFloatingSheetIsDrawnInset8() {
        let layout = lay26(screen.sheet(isPresented: .constant(true)) { content().presentationDetents([.height(400)]) })
        let glass = drawnFills(layout.displayList().items).filter { $0.color == rgba(255, 255, 255, 0.72) }.map(\.rect)
        #expect(glass.count == 1)
        let card = glass.first ?? .zero
        #expect(abs(card.minX - 8) < 1e-6 && abs(card.width - 377) < 1e-6)
        #expect(abs(card.minY - (852 - 8 - 434 * 377 / 393)) < 1e-6 && abs(card.maxY - 844) < 1e-6)
    }

    /// Without a status bar above it, the bar's background reaches 10 above its 54 points: a
    /// sheet's screen starts 64 below the sheet's top (59).
    @Test func aBarInASheetHas10MoreAbove() {
        let sheet = NavigationStack {
            Color.red.accessibilityIdentifier("c").navigationTitle("T").navigationBarTitleDisplayMode(.inline)
        }
        let layout = lay26(screen.sheet(isPresented: .constant(true)) { sheet })
        #expect(layout.frame(of: "c") == CGRect(x: 0, y: 123, width: 393, height: 695))
    }

    @Test func aLargeSheetIsOpaqueAndRoundedByAbout38() {
        let layout = lay26(screen.sheet(isPresented: .constant(true)) { content() })
        let fills = drawnFills(layout.displayList().items)
        #expect(!fills.contains { $0.color == rgba(255, 255, 255, 0.72) })
        #expect(fills.contains { $0.color == rgba(255, 255, 255) && $0.rect.minY == 59 && $0.rect.width == 393 })
    }
}

/// The filled paths' bounds as drawn: moved by the transforms of the layers they are in.
func drawnFills(_ items: [DisplayItem], _ transform: Transform2D = .identity) -> [(rect: CGRect, color: Color.Resolved)] {
    items.flatMap { item -> [(rect: CGRect, color: Color.Resolved)] in
        switch item {
        case .fill(let path, let color):
            let box = path.boundingRect
            let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.maxY)].map(transform.apply)
            return [(CGRect(x: corners[0].x, y: corners[0].y, width: corners[1].x - corners[0].x, height: corners[1].y - corners[0].y), color)]
        case .layer(let layer):
            return drawnFills(layer.items, layer.transform.concatenating(transform))
        default:
            return []
        }
    }
}
