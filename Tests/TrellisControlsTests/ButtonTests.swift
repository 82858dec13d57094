import Testing
import Trellis

@Suite struct ButtonLayoutTests {
    @Test(arguments: standardProposals)
    func automaticButtonIsItsLabel(width: CGFloat?, height: CGFloat?) {
        // The automatic style on iOS is borderless: no padding, no background.
        #expect(lay(Button("Tap Me") {}, width, height).size == textSize(Text("Tap Me"), width, height))
    }

    @Test func borderedRegularButtonOfBodyTextIs34Point333Tall() {
        // OpenSwiftUI's BorderedButtonSpec: insets 12 × 7 at the regular size; body line 20.333.
        let button = Button("Bordered") {}.buttonStyle(.bordered)
        let text = textSize(Text("Bordered"))
        #expect(close(lay(button, nil, nil).size, CGSize(width: text.width + 24, height: 20 + 1.0 / 3 + 14)))
    }

    struct SizeCase: Sendable, CustomTestStringConvertible {
        let controlSize: ControlSize
        let font: Font
        let horizontal: CGFloat
        let vertical: CGFloat
        var testDescription: String { "\(controlSize)" }
    }

    @Test(arguments: [
        SizeCase(controlSize: .mini, font: .subheadline, horizontal: 10, vertical: 5),
        SizeCase(controlSize: .small, font: .subheadline, horizontal: 10, vertical: 5),
        SizeCase(controlSize: .regular, font: .body, horizontal: 12, vertical: 7),
        SizeCase(controlSize: .large, font: .body, horizontal: 20, vertical: 15),
        SizeCase(controlSize: .extraLarge, font: .body, horizontal: 20, vertical: 15),
    ])
    func borderedInsetsAndFontFollowTheControlSize(_ size: SizeCase) {
        for style in [AnyView(Button("Save") {}.buttonStyle(.bordered)), AnyView(Button("Save") {}.buttonStyle(.borderedProminent))] {
            let text = textSize(Text("Save").font(size.font))
            let expected = CGSize(width: text.width + 2 * size.horizontal, height: text.height + 2 * size.vertical)
            #expect(close(lay(style.controlSize(size.controlSize), nil, nil).size, expected))
        }
    }

    @Test func largeBorderedButtonIs50Point333Tall() {
        let button = Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large)
        #expect(abs(lay(button, 390, nil).size.height - (50 + 1.0 / 3)) < 1e-9)
    }

    @Test(arguments: standardProposals)
    func borderedButtonOffersItsLabelTheProposalLessTheInsets(width: CGFloat?, height: CGFloat?) {
        let button = Button("A longer title that wraps") {}.buttonStyle(.bordered)
        let inner = textSize(Text("A longer title that wraps"), width.map { max(0, $0 - 24) }, height.map { max(0, $0 - 14) })
        #expect(close(lay(button, width, height).size, CGSize(width: inner.width + 24, height: inner.height + 14)))
    }

    @Test func aFontSetOnTheButtonWinsOverTheControlSizes() {
        let button = Button("Big") {}.buttonStyle(.bordered).font(.title)
        let text = textSize(Text("Big").font(.title))
        #expect(close(lay(button, nil, nil).size, CGSize(width: text.width + 24, height: text.height + 14)))
    }

    @Test func systemImageButtonsAreLabels() {
        let button = Button("Add", systemImage: "plus") {}
        let label = Label("Add", systemImage: "plus")
        #expect(lay(button, nil, nil).size == lay(label, nil, nil).size)
    }

    @Test func buttonsInAStackShareItLikeTheirLabels() {
        let stack = HStack { Button("One") {}.buttonStyle(.bordered); Button("Two") {}.buttonStyle(.bordered) }
        let one = textSize(Text("One")), two = textSize(Text("Two"))
        // Two bordered buttons side by side, the stack's default 8 between them.
        #expect(abs(lay(stack, nil, nil).size.width - (one.width + 24 + 8 + two.width + 24)) < 1e-9)
    }
}

@Suite struct ButtonAppearanceTests {
    static let accent = rgba(0, 122, 255)
    static let secondarySystemFill = rgba(120, 120, 128, 0.16)

    @Test func automaticButtonsAreTintedAndDestructiveOnesRed() {
        #expect(textColors(Button("OK") {}) == [Self.accent])
        #expect(textColors(Button("Delete", role: .destructive) {}) == [rgba(255, 59, 48)])
        #expect(textColors(Button("OK") {}.tint(.orange)) == [rgba(255, 149, 0)])
    }

    @Test func borderedIsGreyUntintedAndTheTintAt18PercentWhenTinted() {
        #expect(fillColors(Button("OK") {}.buttonStyle(.bordered)) == [Self.secondarySystemFill])
        #expect(textColors(Button("OK") {}.buttonStyle(.bordered)) == [Self.accent])
        #expect(fillColors(Button("OK") {}.buttonStyle(.bordered).tint(.green)) == [rgba(52, 199, 89, 0.18)])
    }

    @Test func borderedProminentIsTheTintWithWhiteText() {
        #expect(fillColors(Button("OK") {}.buttonStyle(.borderedProminent)) == [Self.accent])
        #expect(textColors(Button("OK") {}.buttonStyle(.borderedProminent)) == [rgba(255, 255, 255)])
        #expect(fillColors(Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)) == [rgba(255, 59, 48)])
    }

    @Test func disabledButtonsAreDimmed() {
        let tertiary = rgba(60, 60, 67, 0.3 * 0.75)
        #expect(fillColors(Button("OK") {}.buttonStyle(.borderedProminent).disabled(true)) == [Self.secondarySystemFill])
        #expect(textColors(Button("OK") {}.buttonStyle(.borderedProminent).disabled(true)) == [tertiary])
        #expect(textColors(Button("OK") {}.disabled(true)) == [rgba(60, 60, 67, 0.3)])
        // `disabled(false)` inside a disabled view does not enable it again.
        #expect(textColors(Button("OK") {}.disabled(false).disabled(true)) == [rgba(60, 60, 67, 0.3)])
    }

    @Test func plainButtonsKeepTheirLabelsColour() {
        #expect(textColors(Button("OK") {}.buttonStyle(.plain)) == [rgba(0, 0, 0)])
    }

    @Test(arguments: [(34 + 1.0 / 3, 7), (50 + 1.0 / 3, 9), (28, 5), (10, 2)] as [(CGFloat, CGFloat)])
    func roundedShapesRadiusIsAShareOfTheHeightRoundedUp(height: CGFloat, radius: CGFloat) {
        let rect = CGRect(x: 0, y: 0, width: 120, height: height)
        #expect(ButtonBorderShape.roundedRectangle.path(in: rect) == RoundedRectangle(cornerRadius: radius).path(in: rect))
        #expect(ButtonBorderShape.automatic.path(in: rect) == RoundedRectangle(cornerRadius: radius).path(in: rect))
        #expect(ButtonBorderShape.roundedRectangle(radius: 3).path(in: rect) == RoundedRectangle(cornerRadius: 3).path(in: rect))
    }

    @Test func automaticShapeIsACapsuleAtSmallAndExtraLargeSizes() throws {
        for (size, isCapsule) in [(ControlSize.small, true), (.regular, false), (.large, false), (.extraLarge, true)] {
            let layout = lay(Button("OK") {}.buttonStyle(.bordered).controlSize(size), nil, nil)
            let frame = CGRect(origin: .zero, size: layout.size).snappedForTest
            let paths: [Path] = flattened(layout.displayList().items).compactMap {
                if case .fill(let path, _) = $0 { return path }
                return nil
            }
            let expected = isCapsule ? Capsule().path(in: frame) : ButtonBorderShape.roundedRectangle.path(in: frame)
            #expect(paths.first == expected, "\(size)")
        }
    }
}

extension CGRect {
    /// This rectangle on the 3× pixel grid, as drawing snaps frames.
    var snappedForTest: CGRect {
        func snap(_ value: CGFloat) -> CGFloat { (value * 3 + 0.5).rounded(.down) / 3 }
        return CGRect(x: snap(minX), y: snap(minY), width: snap(maxX) - snap(minX), height: snap(maxY) - snap(minY))
    }
}
