import Testing
import Trellis

@Suite struct LabelTests {
    /// `star`'s layout box at body and 3×: 22 × 20 (the symbol catalogue, docs/ios-metrics.md
    /// § 15); also the box of names not measured.
    static let symbolAtBody = CGSize(width: 22, height: 20)

    /// Measured boxes at 17 and 26 points; between them the line through both, below 17 the
    /// 17-point box scaled, above 26 the 26-point box scaled; each side up to the 3× grid.
    @Test(arguments: [
        ("star.fill", Font.body, CGSize(width: 22, height: 20)),
        ("chevron.right", .body, CGSize(width: 12.5 + 1.0 / 6, height: 16.5 + 1.0 / 6)),  // 12.5 × 16.5 → 12.667 × 16.667
        ("house", .body, CGSize(width: 24, height: 19.5 + 1.0 / 6)),
        ("chevron.forward", .body, CGSize(width: 12.5 + 1.0 / 6, height: 16.5 + 1.0 / 6)),  // read as chevron.right
        ("heart.circle.fill", .body, CGSize(width: 20, height: 19)),  // every .circle symbol: circle's box
        ("no.such.symbol", .body, CGSize(width: 22, height: 20)),  // star.fill's box
        // Title (28 pt): 33.5 × 31.5 at 26 scaled by 28/26 = 36.08 × 33.92 → 36.333 × 34.
        ("star", .title, CGSize(width: 109.0 / 3, height: 34)),
        // Title 3 (20 pt): 22 + 11.5 × 3/9 = 25.83 and 20 + 11.5 × 3/9 = 23.83 → 26 × 24.
        ("star", .title3, CGSize(width: 26, height: 24)),
        // Caption (12 pt): 22 × 12/17 = 15.53 and 20 × 12/17 = 14.12 → 15.667 × 14.333.
        ("star", .caption, CGSize(width: 47.0 / 3, height: 43.0 / 3)),
    ] as [(String, Font, CGSize)])
    func symbolsTakeTheirMeasuredBoxAtTheCurrentFont(name: String, font: Font, size: CGSize) {
        let layout = lay(Image(systemName: name).font(font), nil, nil)
        #expect(abs(layout.size.width - size.width) < 1e-9 && abs(layout.size.height - size.height) < 1e-9, "\(layout.size)")
    }

    /// The image scale multiplies the font's size (0.82 and 1.29, measured): small is 13.94 pt
    /// (22 × 13.94/17 = 18.04, 20 × 13.94/17 = 16.4), large 21.93 pt (22 + 11.5 × 4.93/9 = 28.3,
    /// 20 + 11.5 × 4.93/9 = 26.3); each side up to the 3× grid.
    @Test(arguments: [
        (Image.Scale.small, CGSize(width: 55.0 / 3, height: 50.0 / 3)),
        (.medium, CGSize(width: 22, height: 20)),
        (.large, CGSize(width: 85.0 / 3, height: 79.0 / 3)),
    ] as [(Image.Scale, CGSize)])
    func imageScaleScalesTheSymbolBox(scale: Image.Scale, size: CGSize) {
        let layout = lay(Image(systemName: "star").imageScale(scale), nil, nil)
        #expect(abs(layout.size.width - size.width) < 1e-9 && abs(layout.size.height - size.height) < 1e-9, "\(layout.size)")
    }

    @Test func titleAndIconIsTheIconThen8ThenTheTitle() {
        let layout = lay(Label("Favourites", systemImage: "star"), nil, nil)
        let title = textSize(Text("Favourites"))
        #expect(close(layout.size, CGSize(width: Self.symbolAtBody.width + 8 + title.width, height: title.height)))
    }

    @Test func aHouseLabelIsLaidOutAsSentrysIOSRecording() throws {
        // `Label("Hello SwiftUI", systemImage: "house")` in a 300-wide window (iOS 16–18):
        // the title starts 30 after the house's ink, which is centred 2 inside its 24-point box.
        let label = Label { Text("Hello SwiftUI").accessibilityIdentifier("title") } icon: {
            Image(systemName: "house").accessibilityIdentifier("icon")
        }
        let layout = lay(label, 300, 300)
        let icon = try #require(layout.frame(of: "icon")), title = try #require(layout.frame(of: "title"))
        #expect(icon.width == 24)
        #expect(abs(title.minX - icon.minX - 32) < 1e-9)
    }

    @Test func labelStylesChooseTheParts() {
        let title = textSize(Text("Inbox"))
        #expect(lay(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly), nil, nil).size == title)
        // tray: 24 × 16.5 at 17 points (→ 16.667 on the 3× grid).
        #expect(lay(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly), nil, nil).size == CGSize(width: 24, height: 50.0 / 3))
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
        // house: 24 × 19.5 at 17 points (→ 19.667 on the 3× grid).
        #expect(layout.size == CGSize(width: max(title.width, 24), height: 59.0 / 3 + 2 + title.height))
    }

    @Test func emptyTitlesAndUnknownSymbolsStillLayOut() {
        // An empty title is 0 × 0 and still spaced from the icon; an unknown symbol name keeps
        // the symbol box (it is drawn as the stand-in).
        let layout = lay(Label("", systemImage: "no.such.symbol"), nil, nil)
        #expect(layout.size == CGSize(width: Self.symbolAtBody.width + 8, height: Self.symbolAtBody.height))
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
