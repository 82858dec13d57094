import Testing
import Trellis

// `visualEffect` applies the effects its closure makes from the view's placed geometry;
// `scrollTransition` applies its transition's effects for the `.identity` phase. Neither changes
// layout.

@Suite struct VisualEffectTests {
    private var swatch: some View { Color.red.frame(width: 20, height: 10) }

    @Test func effectsAreMadeFromThePlacedGeometry() {
        // Centred in 100 × 100: placed at (40, 45); moved by its width and its global y.
        let view = swatch.visualEffect { content, proxy in
            content.offset(x: proxy.size.width, y: proxy.frame(in: .global).minY)
        }
        let layers = layersOf(drawnItems(view, 100, 100))
        #expect(layers.map(\.transform) == [Transform2D.translation(20, 45)])
    }

    @Test func effectsChainInnermostFirst() {
        let view = swatch.visualEffect { content, _ in
            content.scaleEffect(2).opacity(0.5).blur(radius: 4).hueRotation(.degrees(90))
        }
        let layers = layersOf(drawnItems(view, 100, 100))
        // Outermost first: hue rotation, blur, opacity, then the scale about the centre (50, 50).
        #expect(layers.count == 4)
        #expect(layers[1].filters == [.blur(radius: 4)])
        #expect(layers[2].opacity == 0.5)
        #expect(layers[3].transform == Transform2D(a: 2, b: 0, c: 0, d: 2, tx: -50, ty: -50))
    }

    @Test func layoutIsUnchanged() {
        let view = VStack {
            swatch.visualEffect { content, proxy in content.offset(y: proxy.size.height).rotationEffect(.degrees(30)) }
            swatch.scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
        }
        let plain = VStack { swatch; swatch }
        #expect(lay(view, 200, 200).placedViews.map(\.frame) == lay(plain, 200, 200).placedViews.map(\.frame))
    }

    @Test func scrollTransitionsAreDrawnAtIdentity() {
        let view = swatch.scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
            content
                .opacity(phase.isIdentity ? 1 : 0.2)
                .offset(x: phase.value * 100)
                .scaleEffect(phase.isIdentity ? 1 : 0.5)
        }
        let layers = layersOf(drawnItems(view, 20, 10))
        #expect(layers.map(\.opacity) == [1, 1, 1])
        #expect(layers.map(\.transform) == [.identity, .translation(0, 0), .identity])
    }

    @Test func scrollTransitionsTakeAConfigurationPerEdge() {
        let view = ScrollView {
            ForEach(0..<3) { _ in
                swatch.scrollTransition(topLeading: .interactive, bottomTrailing: .interactive(timingCurve: .easeIn), axis: .vertical) {
                    content, phase in content.blur(radius: phase.isIdentity ? 0 : 10)
                }
            }
        }
        let blurs = layersOf(drawnItems(view, 100, 100)).flatMap(\.filters)
        #expect(blurs == [.blur(radius: 0), .blur(radius: 0), .blur(radius: 0)])
        // Thresholds compose as SwiftUI's do (a picture shows identity whatever they are).
        _ = ScrollTransitionConfiguration.identity.threshold(.hidden.inset(by: 8).interpolated(towards: .centered, amount: 0.5))
    }

    @Test(arguments: [
        (ScrollTransitionPhase.topLeading, -1.0, false), (.identity, 0, true), (.bottomTrailing, 1, false),
    ])
    func phases(phase: ScrollTransitionPhase, value: Double, isIdentity: Bool) {
        #expect(phase.value == value)
        #expect(phase.isIdentity == isIdentity)
    }
}
