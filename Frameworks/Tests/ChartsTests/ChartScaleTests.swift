@testable import Charts
import Foundation
import Testing

@Suite("Scales, stacking and colours")
struct ChartScaleTests {
    /// Domains of data → the nice domain and its ticks (about five, steps of 1, 2 or 5 × 10ⁿ).
    @Test(arguments: [
        (0.0, 60.0, [0.0, 10, 20, 30, 40, 50, 60]),
        (0.0, 56.0, [0.0, 10, 20, 30, 40, 50, 60]),
        (0.0, 100.0, [0.0, 20, 40, 60, 80, 100]),
        (0.0, 1.0, [0.0, 0.2, 0.4, 0.6, 0.8, 1]),
        (-30.0, 50.0, [-40.0, -20, 0, 20, 40, 60]),
        (0.0, 7.0, [0.0, 1, 2, 3, 4, 5, 6, 7]),
        (0.0, 1234.0, [0.0, 200, 400, 600, 800, 1000, 1200, 1400]),
        (0.0, 0.0, [0.0, 0.2, 0.4, 0.6, 0.8, 1]),
    ])
    func niceTicks(lower: Double, upper: Double, ticks: [Double]) {
        let domain = NiceTicks.domain(lower: lower, upper: upper)
        #expect(domain.ticks == ticks)
        #expect(domain.lower == ticks.first)
        #expect(domain.upper == ticks.last)
    }

    @Test(arguments: [(0.0, "0"), (1000.0, "1,000"), (0.2, "0.2"), (-40.0, "-40"), (1234567.0, "1,234,567"), (2.5, "2.5")])
    func numberLabels(value: Double, text: String) {
        #expect(AxisLabelFormatting.number(value) == text)
    }

    private func records<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> [MarkRecord] {
        var marks = _ChartMarks()
        content()._collect(into: &marks)
        return marks.records
    }

    @Test func barsSharingACategoryStack() {
        let marks = records {
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3)).foregroundStyle(by: .value("Drink", "Tea"))
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 2)).foregroundStyle(by: .value("Drink", "Coffee"))
            BarMark(x: .value("Day", "Tue"), y: .value("Cups", 4)).foregroundStyle(by: .value("Drink", "Tea"))
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", -1)).foregroundStyle(by: .value("Drink", "Water"))
        }
        let intervals = Stacking.intervals(of: marks)
        #expect(intervals[0]! == (0, 3))
        #expect(intervals[1]! == (3, 5))
        #expect(intervals[2]! == (0, 4))
        #expect(intervals[3]! == (-1, 0))
        let scales = ChartScales(records: marks, configuration: ChartConfiguration())
        #expect(scales.x == .categories(["Mon", "Tue"]))
        #expect(scales.y == .continuous(lower: -1, upper: 5, ticks: [-1, 0, 1, 2, 3, 4, 5], isDate: false))
    }

    @Test func unstackedAndNormalizedBars() {
        let marks = records {
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3), stacking: .normalized)
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 1), stacking: .normalized)
            BarMark(x: .value("Day", "Tue"), y: .value("Cups", 3), stacking: .unstacked)
            BarMark(x: .value("Day", "Tue"), y: .value("Cups", 1), stacking: .unstacked)
        }
        let intervals = Stacking.intervals(of: marks)
        #expect(intervals[0]! == (0, 0.75))
        #expect(intervals[1]! == (0.75, 1))
        #expect(intervals[2]! == (0, 3))
        #expect(intervals[3]! == (0, 1))
    }

    @Test func thePaletteInOrderOfFirstAppearance() {
        let marks = records {
            ForEach(["a", "b", "c", "d", "e", "f", "g", "h", "b"], id: \.self) { name in
                PointMark(x: .value("X", 1), y: .value("Y", 1)).foregroundStyle(by: .value("Series", name))
            }
        }
        let scale = StyleScale(records: marks, configuration: ChartConfiguration())
        #expect(scale.domain.keys == ["a", "b", "c", "d", "e", "f", "g", "h"])
        let expected: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .blue]
        for (key, color) in zip(scale.domain.keys, expected) {
            #expect(scale.style(for: key).description == AnyShapeStyle(color).description)
        }
        // A mark without a style is the accent colour.
        let plain = records { PointMark(x: .value("X", 1), y: .value("Y", 1)) }
        #expect(StyleScale(records: plain, configuration: ChartConfiguration()).style(of: plain[0]).description
            == AnyShapeStyle(Color.accentColor).description)
    }

    @Test func aForegroundStyleScaleSetsTheColours() {
        var configuration = ChartConfiguration()
        configuration.styleDomain = [.category("Tea"), .category("Coffee")]
        configuration.styleRange = [AnyShapeStyle(Color.brown), AnyShapeStyle(Color.mint)]
        let marks = records {
            BarMark(x: .value("D", "Mon"), y: .value("C", 1)).foregroundStyle(by: .value("Drink", "Coffee"))
        }
        let scale = StyleScale(records: marks, configuration: configuration)
        #expect(scale.style(of: marks[0]).description == AnyShapeStyle(Color.mint).description)
    }

    @Test func axisDomainsIncludeZeroUnlessTold() {
        let marks = records {
            LineMark(x: .value("X", 1), y: .value("Y", 120))
            LineMark(x: .value("X", 2), y: .value("Y", 140))
        }
        let scales = ChartScales(records: marks, configuration: ChartConfiguration())
        #expect(scales.y == .continuous(lower: 0, upper: 140, ticks: [0, 20, 40, 60, 80, 100, 120, 140], isDate: false))
        var configuration = ChartConfiguration()
        configuration.yDomain = .automatic(includesZero: false, reversed: nil)
        let zoomed = ChartScales(records: marks, configuration: configuration)
        #expect(zoomed.y == .continuous(lower: 120, upper: 140, ticks: [120, 125, 130, 135, 140], isDate: false))
    }
}
