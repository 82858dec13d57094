import Testing
import Trellis

private struct ClockFace: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Text(ISO8601DateFormatter().string(from: context.date))
        }
    }
}

private struct Pulsing: View {
    var body: some View {
        VStack {
            PhaseAnimator([1.0, 1.5, 1.0]) { scale in
                Circle().frame(width: 20 * scale, height: 20 * scale)
            }
            Image(systemName: "heart.fill")
                .symbolEffect(.bounce, value: 3)
                .symbolEffect(.pulse.byLayer, options: .repeating, isActive: true)
            Text("Keyframes").keyframeAnimator(initialValue: 2.0) { content, value in
                content.frame(width: 40 * value)
            } keyframes: { _ in LinearKeyframe(3.0, duration: 1) }
            Color.red.frame(width: 10, height: 10)
                .blur(radius: 3).brightness(0.1).saturation(0.5).grayscale(1).blendMode(.multiply)
                .mask { Circle() }
                .compositingGroup().drawingGroup()
                .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
        }
    }
}

@Suite struct EffectFixtureTests {
    @Test func timelinesAreDrawnAtTheSnapshotDate() {
        let texts = lay(ClockFace(), nil, nil).placedViews.compactMap(\.text)
        #expect(texts == ["2026-01-01T09:41:00Z"])
    }

    @Test func animatorsAreDrawnAtTheirFirstPhaseAndEffectsKeepLayout() throws {
        let layout = lay(Pulsing(), 390, 844)
        let plain = lay(VStack {
            Circle().frame(width: 20, height: 20)
            Image(systemName: "heart.fill")
            Text("Keyframes").frame(width: 80)
            Color.red.frame(width: 10, height: 10)
        }, 390, 844)
        #expect(layout.size == plain.size)
    }

    @Test func asyncImagesShowTheirPlaceholder() {
        let url = URL(string: "https://example.com/a.png")
        #expect(lay(AsyncImage(url: url), 100, 60).size == CGSize(width: 100, height: 60))
        let custom = AsyncImage(url: url) { image in image.resizable() } placeholder: { ProgressView() }
        #expect(lay(custom, 100, 60).size == CGSize(width: 20, height: 20))
        let phased = AsyncImage(url: url) { phase in
            if let image = phase.image { image } else if phase.error != nil { Color.red } else { Text("Loading") }
        }
        #expect(lay(phased, nil, nil).placedViews.compactMap(\.text) == ["Loading"])
    }
}

private struct TickingClock: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks = 0

    var body: some View {
        Text("Ticks: \(ticks)")
            .onReceive(timer) { _ in ticks += 1 }
            .onReceive(NotificationCenter.default.publisher(for: .init("refresh"))) { _ in ticks = 0 }
            .onReceive(Just(3)) { ticks = $0 }
    }
}

@Suite struct PublisherAndAssetTests {
    @Test func publishersCompileAndPublishNothing() {
        #expect(lay(TickingClock(), nil, nil).placedViews.compactMap(\.text) == ["Ticks: 0"])
    }

    struct BrandSwatch: View {
        var body: some View { Color("Brand").frame(width: 10, height: 10) }
    }

    @Test func assetColoursAreAGreyStandInWithSwiftUIsMessage() {
        // Reported by the layout whose views make the colour (a body, as apps write it).
        let layout = lay(BrandSwatch(), nil, nil)
        #expect(layout.diagnostics.map(\.message) == ["No color named 'Brand' found in asset catalog for main bundle"])
        #expect(Color("Brand").resolve(in: EnvironmentValues()) == Color.Resolved(red: 0.56, green: 0.56, blue: 0.58, opacity: 1))
    }
}
