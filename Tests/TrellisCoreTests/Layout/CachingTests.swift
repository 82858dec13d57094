import Testing
@testable import TrellisCore

/// A stack that counts how often it is asked for its size: each call is a cache miss, since
/// the node in front of it answers repeated proposals from its cache.
final class CallCounter: @unchecked Sendable {
    var sizeCalls = 0
}

struct CountingStack: Layout {
    let base: AnyLayout
    let counter: CallCounter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        counter.sizeCalls += 1
        return base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func makeCache(subviews: Subviews) -> Any { base.makeCache(subviews: subviews) }
}

/// Stacks nested `depth` levels, alternating horizontal and vertical, each with two flexible
/// children and a Spacer beside the nested stack: the tree where uncached probing explodes.
func nestedStacks(depth: Int, counter: CallCounter) -> AnyView {
    var view = AnyView(Color.red)
    for level in 0..<depth {
        let layout = level % 2 == 0 ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
        let inner = view
        view = AnyView(CountingStack(base: layout, counter: counter) {
            Color.red
            Color.blue
            Spacer()
            inner
        })
    }
    return view
}

func lay<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> ViewLayout {
    ViewLayout(view, in: ProposedViewSize(width: width, height: height), textMeasurer: PlaceholderTextMeasurer())
}

@Suite struct CachingTests {
    @Test func nestedStacksAreMeasuredLinearlyInDepth() {
        func calls(depth: Int) -> Int {
            let counter = CallCounter()
            _ = lay(nestedStacks(depth: depth, counter: counter), 1000, 1000)
            return counter.sizeCalls
        }
        let shallow = calls(depth: 10)
        let deep = calls(depth: 20)
        // Each stack answers a bounded number of distinct proposals, so twice the depth costs
        // about twice the calls; uncached probing would cost 3^10 times more.
        #expect(deep <= shallow * 3)
        #expect(shallow <= 10 * 64)
    }

    @Test func unchangedRelayoutAsksNothing() {
        let counter = CallCounter()
        let layout = lay(nestedStacks(depth: 8, counter: counter), 400, 300)
        let before = counter.sizeCalls
        layout.relayout(in: ProposedViewSize(width: 400, height: 300))
        #expect(counter.sizeCalls == before)
    }

    @Test func relayoutAtANewSizeKeepsFixedSubtrees() {
        let fixedCounter = CallCounter()
        let flexibleCounter = CallCounter()
        let fixedPart = CountingStack(base: AnyLayout(HStackLayout()), counter: fixedCounter) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
        let view = CountingStack(base: AnyLayout(VStackLayout()), counter: flexibleCounter) {
            fixedPart.fixedSize()
            Color.green
        }
        let layout = lay(view, 400, 300)
        let fixedBefore = fixedCounter.sizeCalls
        let flexibleBefore = flexibleCounter.sizeCalls
        layout.relayout(in: ProposedViewSize(width: 200, height: 300))
        // The fixed-size part is always proposed (nil, nil): answered from its cache.
        #expect(fixedCounter.sizeCalls == fixedBefore)
        #expect(flexibleCounter.sizeCalls > flexibleBefore)
        #expect(layout.size == CGSize(width: 200, height: 300))
    }

    @Test func sizeCacheStoresManyProposals() {
        var cache = SizeCache()
        for index in 0..<100 {
            cache.store(CGSize(width: index, height: index), for: SizeCache.Key(ProposedViewSize(width: CGFloat(index), height: nil)))
        }
        // The 3 inline entries and the last 64 of the overflow are kept.
        #expect(cache.count == 67)
        #expect(cache.size(for: SizeCache.Key(ProposedViewSize(width: 1, height: nil))) == CGSize(width: 1, height: 1))
        #expect(cache.size(for: SizeCache.Key(ProposedViewSize(width: 99, height: nil))) == CGSize(width: 99, height: 99))
        #expect(cache.size(for: SizeCache.Key(ProposedViewSize(width: 5, height: nil))) == nil)
        #expect(cache.size(for: SizeCache.Key(ProposedViewSize(width: 99, height: 0))) == nil)
    }

    @Test func zeroAndNegativeZeroAreTheSameProposal() {
        #expect(SizeCache.Key(ProposedViewSize(width: 0, height: nil)) == SizeCache.Key(ProposedViewSize(width: -0.0, height: nil)))
    }

    /// A NaN proposal (∞ − ∞ upstream) is answered NaN by most views; filed under nil, that
    /// answer was taken for the view's ideal size by the next unspecified proposal.
    @Test func nanIsNotTheUnspecifiedProposal() {
        #expect(SizeCache.Key(ProposedViewSize(width: nil, height: nil)) != SizeCache.Key(ProposedViewSize(width: .nan, height: nil)))
        #expect(SizeCache.Key(ProposedViewSize(width: .nan, height: nil)) == SizeCache.Key(ProposedViewSize(width: -.nan, height: nil)))
    }
}
