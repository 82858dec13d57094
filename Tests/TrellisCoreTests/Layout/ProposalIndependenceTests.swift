import Testing
@testable import TrellisCore

/// A view and the axes along which its root node's size cannot depend on the proposal.
struct IndependenceCase: CustomTestStringConvertible, Sendable {
    let name: String
    let axes: Axis.Set
    let view: @Sendable @MainActor () -> AnyView

    var testDescription: String { name }
}

private var fixed: some View { Color.red.frame(width: 10, height: 10) }

@Suite struct ProposalIndependenceTests {
    static let cases: [IndependenceCase] = [
        IndependenceCase(name: "colour", axes: []) { AnyView(Color.red) },
        IndependenceCase(name: "frame(width:)", axes: .horizontal) { AnyView(Color.red.frame(width: 10)) },
        IndependenceCase(name: "frame(height:)", axes: .vertical) { AnyView(Color.red.frame(height: 10)) },
        IndependenceCase(name: "frame(width:height:)", axes: [.horizontal, .vertical]) { AnyView(fixed) },
        IndependenceCase(name: "padded fixed frame", axes: [.horizontal, .vertical]) { AnyView(fixed.padding(3)) },
        IndependenceCase(name: "fixed frame with a background", axes: [.horizontal, .vertical]) {
            AnyView(fixed.background(Color.blue))
        },
        IndependenceCase(name: "frame(width:) around frame(height:)", axes: [.horizontal, .vertical]) {
            AnyView(Color.red.frame(height: 5).frame(width: 10))
        },
        IndependenceCase(name: "flexible frame around a fixed one", axes: []) {
            AnyView(fixed.frame(maxWidth: 100))
        },
        IndependenceCase(name: "HStack of fixed frames", axes: [.horizontal, .vertical]) {
            AnyView(HStack { fixed; fixed })
        },
        IndependenceCase(name: "HStack of a fixed and a fixed-height frame", axes: .vertical) {
            AnyView(HStack { fixed; Color.red.frame(height: 5) })
        },
        IndependenceCase(name: "VStack with a colour", axes: []) { AnyView(VStack { fixed; Color.red }) },
        IndependenceCase(name: "empty HStack", axes: []) { AnyView(HStack {}) },
    ]

    @Test(arguments: cases)
    @MainActor func independentAxesFlowUp(_ testCase: IndependenceCase) {
        let layout = lay(testCase.view(), 100, 100)
        #expect(layout.root.proposalIndependentAxes == testCase.axes)
    }

    /// A VStack probes its children at heights 0, ∞ and its offer; a row of fixed frames
    /// answers all of them from one measurement, yet is still offered what SwiftUI offers.
    @Test func rowOfFixedFramesIsMeasuredOnceAndOfferedAsBefore() {
        let row = HStack(spacing: 0) {
            ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) }
        }
        let layout = lay(VStack(spacing: 0) { row; Color.blue }, 100, 100)
        let rowNode = layout.root.children[0]
        #expect(rowNode.cachedAnswerCount == 1)
        #expect(rowNode.frame == CGRect(x: 35, y: 0, width: 30, height: 10))
        // Neither child is of lower priority, so the rigid row is offered half the height.
        #expect(rowNode.placedProposal == ProposedViewSize(width: 100, height: 50))
        #expect(rowNode.children[0].placedProposal == ProposedViewSize(width: 100.0 / 3, height: 50))
        #expect(rowNode.children[2].frame == CGRect(x: 55, y: 0, width: 10, height: 10))
        #expect(layout.root.children[1].frame == CGRect(x: 0, y: 10, width: 100, height: 90))
    }
}

/// Infinitely flexible siblings are offered space larger minimum first; in source order
/// when their minimums already decrease.
@Suite struct InfinitelyFlexibleOrderTests {
    @Test(arguments: [
        (CGFloat(10), CGFloat(60), CGFloat(40), CGFloat(60)),
        (60, 10, 60, 40),
        (30, 30, 50, 50),
    ])
    func largerMinimumIsOfferedFirst(first: CGFloat, second: CGFloat, firstWidth: CGFloat, secondWidth: CGFloat) {
        let layout = lay(HStack(spacing: 0) {
            Color.red.frame(minWidth: first, maxWidth: .infinity)
            Color.blue.frame(minWidth: second, maxWidth: .infinity)
        }, 100, 10)
        #expect(layout.root.children.map(\.frame.width) == [firstWidth, secondWidth])
    }
}
