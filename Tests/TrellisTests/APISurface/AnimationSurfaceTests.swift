import Testing
import Trellis

// Compile fixture for SwiftUI's animation-scoped modifiers and navigation transitions
// (docs/api-surface.md): `animation(_:body:)` and `transaction(_:body:)` apply their body's
// modifiers as they end; zoom transitions and their sources keep the layout.

private struct TransitionFixture: View {
    @Namespace private var namespace
    @State private var value = 1

    var body: some View {
        VStack {
            Color.red.frame(width: 40, height: 20)
                .matchedTransitionSource(id: "card", in: namespace)
                .matchedTransitionSource(id: "other", in: namespace) { source in
                    source.background(.blue).clipShape(RoundedRectangle(cornerRadius: 8)).shadow(radius: 3)
                }
                .navigationTransition(.zoom(sourceID: "card", in: namespace))
                .navigationTransition(.automatic)
                .transaction(value: value) { transaction in transaction.animation = .default }
        }
    }
}

@Suite struct AnimationSurfaceTests {
    @Test func scopedAnimationsApplyTheirBody() {
        let animated = Color.red.animation(.spring) { content in content.frame(width: 30, height: 10) }
        #expect(lay(animated, 100, 100).size == size(30, 10))
        let transacted = Color.red.transaction({ $0.disablesAnimations = true }) { content in content.frame(width: 20, height: 5).padding(2) }
        #expect(lay(transacted, 100, 100).size == size(24, 9))
    }

    @Test func transitionsKeepTheLayout() {
        #expect(lay(TransitionFixture(), 100, 100).size == size(40, 20))
    }
}
