import Foundation
import Testing
import Trellis

/// Input controls given values they cannot show (out of range, NaN, infinite, empty): each draws
/// something defined and never traps.
@Suite struct InputBadInputTests {
    static let day: TimeInterval = 86_400
    static let epoch = Date(timeIntervalSince1970: 0)

    static func shown<V: View>(_ picker: V) -> [String] {
        Array(lay(picker, 390, nil).placedViews.compactMap(\.text).dropFirst())
    }

    @Test func aDateOutsideItsRangeIsShownClamped() {
        let year1971 = Date(timeIntervalSince1970: 365 * Self.day), year1972 = Date(timeIntervalSince1970: 730 * Self.day)
        #expect(Self.shown(DatePicker("d", selection: .constant(Self.epoch), in: year1971...year1972, displayedComponents: .date))
            == ["Jan 1, 1971"])
        #expect(Self.shown(DatePicker("d", selection: .constant(.distantFuture), in: year1971...year1972, displayedComponents: .date))
            == ["Jan 1, 1972"])
        #expect(Self.shown(DatePicker("d", selection: .constant(Self.epoch), in: year1971..., displayedComponents: .date))
            == ["Jan 1, 1971"])
        #expect(Self.shown(DatePicker("d", selection: .constant(year1972), in: ...year1971, displayedComponents: .date))
            == ["Jan 1, 1971"])
        // A date inside its range is shown as it is.
        #expect(Self.shown(DatePicker("d", selection: .constant(year1971), in: Self.epoch...year1972, displayedComponents: .date))
            == ["Jan 1, 1971"])
        // The label forms clamp too.
        let labelled = DatePicker(selection: .constant(Self.epoch), in: year1971...year1972, displayedComponents: .date) {
            Text("d")
        }
        #expect(Self.shown(labelled) == ["Jan 1, 1971"])
    }

    // Arguments are intervals, not dates: Foundation's `Date.description` traps on NaN.
    @Test(arguments: [
        (.nan, ["Jan 1, 2001", "12:00 AM"]), (.infinity, ["Jan 1, 4001", "12:00 AM"]),
        (-.infinity, ["Jan 1, 0001", "12:00 AM"]), (1e300, ["Jan 1, 4001", "12:00 AM"]),
    ] as [(TimeInterval, [String])])
    func nonFiniteDatesShowADefinedDate(interval: TimeInterval, expected: [String]) {
        #expect(Self.shown(DatePicker("d", selection: .constant(Date(timeIntervalSince1970: interval)))) == expected)
    }

    @Test func aNaNDateShowsTheStartOfItsRange() {
        let start = Date(timeIntervalSince1970: 365 * Self.day)
        #expect(Self.shown(DatePicker("d", selection: .constant(Date(timeIntervalSince1970: .nan)), in: start...,
                                      displayedComponents: .date)) == ["Jan 1, 1971"])
    }

    @Test(arguments: standardProposals)
    func datePillsKeepTheirSizeWhateverTheyAreOffered(width: CGFloat?, height: CGFloat?) {
        // The pills stand for a UIKit control: they keep their size and a narrow row squeezes the
        // label. Date pill: text + 2 × 11 across, + 2 × 7 down; time pill likewise; 8 apart.
        let date = textSize(Text("Jan 1, 1970")), time = textSize(Text("12:00 AM"))
        let pills = CGSize(width: date.width + 22 + 8 + time.width + 22, height: date.height + 14)
        let hidden = lay(DatePicker("Launch", selection: .constant(Self.epoch)).labelsHidden(), width, height).size
        #expect(close(hidden, pills))
        let labelled = lay(DatePicker("Launch", selection: .constant(Self.epoch)), width, height).size
        let ideal = textSize(Text("Launch")).width + 8 + pills.width
        #expect(close(labelled, CGSize(width: width.map { max($0, pills.width + 8) } ?? ideal, height: pills.height)))
    }

    @Test func noComponentsDrawNoPills() {
        let layout = lay(DatePicker("d", selection: .constant(Self.epoch), displayedComponents: []), 390, nil)
        #expect(layout.placedViews.compactMap(\.text) == ["d"])
    }

    @Test(arguments: [(Double.nan, false, false), (-5, false, true), (15, true, false), (5, true, true), (0, false, true)])
    func stepperSidesFollowTheValueAgainstItsBounds(value: Double, minusActive: Bool, plusActive: Bool) {
        let symbols = flattened(lay(Stepper("n", value: .constant(value), in: 0...10).labelsHidden(), nil, nil).displayList().items)
            .compactMap { item -> Color.Resolved? in
                if case .symbol(_, _, let color) = item { return color }
                return nil
            }
        let primary = rgba(0, 0, 0), tertiary = rgba(60, 60, 67, 0.3)
        #expect(symbols == [minusActive ? primary : tertiary, plusActive ? primary : tertiary])
    }

    @Test func steppersAcceptAZeroOrNegativeStepAndASinglePointRange() {
        #expect(lay(Stepper("n", value: .constant(3), in: 3...3, step: 0), 390, nil).size == CGSize(width: 390, height: 32))
        #expect(lay(Stepper("n", value: .constant(3.0), step: -1), 390, nil).size == CGSize(width: 390, height: 32))
    }

    @Test(arguments: [
        (.infinity, 0...1, nil, 1), (-.infinity, 0...1, nil, 0), (0.5, -.infinity...Double.infinity, nil, 0),
        (0.5, 0...Double.infinity, nil, 0), (0.7, 0...1, 5, 0), (0.7, 0...1, -0.25, 0.7), (0.7, 0...1, .nan, 0.7),
        (0.7, 0...1, .infinity, 0.7), (0.9, 0...1, 0.4, 0.8),
    ] as [(Double, ClosedRange<Double>, Double?, Double)])
    func sliderValuesOutsideWhatItCanShowAreClamped(value: Double, bounds: ClosedRange<Double>, step: Double?, fraction: Double) {
        #expect(sliderFractionForTest(value, bounds, step) == fraction)
    }

    @Test func slidersOfOtherFloatingPointTypes() {
        #expect(lay(Slider(value: .constant(Float(2)), in: 0...4), 300, nil).size == CGSize(width: 300, height: 34))
        #expect(lay(Slider(value: .constant(CGFloat.nan), in: 0...4, step: 1), 300, nil).size == CGSize(width: 300, height: 34))
    }
}
