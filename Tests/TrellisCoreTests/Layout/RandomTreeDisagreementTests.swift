import Foundation
import Testing
@testable import TrellisCore

/// Cases an independent model of the spec found where Trellis disagreed (issue 15), with the
/// frames the spec gives.
@Suite("Disagreements found by the random-tree check")
struct RandomTreeDisagreementTests {
    /// Spec § 5, step 2: "among infinitely flexible children the one with the larger minimum goes
    /// first" — a stack child counts with the minimum its own children give it.
    @Test func amongInfinitelyFlexibleChildrenTheLargerMinimumGoesFirst() {
        let view = HStack {
            Color.red.frame(minWidth: 176).accessibilityIdentifier("f")
            VStack(spacing: 4) { Color.teal; Color.purple }.accessibilityIdentifier("v")
        }
        let layout = ViewLayout(view, in: ProposedViewSize(width: 200, height: 100), textMeasurer: PlaceholderTextMeasurer())
        #expect(layout.size == CGSize(width: 200, height: 100))
        #expect(layout.frame(of: "f") == CGRect(x: 0, y: 0, width: 176, height: 100))
        #expect(layout.frame(of: "v") == CGRect(x: 184, y: 0, width: 16, height: 100))
    }

    /// Spec § 5: placement re-runs the distribution with the original proposal; an HStack whose
    /// capsule fills is infinitely flexible in height, so the rigid pink frame goes first and the
    /// HStack is offered — and placed with — the 75 left.
    @Test func aFlexibleStackIsPlacedWithTheProposalItWasSizedWith() {
        let view = VStack(spacing: 16) {
            HStack(alignment: .top) {
                Capsule().accessibilityIdentifier("cap")
                Rectangle().frame(width: 44, height: 75)
            }
            .accessibilityIdentifier("h")
            Color.pink.frame(width: 320, height: 24).accessibilityIdentifier("pink")
        }
        let layout = ViewLayout(view, in: ProposedViewSize(width: 244.5, height: 115), textMeasurer: PlaceholderTextMeasurer())
        #expect(layout.frame(of: "h") == CGRect(x: 0, y: 0, width: 244.5, height: 75))
        #expect(layout.frame(of: "cap") == CGRect(x: 0, y: 0, width: 192.5, height: 75))
        #expect(layout.frame(of: "pink") == CGRect(x: -37.75, y: 91, width: 320, height: 24))
    }
}
