import Testing
import Trellis

/// A finding of the random-tree runner (Benchmarks' `random-trees`): a chain of 10,000
/// random modifiers never finished, because an explicit alignment guide was asked again at every
/// level above it, 2 to 3 times per level. Counted here with the guide's closure, which runs
/// once per question: now once per proposal the text is laid out with, at any depth.
@Suite("Findings of the random-tree runner: guide queries")
struct RandomTreeGuideQueryTests {
    final class Counter: @unchecked Sendable {
        // Only the layout on the test's own thread touches it.
        var count = 0
    }

    struct Wrapper: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let wrap: @Sendable (AnyView) -> AnyView
        /// The closure's calls under 1…8 levels of the wrapper.
        let calls: [Int]
        /// The calls under 1…8 levels before containers kept their guides' answers.
        let callsUncached: [Int]
    }

    static let wrappers: [Wrapper] = [
        Wrapper(
            testDescription: "ZStack(alignment: .centerFirstTextBaseline)",
            wrap: { view in AnyView(ZStack(alignment: .centerFirstTextBaseline) { view }) },
            // Sized with the window's proposal, placed with its own size: two proposals.
            calls: Array(repeating: 2, count: 8),
            callsUncached: [3, 13, 43, 133, 403, 1213, 3643, 10933]),
        Wrapper(
            testDescription: "HStack(alignment: .firstTextBaseline)",
            wrap: { view in AnyView(HStack(alignment: .firstTextBaseline) { view }) },
            calls: Array(repeating: 1, count: 8),
            callsUncached: [2, 6, 14, 30, 62, 126, 254, 510]),
        Wrapper(
            testDescription: ".frame(width: 100, alignment: .centerFirstTextBaseline)",
            wrap: { view in AnyView(view.frame(width: 100, alignment: .centerFirstTextBaseline)) },
            calls: Array(repeating: 1, count: 8),
            callsUncached: [1, 3, 7, 15, 31, 63, 127, 255]),
        Wrapper(
            testDescription: ".frame(maxWidth: 100, alignment: .centerFirstTextBaseline)",
            wrap: { view in AnyView(view.frame(maxWidth: 100, alignment: .centerFirstTextBaseline)) },
            calls: Array(repeating: 1, count: 8),
            callsUncached: [1, 3, 7, 15, 31, 63, 127, 255]),
    ]

    /// How often `Text("a").alignmentGuide(.firstTextBaseline) { … }` is asked for its guide
    /// under `depth` levels of `wrapper`, in a 300 × 300 window.
    static func calls(_ wrapper: Wrapper, depth: Int) -> Int {
        let counter = Counter()
        var view = AnyView(Text("a").alignmentGuide(.firstTextBaseline) { d in
            counter.count += 1
            return d.height
        })
        for _ in 0..<depth { view = wrapper.wrap(view) }
        _ = ViewLayout(view, in: ProposedViewSize(width: 300, height: 300), textMeasurer: PlaceholderTextMeasurer())
        return counter.count
    }

    /// Each level asks its child's guide two or three times, so N levels asked 2^N − 1 to
    /// (3^(N+1) − 3) / 2 times when nothing kept the answer: 20 nested baseline-aligned ZStacks
    /// would run the closure some 5 × 10⁹ times. Spec § 0: answers are cached per proposal; a
    /// guide is part of the answer (`ViewDimensions`), so a container keeps its guides' answers
    /// per proposal (`LayoutNode.explicitValue`), as it keeps its sizes.
    @Test(arguments: wrappers)
    func guideQueriesAreLinearInDepth(_ wrapper: Wrapper) {
        let counts = (1...8).map { Self.calls(wrapper, depth: $0) }
        #expect(counts == wrapper.calls)
        #expect(counts[7] < wrapper.callsUncached[7])
    }

    /// A guide's answer is kept per proposal, and forgotten with the sizes.
    @Test func discardedCachesAskTheGuideAgain() {
        let counter = Counter()
        let view = HStack(alignment: .firstTextBaseline) {
            Text("a").alignmentGuide(.firstTextBaseline) { d in
                counter.count += 1
                return d.height
            }
            Text("b")
        }
        let layout = ViewLayout(view, in: ProposedViewSize(width: 300, height: 300), textMeasurer: PlaceholderTextMeasurer())
        #expect(counter.count == 1)
        layout.relayout(in: ProposedViewSize(width: 300, height: 300))
        #expect(counter.count == 1)
        layout.discardCachedSizes()
        layout.relayout(in: ProposedViewSize(width: 300, height: 300))
        #expect(counter.count == 2)
    }
}
