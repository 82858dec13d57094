import Testing
import Trellis

// iOS 26's switch and buttons (docs/ios-metrics.md § 26.10–26.11).

private func lay26(_ view: some View, _ width: CGFloat? = nil, _ height: CGFloat? = nil) -> ViewLayout {
    ViewLayout(view.environment(\.designVersion, .iOS26), in: ProposedViewSize(width: width, height: height))
}

@Suite struct SwitchIOS26Tests {
    /// 63 × 28, measured on an iPhone 17 Pro (iOS 26.1); the thumb a 37 × 24 capsule, 2 in.
    @Test(arguments: [(true, 24.0), (false, 2)])
    func theSwitchIs63By28WithACapsuleThumb(isOn: Bool, thumbX: Double) {
        let layout = lay26(Toggle("Wi-Fi", isOn: .constant(isOn)).labelsHidden())
        #expect(layout.size == CGSize(width: 63, height: 28))
        let thumb = layout.placedViews.first { $0.frame.size == CGSize(width: 37, height: 24) }
        #expect(thumb?.frame.origin == CGPoint(x: CGFloat(thumbX), y: 2))
    }

    @Test func offTheTrackIsLabelGreyAt30Percent() {
        let fills = fillColors(Toggle("", isOn: .constant(false)).labelsHidden().environment(\.designVersion, .iOS26), nil)
        #expect(fills.first == rgba(60, 60, 67, 0.3))
    }

    @Test func aRowWithASwitchIs52Tall() {
        let view = List { Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("t") }
        let layout = ViewLayout(view.environment(\.designVersion, .iOS26), on: .iPhone16)
        // 28-point switch, 8 above and below, in the 52-point row: centred, 94 + 12.
        #expect(layout.frame(of: "t") == CGRect(x: 32, y: 106, width: 329, height: 28))
    }

    @Test func iOS18IsUnchanged() {
        #expect(lay(Toggle("", isOn: .constant(true)).labelsHidden(), nil, nil).size == CGSize(width: 51, height: 31))
    }
}

@Suite struct ButtonIOS26Tests {
    /// Bordered buttons are capsules at every size on iOS 26 (KeyboardKit #982's iPhone 17 Pro
    /// screenshot); their padding is iOS 18's (estimate): 12 × 7 around a body label.
    @Test(arguments: [ControlSize.mini, .small, .regular, .large, .extraLarge])
    func borderedButtonsAreCapsules(size: ControlSize) {
        let view = Button("Continue") {}.buttonStyle(.bordered).controlSize(size)
        let layout = lay26(view)
        let capsule = Capsule().path(in: CGRect(origin: .zero, size: layout.size))
        let fills = flattened(layout.displayList().items).compactMap { item -> Path? in
            if case .fill(let path, _) = item { return path }
            return nil
        }
        #expect(fills.contains { matches($0, capsule) })
        #expect(layout.size == lay(view, nil, nil).size)
    }

    @Test(arguments: [
        (GlassButtonStyle(), rgba(255, 255, 255, 0.72), rgba(0, 136, 255)),
        (GlassButtonStyle(.regular.tint(.red)), rgba(255, 255, 255, 0.72), rgba(0, 136, 255)),
    ] as [(GlassButtonStyle, Color.Resolved, Color.Resolved)])
    func aGlassButtonIsItsTintedLabelOnGlass(style: GlassButtonStyle, glass: Color.Resolved, label: Color.Resolved) {
        let view = Button("Glass") {}.buttonStyle(style)
        let layout = lay26(view)
        let text = textSize(Text("Glass"))
        #expect(close(layout.size, CGSize(width: text.width + 24, height: text.height + 14)))
        #expect(fillColors(view.environment(\.designVersion, .iOS26), nil).first == glass)
        #expect(textColors(view.environment(\.designVersion, .iOS26)) == [label])
    }

    @Test func aTintedGlassButtonIsTintedAt85Percent() {
        let view = Button("Glass") {}.buttonStyle(.glass(.regular.tint(.red))).environment(\.designVersion, .iOS26)
        #expect(fillColors(view, nil).prefix(2) == [rgba(255, 255, 255, 0.72), rgba(255, 56, 60, 0.85)])
    }

    @Test func aProminentGlassButtonIsFilledWithTheTintItsLabelWhite() {
        let view = Button("Go") {}.buttonStyle(.glassProminent).environment(\.designVersion, .iOS26)
        #expect(fillColors(view, nil).first == rgba(0, 136, 255))
        #expect(textColors(view) == [rgba(255, 255, 255)])
        let text = textSize(Text("Go"))
        #expect(close(lay26(Button("Go") {}.buttonStyle(.glassProminent)).size, CGSize(width: text.width + 24, height: text.height + 14)))
    }
}

@Suite struct SliderAndSegmentsIOS26Tests {
    private func fills(_ view: some View, width: CGFloat) -> [(rect: CGRect, color: Color.Resolved)] {
        drawnFills(lay26(view, width, nil).displayList().items)
    }

    /// A 6-point track, black at 10 % beyond the thumb, the tint up to its centre; a 37 × 24
    /// capsule thumb travelling 200 − 37 (measured on an iPhone 17 Pro, iOS 26.1).
    @Test func theSliderHasASixPointTrackAndACapsuleThumb() {
        let drawn = fills(Slider(value: .constant(0.5)), width: 200)
        #expect(drawn.map(\.rect) == [
            CGRect(x: 0, y: 14, width: 200, height: 6), CGRect(x: 0, y: 14, width: 100, height: 6),
            CGRect(x: 81.5, y: 5, width: 37, height: 24),
        ])
        #expect(drawn.map(\.color) == [Color.Resolved(red: 0, green: 0, blue: 0, opacity: Float(26.0 / 255)), rgba(0, 136, 255), rgba(255, 255, 255)])
    }

    /// A capsule track 32 tall, the selected segment a white capsule inset 2, no separators.
    @Test func theSegmentedControlIsCapsules() {
        let picker = Picker("", selection: .constant(1)) { Text("A").tag(0); Text("B").tag(1); Text("C").tag(2) }
            .pickerStyle(.segmented)
        let layout = lay26(picker, 200, nil)
        #expect(layout.size == CGSize(width: 200, height: 32))
        let paths = fillPaths(picker.environment(\.designVersion, .iOS26).frame(width: 200))
        #expect(paths.contains { matches($0, Capsule().path(in: CGRect(x: 0, y: 0, width: 200, height: 32))) })
        #expect(paths.contains { matches($0, Capsule().path(in: CGRect(x: 2 + 196.0 / 3, y: 2, width: 196.0 / 3, height: 28))) })
        #expect(paths.count == 2)
    }
}

@Suite struct StepperIOS26Tests {
    /// 94 × 32 as on iOS 18, on a capsule of grey 243 over white (quaternarySystemFill).
    @Test func theStepperIsACapsule() {
        let stepper = Stepper("", value: .constant(1)).labelsHidden()
        #expect(lay26(stepper).size == CGSize(width: 94, height: 32))
        let view = stepper.environment(\.designVersion, .iOS26)
        #expect(fillPaths(view).first.map { matches($0, Capsule().path(in: CGRect(x: 0, y: 0, width: 94, height: 32))) } == true)
        #expect(fillColors(view, nil).first == rgba(116, 116, 128, 0.08))
    }
}
