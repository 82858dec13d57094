import Testing
import Trellis

@Suite struct LabelTests {
    /// An SF Symbol at body and 3×: the box of `star.fill`, 18.667 × 18.
    static let symbolAtBody = CGSize(width: 56.0 / 3, height: 18)

    @Test func symbolsTakeStarFillsBoxAtTheCurrentFont() {
        #expect(lay(Image(systemName: "star.fill"), nil, nil).size == Self.symbolAtBody)
        // Title (28 pt): 28 × 56/51 = 30.745 → 30.667 + ⅓ (rounded up to the pixel grid) = 31.
        #expect(lay(Image(systemName: "star").font(.title), nil, nil).size == CGSize(width: 31, height: 89.0 / 3))
    }

    @Test(arguments: [(Image.Scale.small, 0.78), (.medium, 1), (.large, 1.29)] as [(Image.Scale, Double)])
    func imageScaleScalesTheSymbolBox(scale: Image.Scale, factor: Double) {
        // 17 pt × factor, times star.fill's box (56/3 ÷ 17 wide, 18 ÷ 17 tall), each side
        // rounded up to the 3× grid: large → 21.93 pt: 24.08 → 24.333 wide, 23.22 → 23.333 tall.
        let points = 17 * factor
        func snapped(_ length: Double) -> Double { (length * 3 - 1e-9).rounded(.up) / 3 }
        let expected = CGSize(width: snapped(points * 56 / 3 / 17), height: snapped(points * 18 / 17))
        #expect(lay(Image(systemName: "star").imageScale(scale), nil, nil).size == expected)
    }

    @Test func titleAndIconIsTheIconThen8ThenTheTitle() {
        let layout = lay(Label("Favourites", systemImage: "star"), nil, nil)
        let title = textSize(Text("Favourites"))
        #expect(close(layout.size, CGSize(width: Self.symbolAtBody.width + 8 + title.width, height: title.height)))
    }

    @Test func labelStylesChooseTheParts() {
        let title = textSize(Text("Inbox"))
        #expect(lay(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly), nil, nil).size == title)
        #expect(lay(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly), nil, nil).size == Self.symbolAtBody)
        #expect(lay(Label("Inbox", systemImage: "tray").labelStyle(.titleAndIcon), nil, nil).size
            == lay(Label("Inbox", systemImage: "tray"), nil, nil).size)
    }

    struct StackedLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) {
                configuration.icon
                configuration.title.font(.caption)
            }
        }
    }

    @Test func customLabelStylesComposeTheConfiguration() {
        let layout = lay(Label("Home", systemImage: "house").labelStyle(StackedLabelStyle()), nil, nil)
        let title = textSize(Text("Home").font(.caption))
        #expect(layout.size == CGSize(width: max(title.width, Self.symbolAtBody.width), height: 18 + 2 + title.height))
    }

    @Test func emptyTitlesAndUnknownSymbolsStillLayOut() {
        // An empty title is 0 × 0 and still spaced from the icon; an unknown symbol name keeps
        // the symbol box (it is drawn as the stand-in).
        let layout = lay(Label("", systemImage: "no.such.symbol"), nil, nil)
        #expect(layout.size == CGSize(width: Self.symbolAtBody.width + 8, height: 18))
    }
}

@Suite struct ToggleTests {
    @Test(arguments: standardProposals)
    func hiddenLabelLeavesTheSwitch51By31(width: CGFloat?, height: CGFloat?) {
        #expect(lay(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), width, height).size == CGSize(width: 51, height: 31))
    }

    @Test func theLabelFillsTheWidthAndTheSwitchIsTrailing() throws {
        let toggle = Toggle(isOn: .constant(false)) { Text("Airplane Mode").accessibilityIdentifier("label") }
        let layout = lay(toggle, 390, 844)
        #expect(layout.size == CGSize(width: 390, height: 31))
        let label = try #require(layout.frame(of: "label"))
        let title = textSize(Text("Airplane Mode"))
        // Centred vertically in the 31-point row, at the leading edge (the root is centred in the window).
        #expect(label.minX == 0)
        #expect(abs(label.midY - 844 / 2) < 1e-9)
        #expect(label.size == title)
    }

    @Test func idealWidthIsTheLabelTheSpacersMinimumAndTheSwitch() {
        let title = textSize(Text("Sound"))
        // A Spacer asks for no spacing next to it, and is at least 8 long.
        #expect(close(lay(Toggle("Sound", isOn: .constant(true)), nil, nil).size, CGSize(width: title.width + 8 + 51, height: 31)))
    }

    @Test func aLabelOfTwoTextsIsATitleOverASubtitle() {
        let toggle = Toggle(isOn: .constant(true)) { Text("Notifications"); Text("Daily") }
        let title = textSize(Text("Notifications")), subtitle = textSize(Text("Daily"))
        // VStack default spacing between two texts: the lower font's leading, 0 for the system
        // font (TextSpacingTests).
        #expect(close(lay(toggle, 390, nil).size, CGSize(width: 390, height: title.height + subtitle.height)))
    }

    @Test func onIsGreenOrTheTintOffIsGrey() {
        let green = rgba(52, 199, 89), off = rgba(120, 120, 128, 0.16)
        #expect(fillColors(Toggle("A", isOn: .constant(true)).labelsHidden()).first == green)
        #expect(fillColors(Toggle("A", isOn: .constant(false)).labelsHidden()).first == off)
        #expect(fillColors(Toggle("A", isOn: .constant(true)).labelsHidden().tint(.purple)).first == rgba(175, 82, 222))
        #expect(fillColors(Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange)).labelsHidden()).first
            == rgba(255, 149, 0))
    }

    @Test func thumbSitsAtTheEndTheStateNames() {
        func thumbMinX(_ isOn: Bool) -> CGFloat? {
            let items = flattened(lay(Toggle("A", isOn: .constant(isOn)).labelsHidden(), nil, nil).displayList().items)
            let white = rgba(255, 255, 255)
            for item in items {
                if case .fill(let path, let color) = item, color == white { return path.boundingRect.minX }
            }
            return nil
        }
        #expect(abs((thumbMinX(false) ?? -1) - 2) < 1e-9)
        #expect(abs((thumbMinX(true) ?? -1) - (51 - 2 - 27)) < 1e-9)
    }

    @Test func buttonStyleTogglesAreBorderedButtons() {
        let on = Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
        let off = Toggle("Bold", isOn: .constant(false)).toggleStyle(.button)
        #expect(lay(on, nil, nil).size == lay(Button("Bold") {}.buttonStyle(.bordered), nil, nil).size)
        #expect(fillColors(on) == [rgba(0, 122, 255)])
        #expect(fillColors(off) == [rgba(120, 120, 128, 0.16)])
    }
}
