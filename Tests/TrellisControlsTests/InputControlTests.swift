import Testing
import Trellis

@Suite struct SliderTests {
    @Test(arguments: [(300, nil), (100, 100), (0, 0), (1000, 1000)] as [(CGFloat?, CGFloat?)])
    func fillsTheWidthAnd34Tall(width: CGFloat?, height: CGFloat?) {
        #expect(lay(Slider(value: .constant(0.5)), width, height).size == CGSize(width: width ?? 0, height: 34))
    }

    @Test(arguments: [
        (0.5, 0...1, nil, 0.5), (5, 0...10, nil, 0.5), (12, 0...10, nil, 1), (-3, 0...10, nil, 0),
        (.nan, 0...1, nil, 0), (3, 3...3, nil, 0), (0.26, 0...1, 0.25, 0.25), (0.4, 0...1, 0.25, 0.5), (0.4, 0...1, 0, 0.4),
    ] as [(Double, ClosedRange<Double>, Double?, Double)])
    func valueIsClampedAndSnappedToItsStep(value: Double, bounds: ClosedRange<Double>, step: Double?, fraction: Double) {
        #expect(sliderFractionForTest(value, bounds, step) == fraction)
    }

    @Test func theThumbSitsAtTheValueAndTheTintEndsUnderIt() {
        // 228 wide: the thumb's centre travels 14 … 214, so at 0.25 it is at 14 + 50 = 64.
        let fills = translatedFills(lay(Slider(value: .constant(0.25)), 228, nil).displayList().items)
        let tinted = fills.first { $0.color == rgba(0, 122, 255) }?.rect
        let thumb = fills.first { $0.color == rgba(255, 255, 255) }?.rect
        #expect(tinted?.width == 64)
        #expect(thumb?.midX == 64)
    }

    @Test func valueLabelsSitAtTheEnds() throws {
        let slider = Slider(value: .constant(0.5)) { Text("Volume") } minimumValueLabel: {
            Text("0").accessibilityIdentifier("min")
        } maximumValueLabel: {
            Text("10").accessibilityIdentifier("max")
        }
        let layout = lay(slider, 300, nil)
        #expect(try #require(layout.frame(of: "min")).minX == 0)
        #expect(abs(try #require(layout.frame(of: "max")).maxX - 300) < 1e-9)
        #expect(!layout.placedViews.compactMap(\.text).contains("Volume"))
    }
}

@Suite struct StepperTests {
    @Test func labelLeadingAndThe94By32PillTrailing() {
        #expect(lay(Stepper("Guests", value: .constant(2), in: 1...10), 390, nil).size == CGSize(width: 390, height: 32))
        #expect(lay(Stepper("Guests", value: .constant(2)).labelsHidden(), nil, nil).size == CGSize(width: 94, height: 32))
    }

    @Test func aSideAtItsBoundIsDimmed() {
        func colours(_ value: Int) -> [Color.Resolved] {
            flattened(lay(Stepper("n", value: .constant(value), in: 0...3).labelsHidden(), nil, nil).displayList().items).compactMap {
                if case .symbol(_, _, let color) = $0 { return color }
                return nil
            }
        }
        let primary = rgba(0, 0, 0), tertiary = rgba(60, 60, 67, 0.3)
        #expect(colours(0) == [tertiary, primary])
        #expect(colours(2) == [primary, primary])
        #expect(colours(3) == [primary, tertiary])
    }
}

@Suite struct PickerTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    @Test func menuPickerShowsTheSelectedOptionAndChevronsInTheTint() {
        let picker = Picker("Flavor", selection: .constant(Flavor.vanilla)) {
            ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized).tag(flavor) }
        }
        let layout = lay(picker, nil, nil)
        #expect(layout.placedViews.compactMap(\.text) == ["Vanilla"])
        let chevrons = lay(Image(systemName: "chevron.up.chevron.down").imageScale(.small), nil, nil).size
        #expect(close(layout.size, CGSize(width: textSize(Text("Vanilla")).width + 4 + chevrons.width,
                                          height: textSize(Text("Vanilla")).height)))
        #expect(textColors(picker) == [rgba(0, 122, 255)])
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func aSelectionWithoutATagIsReported() {
        let layout = lay(Picker("n", selection: .constant(7)) { Text("One").tag(1) }, nil, nil)
        #expect(layout.diagnostics.map(\.message)
            == ["Picker: the selection \"7\" is invalid and does not have an associated tag, this will give undefined results."])
    }

    @Test func optionalSelectionsMatchTagsOfTheirWrappedType() {
        let layout = lay(Picker("n", selection: .constant(Int?.some(2))) { Text("One").tag(1); Text("Two").tag(2) }, nil, nil)
        #expect(layout.placedViews.compactMap(\.text) == ["Two"])
    }

    @Test(arguments: [390, 200] as [CGFloat])
    func segmentedPickersShareTheWidthEquallyAndAre32Tall(width: CGFloat) throws {
        let picker = Picker("View", selection: .constant(0)) {
            Text("Day").accessibilityIdentifier("a").tag(0)
            Text("Week").accessibilityIdentifier("b").tag(1)
            Text("Month").accessibilityIdentifier("c").tag(2)
        }
        .pickerStyle(.segmented)
        let layout = lay(picker, width, nil)
        #expect(close(layout.size, CGSize(width: width, height: 32)))
        // Three equal segments inside the 2-point inset: each label centred in its third.
        let segment = (width - 4) / 3
        #expect(abs(try #require(layout.frame(of: "b")).midX - (2 + segment * 1.5)) < 1e-9)
        #expect(fillColors(picker, width).prefix(2) == [rgba(118, 118, 128, 0.12), rgba(255, 255, 255)])
    }

    @Test func wheelsAre216Tall() {
        let picker = Picker("n", selection: .constant(2)) { ForEach(0..<10) { Text("\($0)").tag($0) } }.pickerStyle(.wheel)
        #expect(lay(picker, 300, nil).size == CGSize(width: 300, height: 216))
        #expect(lay(picker, 300, nil).placedViews.compactMap(\.text) == ["0", "1", "2", "3", "4"])
    }
}

@Suite struct DateAndColorPickerTests {
    static let moonLanding = Date(timeIntervalSince1970: -14_182_940)  // 1969-07-20 20:17:40 UTC

    @Test func compactDatePickerShowsDateAndTimePillsInUTC() {
        let layout = lay(DatePicker("Launch", selection: .constant(Self.moonLanding)), 390, nil)
        #expect(layout.placedViews.compactMap(\.text) == ["Launch", "Jul 20, 1969", "8:17 PM"])
        let date = textSize(Text("Jul 20, 1969"))
        #expect(abs(layout.size.height - (date.height + 14)) < 1e-9)
        let dateOnly = lay(DatePicker("d", selection: .constant(Self.moonLanding), displayedComponents: .date).labelsHidden(), nil, nil)
        #expect(close(dateOnly.size, CGSize(width: date.width + 22, height: date.height + 14)))
    }

    @Test func colorPickersShowTheirColourInAWell() {
        #expect(lay(ColorPicker("Accent", selection: .constant(.purple)), 390, nil).size == CGSize(width: 390, height: 28))
        #expect(fillColors(ColorPicker("Accent", selection: .constant(.purple)).labelsHidden()).first == rgba(175, 82, 222))
    }
}
