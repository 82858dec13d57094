import Testing
@testable import TrellisCore

/// The runtime's hooks cost a plain layout nothing: no actions are kept on nodes, no state is
/// bound, and the layout is the one it was.
@Suite("The view runtime, absent")
struct PlainLayoutRuntimeTests {
    private struct Tappable: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("\(taps)")
                Color.red.frame(width: 10, height: 10).onTapGesture { taps += 1 }.accessibilityLabel("tap")
            }
            .onAppear { taps = 5 }
        }
    }

    @Test func aPlainLayoutKeepsNoActionsAndRunsNone() {
        let layout = ViewLayout(Tappable(), in: ProposedViewSize(width: 100, height: 100), textMeasurer: PlaceholderTextMeasurer())
        #expect(layout.session.runtime == nil)
        #expect(layout.placedNodesInOrder().allSatisfy { NodeActions.of($0) == nil })
        // onAppear did not run: the picture shows the initial state.
        #expect(layout.placedViews.compactMap(\.text) == ["0"])
    }

    @Test func aHostKeepsTheActionOnTheTappedNode() throws {
        let host = ViewHost(Tappable(), in: ProposedViewSize(width: 100, height: 100), textMeasurer: PlaceholderTextMeasurer())
        // onAppear ran once, after the first update.
        #expect(host.texts == ["5"])
        try host.tap("tap")
        #expect(host.texts == ["6"])
        #expect(host.layout.placedNodesInOrder().filter { NodeActions.of($0)?.tap != nil }.count == 1)
    }
}
