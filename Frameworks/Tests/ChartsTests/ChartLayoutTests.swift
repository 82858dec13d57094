import Charts
import Foundation
import Testing

/// Three bars of 20, 40 and 60 in a 300 × 200 chart.
struct ThreeBars: View {
    struct Item: Identifiable {
        let name: String
        let value: Int
        var id: String { name }
    }

    let items = [Item(name: "A", value: 20), Item(name: "B", value: 40), Item(name: "C", value: 60)]

    var body: some View {
        Chart(items) { item in
            BarMark(x: .value("Name", item.name), y: .value("Value", item.value))
        }
        .frame(width: 300, height: 200)
    }
}

/// The width of the widest y label and the height of an x label, as text measures them.
private func labelMetrics() -> (yWidth: CGFloat, xHeight: CGFloat) {
    let widths = ["0", "10", "20", "30", "40", "50", "60"].map {
        ViewLayout(Text($0).font(.caption2), in: .unspecified).size.width
    }
    return (widths.max() ?? 0, ViewLayout(Text("A").font(.caption2), in: .unspecified).size.height)
}

@Suite("Chart layout")
struct ChartLayoutTests {
    @Test func thePlotAreaIsTheChartLessTheGutters() throws {
        let layout = ViewLayout(ThreeBars(), in: ProposedViewSize(width: 300, height: 200))
        let metrics = labelMetrics()
        let plot = try #require(layout.frame(of: "Chart.plotArea"))
        let yAxis = try #require(layout.frame(of: "Chart.yAxis"))
        let xAxis = try #require(layout.frame(of: "Chart.xAxis"))
        // The y labels (caption2) sit 6 points right of the plot; the x labels 6 points below.
        #expect(plot == CGRect(x: 0, y: 0, width: 300 - 6 - metrics.yWidth, height: 200 - 6 - metrics.xHeight))
        #expect(yAxis == CGRect(x: plot.maxX + 6, y: 0, width: metrics.yWidth, height: plot.height))
        #expect(xAxis == CGRect(x: 0, y: plot.maxY + 6, width: plot.width, height: metrics.xHeight))
        #expect(layout.frame(of: "Chart.legend") == nil)
    }

    @Test func theExactFramesAt300By200() throws {
        let layout = ViewLayout(ThreeBars(), in: ProposedViewSize(width: 300, height: 200))
        let plot = try #require(layout.frame(of: "Chart.plotArea"))
        let metrics = labelMetrics()
        #expect(plot.height == 200 - 6 - metrics.xHeight)
        // Bars: bands of a third of the plot, 60 % of a band wide, standing on 0, 60 at the top.
        let rectangles = layout.placedViews.filter { $0.kind.hasPrefix("Rectangle") || $0.kind.contains("_ShapeView<Rectangle") }
        #expect(rectangles.count == 3)
        let band = plot.width / 3
        for (index, value) in [20.0, 40.0, 60.0].enumerated() {
            let bar = rectangles[index].frame
            #expect(abs(bar.minX - (plot.minX + band * (CGFloat(index) + 0.2))) < 0.001)
            #expect(abs(bar.width - band * 0.6) < 0.001)
            #expect(abs(bar.maxY - plot.maxY) < 0.001)
            #expect(abs(bar.height - plot.height * value / 60) < 0.001)
        }
    }

    @Test func aLegendBelowThePlotWhenMarksAreColouredByAValue() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3)).foregroundStyle(by: .value("Drink", "Tea"))
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 2)).foregroundStyle(by: .value("Drink", "Coffee"))
        }
        .frame(width: 300, height: 200)
        let layout = ViewLayout(chart, in: ProposedViewSize(width: 300, height: 200))
        let plot = try #require(layout.frame(of: "Chart.plotArea"))
        let xAxis = try #require(layout.frame(of: "Chart.xAxis"))
        let legend = try #require(layout.frame(of: "Chart.legend"))
        #expect(legend.minX == 0)
        #expect(legend.maxY == 200)
        #expect(legend.minY == xAxis.maxY + 8)
        #expect(plot.minY == 0)
    }

    @Test func hiddenAxesLeaveThePlotTheWholeChart() throws {
        let chart = ThreeBars().chartXAxis(.hidden).chartYAxis(.hidden)
        let layout = ViewLayout(chart, in: ProposedViewSize(width: 300, height: 200))
        #expect(layout.frame(of: "Chart.plotArea") == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(layout.frame(of: "Chart.yAxis") == nil)
    }

    @Test func aPieHasNoAxes() throws {
        let chart = Chart {
            SectorMark(angle: .value("Share", 1)).foregroundStyle(by: .value("Kind", "A"))
            SectorMark(angle: .value("Share", 3)).foregroundStyle(by: .value("Kind", "B"))
        }
        .chartLegend(.hidden)
        let layout = ViewLayout(chart, in: ProposedViewSize(width: 200, height: 200))
        #expect(layout.frame(of: "Chart.plotArea") == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(layout.frame(of: "Chart.xAxis") == nil)
    }

    @Test func horizontalBarsListTheirCategoriesFromTheTop() throws {
        let chart = Chart {
            BarMark(x: .value("Sold", 3), y: .value("Name", "First"))
            BarMark(x: .value("Sold", 6), y: .value("Name", "Second"))
        }
        .chartXAxis(.hidden)
        let layout = ViewLayout(chart, in: ProposedViewSize(width: 300, height: 200))
        let plot = try #require(layout.frame(of: "Chart.plotArea"))
        let bars = layout.placedViews.filter { $0.kind.contains("Rectangle") }.map(\.frame)
        #expect(bars.count == 2)
        // Bands of half the plot's height, bars 60 % of a band; the first category on top.
        #expect(abs(bars[0].minY - plot.height * 0.1) < 0.001)
        #expect(abs(bars[1].minY - plot.height * 0.6) < 0.001)
        #expect(abs(bars[0].width - plot.width / 2) < 0.001)
        #expect(abs(bars[1].width - plot.width) < 0.001)
    }
}
