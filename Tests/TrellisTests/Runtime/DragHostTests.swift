import Testing
import Trellis

/// A 0…100 slider 228 wide (iOS 18: a 28-point thumb, so the thumb's centre travels 200 points,
/// from x 14 to x 214), its value and what `onEditingChanged` was told.
private struct Volume: View {
    @State private var volume = 0.0
    @State private var edits: [Bool] = []
    var step: Double?
    var disabled = false
    var rightToLeft = false

    var body: some View {
        VStack(spacing: 0) {
            slider.frame(width: 228).accessibilityIdentifier("volume").disabled(disabled)
            Text(verbatim: "\(volume)").accessibilityIdentifier("value")
            Text(edits.map { $0 ? "began" : "ended" }.joined(separator: " ")).accessibilityIdentifier("edits")
        }
        .frame(width: 228, height: 200, alignment: .top)
        .environment(\.designVersion, .iOS18)
        .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
    }

    @ViewBuilder private var slider: some View {
        if let step {
            Slider(value: $volume, in: 0...100, step: step, onEditingChanged: { edits.append($0) })
        } else {
            Slider(value: $volume, in: 0...100, onEditingChanged: { edits.append($0) })
        }
    }
}

@Suite("ViewHost: dragging a slider")
struct SliderDragHostTests {
    private func host(step: Double? = nil, disabled: Bool = false) -> ViewHost {
        ViewHost(Volume(step: step, disabled: disabled), in: ProposedViewSize(width: 228, height: 200))
    }

    @Test func theSliderIsWhereTheTestsSayItIs() {
        #expect(host().layout.frame(of: "volume") == CGRect(x: 0, y: 0, width: 228, height: 34))
    }

    /// The thumb's centre follows the pointer: the value is that of the end point along the
    /// 200-point travel, clamped at the ends, snapped to the step from the lower bound.
    @Test(arguments: [
        (nil, 164.0, "75.0"), (nil, 14.0, "0.0"), (nil, 214.0, "100.0"), (nil, 400.0, "100.0"), (nil, -50.0, "0.0"),
        (nil, 39.0, "12.5"), (nil, 64.0, "25.0"), (10.0, 157.0, "70.0"), (10.0, 166.0, "80.0"), (25.0, 76.0, "25.0"), (30.0, 214.0, "90.0"),
    ] as [(Double?, Double, String)])
    func aDragSetsTheValueUnderThePointer(step: Double?, endX: Double, value: String) throws {
        let host = host(step: step)
        #expect(try host.drag(from: CGPoint(x: 20, y: 17), to: CGPoint(x: endX, y: 17)) == .dragged("volume"))
        #expect(host.text(of: "value") == value)
        #expect(host.text(of: "edits") == "began ended")
    }

    @Test func eachMoveUpdatesAndEditingIsToldOnce() throws {
        let host = host()
        let updates = host.updateCount
        try host.drag(along: [CGPoint(x: 114, y: 10), CGPoint(x: 64, y: 10), CGPoint(x: 34, y: 30)])
        #expect(host.text(of: "value") == "10.0")
        #expect(host.text(of: "edits") == "began ended")
        // Three positions, each writing the value, and the end telling onEditingChanged.
        #expect(host.updateCount == updates + 4)
    }

    /// Right to left, the lower bound is at the right end: x 64 is 150 points from x 214.
    @Test func aRightToLeftSliderGrowsLeftwards() throws {
        let host = ViewHost(Volume(rightToLeft: true), in: ProposedViewSize(width: 228, height: 200))
        try host.drag(from: CGPoint(x: 200, y: 17), to: CGPoint(x: 64, y: 17))
        #expect(host.text(of: "value") == "75.0")
    }

    @Test func aDisabledSliderTakesNoDrag() throws {
        let host = host(disabled: true)
        #expect(try host.drag(from: CGPoint(x: 20, y: 17), to: CGPoint(x: 164, y: 17)) == .ignored("the control is disabled"))
        #expect(host.text(of: "value") == "0.0")
    }

    @Test func aSliderCanBeDraggedByName() throws {
        let host = host()
        // From the middle (x 114, the value 50) 40 points on: x 154, the value 70.
        #expect(try host.drag("volume", by: CGSize(width: 40, height: 0)) == .dragged("volume"))
        #expect(host.text(of: "value") == "70.0")
        let error = #expect(throws: ViewHostError.self) { try host.drag("bass", by: CGSize(width: 1, height: 0)) }
        guard case .nothingToDrag("bass", _) = error else { Issue.record("\(String(describing: error))"); return }
    }
}
