import Testing
import Trellis

// Compile fixture for SwiftUI's drawing, hover and coordinate-space modifiers
// (docs/api-surface.md): the background and overlay forms draw their shapes, `luminanceToAlpha`
// draws its colour matrix, named coordinate spaces are read by geometry readers, a scroll
// position at an edge starts the scroll view there; hover and palette effects keep layout.

private func layers(_ items: [DisplayItem]) -> [DisplayLayer] {
    items.flatMap { item -> [DisplayLayer] in
        guard case .layer(let layer) = item else { return [] }
        return [layer] + layers(layer.items)
    }
}

private func fills(_ items: [DisplayItem]) -> [Color.Resolved] {
    items.flatMap { item -> [Color.Resolved] in
        switch item {
        case .fill(_, let color): [color]
        case .layer(let layer): fills(layer.items)
        default: []
        }
    }
}

private struct HoverFixture: View {
    var body: some View {
        Color.red.frame(width: 40, height: 20)
            .hoverEffect()
            .hoverEffect(.lift)
            .hoverEffect(HoverEffect.highlight, isEnabled: false)
            .defaultHoverEffect(HoverEffect.automatic)
            .defaultHoverEffect(.highlight)
            .hoverEffectDisabled()
            .onHover { _ in }
            .onContinuousHover { phase in if case .active(let point) = phase { _ = point } }
            .onContinuousHover(coordinateSpace: .global) { _ in }
            .paletteSelectionEffect(.symbolVariant(.fill))
            .geometryGroup()
            .defaultScrollAnchor(.center, for: .sizeChanges)
    }
}

@Suite struct EffectsSurfaceTests {
    @Test func hoverAndPaletteEffectsKeepTheLayout() {
        #expect(lay(HoverFixture(), 100, 100).size == size(40, 20))
        #expect(lay(HoverFixture(), 100, 100).displayList().items.count == lay(Color.red.frame(width: 40, height: 20), 100, 100).displayList().items.count)
    }

    @Test func theShortBackgroundsFillWithTheBackgroundStyle() {
        let view = Color.green.frame(width: 40, height: 20)
            .background(in: Capsule())
            .overlay(.red, in: Circle())
            .background(ignoresSafeAreaEdges: [])
        // Behind: the background style (the system background, white) over the whole view and
        // in the capsule; then the content; in front, the red circle.
        let white = Color.white.resolve(in: EnvironmentValues()), green = Color.green.resolve(in: EnvironmentValues()), red = Color.red.resolve(in: EnvironmentValues())
        #expect(fills(lay(view, 40, 20).displayList().items) == [white, white, green, red])
        let blue = Color.blue.resolve(in: EnvironmentValues())
        #expect(fills(lay(view.backgroundStyle(.blue), 40, 20).displayList().items) == [blue, blue, green, red])
    }

    @Test func luminanceToAlphaDrawsItsColourMatrix() throws {
        let layer = try #require(layers(lay(Color.red.frame(width: 10, height: 10).luminanceToAlpha(), 10, 10).displayList().items).first)
        #expect(layer.filters == [.colorMatrix(.luminanceToAlpha)])
        #expect(ColorMatrix.luminanceToAlpha.a1 == 0.2125 && ColorMatrix.luminanceToAlpha.r1 == 0)
    }

    @Test func namedCoordinateSpacesAreReadByGeometryReaders() {
        // Each probe is as wide and tall as the reader's origin in one coordinate space.
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 30)
            GeometryReader { proxy in
                let named = proxy.frame(in: .named("stack")), global = proxy.frame(in: .global)
                let local = proxy.frame(in: .local)
                Color.blue.frame(width: named.minX, height: named.minY).accessibilityIdentifier("named")
                Color.blue.frame(width: global.minX, height: global.minY).accessibilityIdentifier("global")
                Color.blue.frame(width: local.width, height: local.height).accessibilityIdentifier("local")
            }
            .frame(width: 50, height: 20)
        }
        .coordinateSpace(.named("stack"))
        .padding(5)
        let layout = lay(view, 60, 60)
        // The reader is under the 30-point bar in the stack, which is 5 in from the padding;
        // the window centres the 60 × 60 view at (0, 0).
        #expect(layout.frame(of: "named")?.size == size(0, 30))
        #expect(layout.frame(of: "global")?.size == size(5, 35))
        #expect(layout.frame(of: "local")?.size == size(50, 20))
        #expect(NamedCoordinateSpace.named("a") == .named("a"))
    }

    @Test func aScrollPositionLeavesTheScrollViewAtItsStart() {
        func content() -> some View {
            VStack(spacing: 0) { ForEach(0..<10) { i in Color.red.frame(height: 50).accessibilityIdentifier("\(i)") } }
        }
        for position in [ScrollPosition(edge: .bottom), ScrollPosition(y: 120), ScrollPosition(id: 3)] {
            let layout = lay(ScrollView { content() }.scrollPosition(.constant(position)).defaultScrollAnchor(.bottom, for: .initialOffset), 100, 200)
            #expect(layout.frame(of: "0") == rect(0, 0, 100, 50))
        }
        var position = ScrollPosition(idType: Int.self)
        position.scrollTo(id: 3)
        #expect(position.viewID(type: Int.self) == 3 && position.edge == nil)
        position.scrollTo(edge: .bottom)
        #expect(position.edge == .bottom && position.viewID == nil)
    }
}
