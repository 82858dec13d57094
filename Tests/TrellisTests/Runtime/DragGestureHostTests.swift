import Foundation
import Testing
import Trellis

/// What a drag gesture's callbacks were given, and what a tap did.
private final class Record {
    var changed: [DragGesture.Value] = []
    var ended: [DragGesture.Value] = []
    /// The `@GestureState` after each update that changed it.
    var states: [CGSize] = []
    var taps = 0
}

/// A 100-point square at (65, 100) in a 200 × 300 window (under a 100-point band, after a
/// 30-point gap in a row centred from x 35), dragged with a gesture; the square also counts
/// taps. `translation` is the gesture's state.
private struct Board: View {
    let record: Record
    var minimumDistance: CGFloat = 0
    var space: CoordinateSpace = .local
    @GestureState private var translation = CGSize.zero

    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 200, height: 100)
            HStack(spacing: 0) {
                Color.clear.frame(width: 30, height: 100)
                square
            }
            .coordinateSpace(name: "row")
            Text(verbatim: "\(translation.width) \(translation.height)").accessibilityIdentifier("state")
        }
        .onChange(of: translation) { _, new in record.states.append(new) }
        .frame(width: 200, height: 300, alignment: .top)
    }

    private var square: some View {
        Color.blue.frame(width: 100, height: 100)
                .onTapGesture { record.taps += 1 }
                .gesture(
                    DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
                        .updating($translation) { value, state, _ in state = value.translation }
                        .onChanged { record.changed.append($0) }
                        .onEnded { record.ended.append($0) })
                .accessibilityIdentifier("square")
    }
}

@Suite("ViewHost: drag gestures")
struct DragGestureHostTests {
    private func host(_ record: Record, minimumDistance: CGFloat = 0, space: CoordinateSpace = .local) -> ViewHost {
        ViewHost(Board(record: record, minimumDistance: minimumDistance, space: space), in: ProposedViewSize(width: 200, height: 300))
    }

    @Test func theSquareIsWhereTheTestsSayItIs() {
        #expect(host(Record()).layout.frame(of: "square") == CGRect(x: 65, y: 100, width: 100, height: 100))
    }

    /// From (75, 110) to (105, 150) in two moves: with no minimum distance the gesture changes
    /// at the start too. Values are in the gesture's coordinate space: the square's own (its
    /// origin at (65, 100)), the window's, or the row's (at (35, 100)).
    @Test(arguments: [("local", CGPoint(x: 65, y: 100)), ("global", .zero), ("row", CGPoint(x: 35, y: 100))])
    func onChangedAndOnEndedGetExactValues(space: String, origin: CGPoint) throws {
        let record = Record()
        let host = host(record, space: space == "local" ? .local : space == "global" ? .global : .named(space))
        #expect(try host.drag(from: CGPoint(x: 75, y: 110), to: CGPoint(x: 105, y: 150), steps: 2) == .dragged("square"))
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x - origin.x, y: y - origin.y) }
        #expect(record.changed.map(\.location) == [point(75, 110), point(90, 130), point(105, 150)])
        #expect(record.changed.map(\.startLocation) == Array(repeating: point(75, 110), count: 3))
        #expect(record.changed.map(\.translation) == [.zero, CGSize(width: 15, height: 20), CGSize(width: 30, height: 40)])
        let end = try #require(record.ended.first)
        #expect(record.ended.count == 1)
        #expect(end.location == point(105, 150))
        #expect(end.translation == CGSize(width: 30, height: 40))
        // No velocity is measured: the predicted end is the end.
        #expect(end.predictedEndLocation == point(105, 150))
        #expect(end.predictedEndTranslation == CGSize(width: 30, height: 40))
        #expect(end.velocity == .zero)
        // Positions 1/60 s apart, as a 60 Hz screen reports them.
        let times = record.changed.map { $0.time.timeIntervalSince(record.changed[0].time) }
        #expect(zip(times, [0, 1.0 / 60, 2.0 / 60]).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(end.time == record.changed[2].time)
        #expect(record.taps == 0)
    }

    @Test func gestureStateIsSetDuringTheDragAndResetAfter() throws {
        let record = Record()
        let host = host(record)
        try host.drag(from: CGPoint(x: 75, y: 110), to: CGPoint(x: 105, y: 150), steps: 2)
        // Each position updated the view (the start's translation is the reset value: no change).
        #expect(record.states == [CGSize(width: 15, height: 20), CGSize(width: 30, height: 40), .zero])
        #expect(host.text(of: "state") == "0.0 0.0")
    }

    /// The default 10-point minimum: the gesture begins at the first position 10 points from
    /// the start, its start location still where the pointer went down.
    @Test func theGestureBeginsAtItsMinimumDistance() throws {
        let record = Record()
        let host = host(record, minimumDistance: 10)
        try host.drag(from: CGPoint(x: 75, y: 110), to: CGPoint(x: 75, y: 150), steps: 8)
        #expect(record.changed.map(\.location.y) == [20, 25, 30, 35, 40, 45, 50])
        #expect(record.changed.first?.startLocation == CGPoint(x: 10, y: 10))
        #expect(record.ended.count == 1)
    }

    @Test func aDragShorterThanTheMinimumIsATap() throws {
        let record = Record()
        let host = host(record, minimumDistance: 10)
        #expect(try host.drag(from: CGPoint(x: 75, y: 110), to: CGPoint(x: 79, y: 113)) == .tapped("square"))
        #expect(record.changed.isEmpty && record.ended.isEmpty)
        #expect(record.taps == 1)
    }
}
