import Charts
import Foundation
import Testing

@Suite("Charts are drawn")
struct ChartRenderingTests {
    /// Writes each chart to /tmp/trellis-charts/NAME.png (looked at by hand) and checks it has
    /// the marks' colours.
    @MainActor
    @Test func theChartsDraw() throws {
        let folder = URL(fileURLWithPath: "/tmp/trellis-charts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let charts: [(String, AnyView)] = [
            ("combined", AnyView(CombinedChart().frame(width: 360).background(Color.white))),
            ("stacked", AnyView(StackedBars().frame(width: 360).background(Color.white))),
            ("donut", AnyView(Donut().frame(width: 360).background(Color.white))),
            ("lines", AnyView(MoodLines().frame(width: 360).background(Color.white))),
            ("horizontal", AnyView(HorizontalBars().frame(width: 360).background(Color.white))),
        ]
        for (name, view) in charts {
            let renderer = ImageRenderer(content: view)
            renderer.scale = 2
            let image = try #require(renderer.rgbaImage())
            try #require(renderer.pngData()).write(to: folder.appendingPathComponent("\(name).png"))
            #expect(image.width == 720)
        }
    }

    @MainActor
    @Test func barsAreTheAccentBlue() throws {
        let image = try #require(ImageRenderer(content: ThreeBars().background(Color.white)).rgbaImage())
        // The middle of the third bar (value 60): system blue (iOS 26, the default design).
        let layout = ViewLayout(ThreeBars(), in: ProposedViewSize(width: 300, height: 200))
        let plot = try #require(layout.frame(of: "Chart.plotArea"))
        let x = Int(plot.minX + plot.width * 5 / 6), y = Int(plot.midY)
        #expect(image[x, y] == (0, 136, 255, 255))
    }
}
