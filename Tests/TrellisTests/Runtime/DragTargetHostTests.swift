import Testing
import Trellis

/// Which views' drag gestures ran, in order.
private final class Log {
    var entries: [String] = []
}

/// A 100-point square with a drag gesture inside a 200-point card with another, attached as
/// `outer` says.
private struct Nested: View {
    let log: Log
    let outer: String

    var body: some View {
        let inner = Color.blue.frame(width: 100, height: 100)
            .gesture(DragGesture(minimumDistance: 0).onEnded { _ in log.entries.append("inner") })
        let card = ZStack { inner }.frame(width: 200, height: 200)
        let gesture = DragGesture(minimumDistance: 0).onEnded { _ in log.entries.append("outer") }
        switch outer {
        case "high": AnyView(card.highPriorityGesture(gesture))
        case "simultaneous": AnyView(card.simultaneousGesture(gesture))
        default: AnyView(card.gesture(gesture))
        }
    }
}

/// Three 100 × 50 bands: a mapped gesture, a disabled one, one masked to the subviews.
private struct Bands: View {
    let log: Log

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50)
                .gesture(DragGesture(minimumDistance: 0).map { $0.translation.width }.onEnded { log.entries.append("mapped \($0)") })
            Color.green.frame(width: 100, height: 50)
                .gesture(DragGesture(minimumDistance: 0).onEnded { _ in log.entries.append("disabled") }, isEnabled: false)
            Color.blue.frame(width: 100, height: 50)
                .gesture(DragGesture(minimumDistance: 0).onEnded { _ in log.entries.append("masked") }, including: .subviews)
        }
    }
}

/// Forty 50-point rows in a scroll view 200 tall, under a caption that takes no drag.
private struct Rows: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Caption").frame(height: 20).accessibilityIdentifier("caption")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { row in
                        Button {} label: { Color.clear.frame(width: 100, height: 50) }.accessibilityIdentifier("row \(row)")
                    }
                }
            }
            .frame(height: 200)
        }
    }
}

@Suite("ViewHost: what takes a drag")
struct DragTargetHostTests {
    /// The innermost gesture takes the drag, unless the card's is high-priority; a simultaneous
    /// one takes it too.
    @Test(arguments: [("normal", ["inner"]), ("high", ["outer"]), ("simultaneous", ["inner", "outer"])])
    func gesturesCompeteAsInSwiftUI(outer: String, ran: [String]) throws {
        let log = Log()
        let host = ViewHost(Nested(log: log, outer: outer), in: ProposedViewSize(width: 200, height: 200))
        // On the square (50…150), then on the card alone.
        try host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 120, y: 100))
        #expect(log.entries == ran)
        log.entries = []
        try host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10))
        #expect(log.entries == ["outer"])
    }

    @Test func aMappedGestureGetsItsValueAndDisabledOrMaskedOnesNone() throws {
        let log = Log()
        let host = ViewHost(Bands(log: log), in: ProposedViewSize(width: 100, height: 150))
        let outcome = try host.drag(from: CGPoint(x: 50, y: 25), to: CGPoint(x: 80, y: 25))
        #expect(outcome == .dragged("drag gesture"))
        #expect(try host.drag(from: CGPoint(x: 50, y: 75), to: CGPoint(x: 80, y: 75)) == .ignored("nothing at (50, 75) takes a drag"))
        #expect(try host.drag(from: CGPoint(x: 50, y: 125), to: CGPoint(x: 80, y: 125)) == .ignored("nothing at (50, 125) takes a drag"))
        #expect(log.entries == ["mapped 30.0"])
    }

    /// The list in a 100 × 220 window: the caption from y 0, the viewport from 20 to 220.
    private func rows() -> ViewHost {
        ViewHost(Rows(), in: ProposedViewSize(width: 100, height: 220))
    }

    @Test func aDragOnAScrollViewScrollsItTheOtherWay() throws {
        let host = rows()
        // A finger moved up 150 points, in two moves, over a button: the content follows it.
        #expect(try host.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 50, y: 50), steps: 2) == .scrolled)
        #expect(host.layout.frame(of: "row 0")?.minY == -130)
        // Down again by 200: stopped at the top.
        #expect(try host.drag(from: CGPoint(x: 50, y: 30), to: CGPoint(x: 50, y: 230)) == .scrolled)
        #expect(host.layout.frame(of: "row 0")?.minY == 20)
        #expect(try host.drag(from: CGPoint(x: 50, y: 30), to: CGPoint(x: 50, y: 130)) == .ignored("the scroll view is at its end"))
    }

    @Test func aDragThatDoesNotMoveOnAScrollViewIsATap() throws {
        #expect(try rows().drag(from: CGPoint(x: 50, y: 45), to: CGPoint(x: 50, y: 45)) == .tapped("row 0"))
    }

    @Test func aDragOnNothingThatTakesItSaysSo() throws {
        let host = rows()
        let updates = host.updateCount
        #expect(try host.drag(from: CGPoint(x: 50, y: 10), to: CGPoint(x: 80, y: 10)) == .ignored("nothing at (50, 10) takes a drag"))
        #expect(try host.drag(from: CGPoint(x: 500, y: 10), to: CGPoint(x: 80, y: 10)) == .ignored("nothing is drawn at (500, 10)"))
        #expect(try host.drag(along: []) == .ignored("a drag needs at least one point"))
        #expect(host.updateCount == updates)
    }
}
