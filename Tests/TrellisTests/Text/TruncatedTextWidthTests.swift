import Testing
import Trellis

/// A truncated `Text` is as wide as the line it shows (the ellipsis included), not the width it
/// was proposed. Evidence: Sentry's `recursiveDescription` dumps from an iOS 18 simulator
/// (`getsentry/sentry-cocoa`, `SentryUIRedactBuilderTests+SwiftUI.swift`), where a 120 × 60
/// window below a 42-point status area proposes 120 × 18:
/// - `Label("Hello SwiftUI", systemImage: "house")`: the title shows one line, "Hello Swif…",
///   drawn 83.333 wide; the label (a 24-point icon slot, 8, the title) is centred at x 2.333,
///   so it is 115.333 wide and its title 83.333, not the 88 it was proposed;
/// - `Text("Hello SwiftUI").padding(20)` at 20 pt: the text drawn 79.667 wide at x 20.333, the
///   padded view 119.667 wide and centred, not 120.
/// SF's glyphs are not Inter's, so Trellis's lines are a fraction of a point off those widths.
/// See docs/divergences.md T8.
@Suite struct TruncatedTextWidthTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var text: @Sendable () -> AnyView
        var proposal: ProposedViewSize
        /// Trellis's size; the iOS recording's width is in the description.
        var size: CGSize
    }

    static let cases: [Case] = [
        Case(
            testDescription: "one line of two shown in 88 × 18 (iOS 83.333)", text: { AnyView(Text("Hello SwiftUI")) },
            proposal: ProposedViewSize(width: 88, height: 18), size: CGSize(width: 84, height: 61.0 / 3)),
        Case(
            testDescription: "20 pt, one line in 80 × 0 (iOS 79.667)", text: { AnyView(Text("Hello SwiftUI").font(.system(size: 20))) },
            proposal: ProposedViewSize(width: 80, height: 0), size: CGSize(width: 238.0 / 3, height: 24)),
        // A line limit truncates the same way (a choice: no recording of it was found).
        Case(
            testDescription: "lineLimit(1) in 88", text: { AnyView(Text("Hello SwiftUI").lineLimit(1)) },
            proposal: ProposedViewSize(width: 88, height: nil), size: CGSize(width: 84, height: 61.0 / 3)),
    ]

    @Test(arguments: cases)
    func aTruncatedTextIsAsWideAsItsLine(_ item: Case) {
        let layout = ViewLayout(item.text(), in: item.proposal)
        #expect(layout.size == item.size)
    }

    @Test func theLabelsTitleLeavesTheRowCentredAsOnIOS() {
        // The Sentry label's geometry with an icon slot of 24: the row is 24 + 8 + 84 = 116
        // wide, centred in 120 at x 2 (iOS: 115.333 at 2.333).
        let row = HStack(spacing: 8) {
            Color.clear.frame(width: 24, height: 17)
            Text("Hello SwiftUI").accessibilityIdentifier("title")
        }
        let layout = ViewLayout(row, in: ProposedViewSize(width: 120, height: 18))
        #expect(layout.size.width == 116)
        #expect(layout.origin.x == 2)
        #expect(layout.frame(of: "title")?.minX == 34)
    }
}
