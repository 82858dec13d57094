import Foundation
import Testing
import TrellisCore
import TrellisControls
@testable import TrellisRendering

/// Counts how often its body is asked for: a relayout from the caches asks for none.
@MainActor private var countedBodies = 0

private struct CountedBody: View {
    var body: some View {
        MainActor.assumeIsolated { countedBodies += 1 }
        return Color.red.frame(minWidth: 50, maxWidth: 300).frame(height: 100)
    }
}

/// A counter whose button fills its 200 × 100 preview.
private struct LiveCounter: View {
    @State private var count = 0
    var body: some View {
        Button { count += 1 } label: { Text("Count \(count)").frame(width: 200, height: 100) }
    }
}

/// A bar that grows by 50 points each time it is tapped.
private struct LiveGrower: View {
    @State private var width: CGFloat = 100
    var body: some View {
        Color.red.frame(width: width, height: 20).onTapGesture { width += 50 }
    }
}

/// A 0…10 slider 228 wide in iOS 18's design (its thumb's centre from x 14 to 214), its value
/// shown under it.
private struct LiveSlider: View {
    @State private var value = 0.0
    var body: some View {
        VStack(spacing: 0) {
            Slider(value: $value, in: 0...10, step: 1).frame(width: 228)
            Text(verbatim: "Value \(value)")
        }
        .environment(\.designVersion, .iOS18)
    }
}

/// The preview program's `serve` command: each request lays every preview out and draws it,
/// keeping each layout to lay out again from its caches when only the canvas changes.
@MainActor
@Suite("The preview program for trellis serve")
struct LivePreviewsTests {
    /// A 100-point-high bar filling the width, in a `.sizeThatFits` preview, and a device preview.
    func previews() throws -> LivePreviews {
        let bar = PreviewRendering.previews(in: Color.red.frame(minWidth: 50, maxWidth: 300).frame(height: 100).previewLayout(.sizeThatFits))
        let screen = PreviewRendering.previews(in: Color.blue)
        let options = try PreviewToolOptions(arguments: ["serve", "--scale", "3"])
        return LivePreviews(
            previews: [
                PreviewRendering.NamedPreview(name: "Bar", provider: "Bar", preview: try #require(bar.first)),
                PreviewRendering.NamedPreview(name: "Screen", provider: "Screen", preview: try #require(screen.first)),
            ],
            options: options)
    }

    func answer(_ previews: LivePreviews, _ request: LivePreviewRequest) throws -> LivePreviewAnswer {
        try previews.answer(request, output: PreviewRendering.ToolOutput(result: { _ in }, message: { _ in }))
    }

    @Test func theFirstRequestLaysOutAndTheNextOnesRelayout() throws {
        let previews = try previews()
        let first = try answer(previews, LivePreviewRequest())
        #expect(first.previews.map(\.name) == ["Bar", "Screen"])
        #expect(first.previews.map(\.relaidOut) == [false, false])
        // `.sizeThatFits` on an iPhone 17 (the default device): the bar takes its maximum, 300 × 100.
        #expect(first.previews[0].canvas.width == 300 && first.previews[0].canvas.height == 100)
        #expect(first.previews[0].device == nil)
        // The device preview fills the iPhone 17's screen; its root sits in the safe area (62 down).
        #expect(first.previews[1].device == "iPhone 17")
        #expect(first.previews[1].canvas.width == 402 && first.previews[1].canvas.height == 874)
        #expect(first.previews[1].layout.views[0].frame.y == 62)
        #expect(first.previews[1].svg.hasPrefix("<svg"))

        // A canvas resized by hand: the bar is proposed 120 × 80; the screen keeps its insets.
        let resized = try answer(previews, LivePreviewRequest(width: 120, height: 80))
        #expect(resized.previews.map(\.relaidOut) == [true, true])
        #expect(resized.previews[0].layout.views[0].proposal.width == 120)
        #expect(resized.previews[0].layout.views[0].frame.width == 120)
        #expect(resized.previews[0].window.width == 120 && resized.previews[0].window.height == 80)
        // The bar is 100 high in an 80-high window: it overflows by 10 above and below, and the
        // picture grows to show it whole.
        #expect(resized.previews[0].canvas.height == 100 && resized.previews[0].window.y == 10)
        #expect(resized.previews[1].window.width == 120 && resized.previews[1].layout.views[0].frame.y == 62)
    }

    /// A `.sizeThatFits` canvas is the view's size on the device: found once per device and
    /// environment, not by a fresh layout on every request.
    @Test func aFittingCanvasIsNotLaidOutAfreshOnEveryRequest() throws {
        let fitting = try #require(PreviewRendering.previews(in: CountedBody().previewLayout(.sizeThatFits)).first)
        let previews = LivePreviews(
            previews: [PreviewRendering.NamedPreview(name: "Counted", provider: "Counted", preview: fitting)],
            options: try PreviewToolOptions(arguments: ["serve"]))
        countedBodies = 0
        let first = try answer(previews, LivePreviewRequest())
        let made = countedBodies
        #expect(made > 0)
        let again = try answer(previews, LivePreviewRequest())
        #expect(countedBodies == made)
        #expect(again.previews[0].relaidOut)
        #expect(again.previews[0].canvas.width == 300 && first.previews[0].canvas.width == 300)
        // Another device is measured once more; the layout itself is still kept.
        _ = try answer(previews, LivePreviewRequest(device: "iPhone SE (3rd generation)"))
        let withDevice = countedBodies
        _ = try answer(previews, LivePreviewRequest(device: "iPhone SE (3rd generation)"))
        #expect(countedBodies == withDevice)
    }

    @Test func anotherColourSchemeIsLaidOutAfresh() throws {
        let previews = try previews()
        _ = try answer(previews, LivePreviewRequest())
        let dark = try answer(previews, LivePreviewRequest(colorScheme: "dark"))
        #expect(dark.previews.map(\.relaidOut) == [false, false])
        let light = try answer(previews, LivePreviewRequest(colorScheme: "light", dynamicTypeSize: "large"))
        #expect(light.previews.map(\.relaidOut) == [true, true])
    }

    @Test(arguments: [
        (LivePreviewRequest(width: 100), "give the canvas's width and height together"),
        (LivePreviewRequest(width: 0, height: 10), "the canvas must be 1 to 10000 points on each side"),
        (LivePreviewRequest(width: 10, height: .infinity), "the canvas must be 1 to 10000 points on each side"),
        (LivePreviewRequest(device: "iPhone 99"), "no device called iPhone 99; `trellis devices` lists them"),
        (LivePreviewRequest(colorScheme: "dusk"), "unknown color scheme dusk (light or dark)"),
    ] as [(LivePreviewRequest, String)])
    func badRequestsAreNamed(_ request: LivePreviewRequest, _ message: String) throws {
        let previews = try previews()
        #expect(throws: PreviewToolOptions.Mistake(message: message)) { try answer(previews, request) }
    }

    /// A tap sent with a request acts on the kept preview, whose state then lasts across
    /// requests (a resize included) until a reset.
    @Test func eventsActOnTheKeptPreviewUntilAReset() throws {
        let counter = PreviewRendering.previews(in: LiveCounter().previewLayout(.sizeThatFits))
        let previews = LivePreviews(
            previews: [PreviewRendering.NamedPreview(name: "Counter", provider: "Counter", preview: try #require(counter.first))],
            options: try PreviewToolOptions(arguments: ["serve", "--scale", "1"]))
        func shown(_ answer: LivePreviewAnswer) -> [String] { answer.previews[0].layout.views.compactMap(\.text) }
        let tap = LivePreviewEvent(kind: .tap, preview: "Counter", x: 100, y: 50)
        #expect(shown(try answer(previews, LivePreviewRequest())) == ["Count 0"])
        let tapped = try answer(previews, LivePreviewRequest(event: tap))
        #expect(tapped.previews[0].event == "tapped “Count 0”")
        #expect(shown(tapped) == ["Count 1"])
        #expect(shown(try answer(previews, LivePreviewRequest(width: 300, height: 120))) == ["Count 1"])
        let missed = try answer(previews, LivePreviewRequest(width: 300, height: 120, event: LivePreviewEvent(kind: .tap, preview: "Counter", x: 1, y: 1)))
        #expect(missed.previews[0].event == "nothing is drawn at (1, 1)")
        // Centred in the 300 × 120 window: the button from (50, 10).
        #expect(shown(try answer(previews, LivePreviewRequest(width: 300, height: 120, event: LivePreviewEvent(kind: .tap, preview: "Counter", x: 60, y: 20)))) == ["Count 2"])
        let reset = try answer(previews, LivePreviewRequest(width: 300, height: 120, event: LivePreviewEvent(kind: .reset)))
        #expect(shown(reset) == ["Count 0"] && reset.previews[0].relaidOut == false)
    }

    /// A canvas sized to fit its view is fitted again when an event changes the view.
    @Test func aFittedCanvasFollowsTheViewAfterAnEvent() throws {
        let grower = PreviewRendering.previews(in: LiveGrower().previewLayout(.sizeThatFits))
        let previews = LivePreviews(
            previews: [PreviewRendering.NamedPreview(name: "Grower", provider: "Grower", preview: try #require(grower.first))],
            options: try PreviewToolOptions(arguments: ["serve", "--scale", "1"]))
        #expect(try answer(previews, LivePreviewRequest()).previews[0].window.width == 100)
        let grown = try answer(previews, LivePreviewRequest(event: LivePreviewEvent(kind: .tap, preview: "Grower", x: 50, y: 10)))
        #expect(grown.previews[0].window.width == 150 && grown.previews[0].canvas.width == 150)
    }

    /// A drag sent with a request moves the kept preview's slider; a drag on nothing says so.
    @Test func aDragMovesTheKeptPreviewsSlider() throws {
        let slider = PreviewRendering.previews(in: LiveSlider().previewLayout(.sizeThatFits))
        let previews = LivePreviews(
            previews: [PreviewRendering.NamedPreview(name: "Slider", provider: "Slider", preview: try #require(slider.first))],
            options: try PreviewToolOptions(arguments: ["serve", "--scale", "1"]))
        func shown(_ answer: LivePreviewAnswer) -> [String] { answer.previews[0].layout.views.compactMap(\.text) }
        #expect(shown(try answer(previews, LivePreviewRequest())) == ["Value 0.0"])
        // To 3/4 of the thumb's travel: x 164, the value 7.5 snapped to 8.
        let dragged = try answer(previews, LivePreviewRequest(event: LivePreviewEvent(kind: .drag, preview: "Slider", x: 20, y: 17, toX: 164, toY: 30)))
        #expect(dragged.previews[0].event == "dragged “Slider”")
        #expect(shown(dragged) == ["Value 8.0"])
        let below = try answer(previews, LivePreviewRequest(event: LivePreviewEvent(kind: .drag, preview: "Slider", x: 100, y: 45, toX: 10, toY: 45)))
        #expect(below.previews[0].event == "nothing at (100, 45) takes a drag")
        #expect(shown(below) == ["Value 8.0"])
    }
}
