import Foundation
import Testing
@testable import TrellisCore

/// Text styles at each Dynamic Type size: Apple's Human Interface Guidelines tables.
@Suite("Dynamic Type")
struct DynamicTypeTests {
    @Test(arguments: [
        (Font.TextStyle.body, DynamicTypeSize.xSmall, CGFloat(14)), (.body, .large, 17), (.body, .xxxLarge, 23),
        (.body, .accessibility1, 28), (.body, .accessibility5, 53), (.largeTitle, .xSmall, 31), (.largeTitle, .accessibility5, 60),
        (.caption2, .small, 11), (.caption2, .accessibility3, 29), (.footnote, .medium, 12), (.title, .xLarge, 30),
        (.headline, .accessibility2, 33), (.subheadline, .xxLarge, 19), (.callout, .accessibility4, 44),
    ])
    func pointSizes(style: Font.TextStyle, size: DynamicTypeSize, points: CGFloat) {
        #expect(style.pointSize(at: size) == points)
    }

    @Test func everyStyleGrowsWithTheSize() {
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { style.pointSize(at: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
            #expect(style.pointSize(at: .large) == style.pointSize)
        }
    }

    @Test func textIsMeasuredAtTheEnvironmentsSize() {
        func fontSize(_ view: some View) -> CGFloat? {
            let layout = ViewLayout(view, in: .unspecified, textMeasurer: PlaceholderTextMeasurer())
            guard case .text(let text)? = layout.displayList().items.first else { return nil }
            return text.text.runs.first?.font.size
        }
        #expect(fontSize(Text("A")) == 17)
        #expect(fontSize(Text("A").dynamicTypeSize(.accessibility2)) == 33)
        #expect(fontSize(Text("A").font(.caption).environment(\.dynamicTypeSize, .xxxLarge)) == 18)
        // A fixed size never scales; a custom font relative to a style scales with it.
        #expect(fontSize(Text("A").font(.system(size: 20)).dynamicTypeSize(.accessibility5)) == 20)
        #expect(fontSize(Text("A").font(.custom("Inter", size: 34)).dynamicTypeSize(.xSmall)) == 28)
        #expect(fontSize(Text("A").font(.custom("Inter", fixedSize: 34)).dynamicTypeSize(.xSmall)) == 34)
    }

    @Test(arguments: [
        (DynamicTypeSize.accessibility5, DynamicTypeSize.xxxLarge), (.xSmall, .xSmall), (.large, .large),
    ])
    func aRangeKeepsTheSizeInside(_ size: DynamicTypeSize, _ expected: DynamicTypeSize) {
        let layout = ViewLayout(
            Text("A").dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(size), in: .unspecified,
            textMeasurer: PlaceholderTextMeasurer())
        guard case .text(let text)? = layout.displayList().items.first else {
            Issue.record("no text")
            return
        }
        #expect(text.text.runs.first?.font.size == Font.TextStyle.body.pointSize(at: expected))
    }

    private struct Scaled: View {
        @ScaledMetric var padding: CGFloat = 10
        @ScaledMetric(relativeTo: .largeTitle) var title: CGFloat = 34

        var body: some View {
            Color.red.frame(width: padding, height: title)
        }
    }

    @Test(arguments: [
        (DynamicTypeSize.large, CGSize(width: 10, height: 34)),
        (.accessibility1, CGSize(width: CGFloat(10) * 28 / 17, height: 44)),
        (.xSmall, CGSize(width: CGFloat(10) * 14 / 17, height: 31)),
    ])
    func scaledMetricsFollowTheSize(_ size: DynamicTypeSize, _ expected: CGSize) {
        let layout = ViewLayout(Scaled().dynamicTypeSize(size), in: .unspecified, textMeasurer: PlaceholderTextMeasurer())
        #expect(layout.size == expected)
    }
}
