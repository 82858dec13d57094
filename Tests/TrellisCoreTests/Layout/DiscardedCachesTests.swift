import Testing
@testable import TrellisCore

/// Every node of a laid-out tree, depth first.
private func allNodes(_ layout: ViewLayout) -> [LayoutNode] {
    var found: [LayoutNode] = []
    var pending = [layout.root]
    while let node = pending.popLast() {
        found.append(node)
        pending.append(contentsOf: node.subnodes)
    }
    return found
}

/// A view, and whether its node keeps no answers that `discardCachedSizes()` must forget.
struct AnswerKeepingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let keepsNoAnswers: Bool
    let view: @MainActor @Sendable () -> AnyView

    var testDescription: String { name }
}

@Suite struct DiscardedCachesTests {
    @Test func relayoutAfterDiscardingCachesMeasuresAgainWithTheSameResult() {
        let counter = CallCounter()
        let layout = lay(nestedStacks(depth: 6, counter: counter), 400, 300)
        let first = counter.sizeCalls
        let frames = layout.placedViews.map(\.frame)
        layout.discardCachedSizes()
        layout.relayout(in: ProposedViewSize(width: 400, height: 300))
        #expect(counter.sizeCalls == 2 * first)
        #expect(layout.placedViews.map(\.frame) == frames)
    }

    static let cases: [AnswerKeepingCase] = [
        AnswerKeepingCase(name: "colour", keepsNoAnswers: true) { AnyView(Color.red) },
        AnswerKeepingCase(name: "colour in a frame of one fixed dimension", keepsNoAnswers: true) {
            AnyView(Color.red.frame(height: 10))
        },
        AnswerKeepingCase(name: "colour in a fixed frame in a fixed frame", keepsNoAnswers: true) {
            AnyView(Color.red.frame(width: 10, height: 10).frame(width: 20, height: 20))
        },
        // A frame of one fixed dimension over a frame caches its answers.
        AnswerKeepingCase(name: "colour in two frames of one fixed dimension", keepsNoAnswers: false) {
            AnyView(Color.red.frame(height: 10).frame(width: 20))
        },
        AnswerKeepingCase(name: "text in a fixed frame", keepsNoAnswers: false) {
            AnyView(Text("Hello").frame(width: 50, height: 20))
        },
        AnswerKeepingCase(name: "padded colour", keepsNoAnswers: false) { AnyView(Color.red.padding(4)) },
        AnswerKeepingCase(name: "stack of framed colours (keeps its own answers)", keepsNoAnswers: false) {
            AnyView(HStack { Color.red.frame(width: 10, height: 10) })
        },
    ]

    @Test(arguments: cases)
    @MainActor func whichNodesKeepNoAnswers(_ testCase: AnswerKeepingCase) {
        let layout = lay(testCase.view(), 100, 100)
        #expect(layout.root.keepsNoAnswers == testCase.keepsNoAnswers)
    }

    /// A row of framed colours is one node to visit when caches are discarded; a row with one
    /// child that keeps answers must be walked.
    @Test func aStackKnowsWhetherItsChildrenKeepAnswers() {
        let plain = lay(HStack { ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) } }, 100, 100)
        #expect(plain.root.subnodesKeepNoAnswers)
        let mixed = lay(HStack { Color.red.frame(width: 10, height: 10); Text("Hi") }, 100, 100)
        #expect(!mixed.root.subnodesKeepNoAnswers)
        let empty = lay(VStack(spacing: 0) { HStack {}; Color.red }, 100, 100)
        #expect(empty.root.children[0].subnodesKeepNoAnswers)
    }

    /// Whatever the walk leaves out, no node keeps an answer after the caches are discarded,
    /// and the next layout places everything where the first did.
    @Test func everyAnswerIsForgotten() {
        let view = VStack(spacing: 0) {
            HStack(spacing: 0) { ForEach(0..<4) { _ in Color.red.frame(height: 10) } }
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Text("Hello").frame(width: 50, height: 20)
                Color.blue.padding(4).frame(width: 30, height: 30)
            }
            Color.green.frame(height: 10).frame(width: 80)
        }
        let layout = lay(view, 200, 200)
        let frames = layout.placedViews.map(\.frame)
        let nodes = allNodes(layout)
        #expect(nodes.contains { $0.cachedAnswerCount > 0 && $0.kindName == "Text" })
        #expect(nodes.contains { $0.cachedAnswerCount > 0 && $0.kindName == "Padding" })
        layout.discardCachedSizes()
        #expect(nodes.allSatisfy { $0.cachedAnswerCount == 0 })
        layout.relayout(in: ProposedViewSize(width: 200, height: 200))
        #expect(layout.placedViews.map(\.frame) == frames)
    }
}
