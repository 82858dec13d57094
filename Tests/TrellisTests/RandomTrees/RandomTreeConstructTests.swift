import Testing
import Trellis

/// The constructs the first random-tree comparison found in its disagreements more often than
/// chance (issue 15, item 3), each with the frames the spec gives. The random-tree invariants
/// exercise them at random; these pin the spec's numbers.
@Suite("Constructs of the random-tree disagreements")
struct RandomTreeConstructTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let view: @Sendable () -> AnyView
        let window: ProposedViewSize
        /// Expected frames by identifier.
        let frames: [String: CGRect]
    }

    static let cases: [Case] = [
        // § 5: a Spacer asks for 0 on its stack-axis edges; a frame passes that on whole (§ 5,
        // "except around a Spacer"), so the colours touch the 20-point frame.
        Case(
            testDescription: "Spacer().frame(width:) keeps its zero spacing",
            view: { AnyView(HStack { box("a", 10, 10); Spacer().frame(width: 20).accessibilityIdentifier("s"); box("b", 10, 10) }) },
            window: ProposedViewSize(width: nil, height: nil),
            frames: ["a": rect(0, 0, 10, 10), "s": rect(10, 5, 20, 0), "b": rect(30, 0, 10, 10)]),
        // § 4, § 5: padding resets the edges it pads to ordinary ones: 8 on each side; the
        // spacer is 8 + 32 long (its minimum, padded) and 0 + 32 tall, which makes the stack 32
        // tall and centres the boxes at 11.
        Case(
            testDescription: "Spacer().padding() asks for 8",
            view: { AnyView(HStack { box("a", 10, 10); Spacer().padding().accessibilityIdentifier("s"); box("b", 10, 10) }) },
            window: ProposedViewSize(width: nil, height: nil),
            frames: ["a": rect(0, 11, 10, 10), "s": rect(18, 0, 40, 32), "b": rect(66, 11, 10, 10)]),
        // § 5's example: a stack's leading edge is its first child's, so a nested stack that
        // starts with a Spacer is 0 from the colour before it. Proposed 100: the Spacer, last by
        // priority, gets what is left, 100 − 10 − 10 = 80.
        Case(
            testDescription: "a stack that starts with a Spacer is 0 from its neighbour",
            view: { AnyView(HStack { box("a", 10, 10); HStack { Spacer(); box("b", 10, 10) }.accessibilityIdentifier("inner") }) },
            window: ProposedViewSize(width: 100, height: 10),
            frames: ["a": rect(0, 0, 10, 10), "inner": rect(10, 0, 90, 10), "b": rect(90, 0, 10, 10)]),
        // § 9: a view without text has its baselines at its height, so first-baseline alignment
        // of two boxes aligns their bottoms.
        Case(
            testDescription: "baselines of views without text are their bottoms",
            view: { AnyView(HStack(alignment: .firstTextBaseline) { box("a", 10, 20); box("b", 10, 40) }) },
            window: ProposedViewSize(width: nil, height: nil),
            frames: ["a": rect(0, 20, 10, 20), "b": rect(18, 0, 10, 40)]),
        Case(
            testDescription: "a VStack's last baseline without text is its last child's bottom",
            view: {
                AnyView(HStack(alignment: .lastTextBaseline) {
                    VStack(spacing: 0) { box("a1", 10, 10); box("a2", 10, 10) }.accessibilityIdentifier("v")
                    box("b", 10, 50)
                })
            },
            window: ProposedViewSize(width: nil, height: nil),
            frames: ["v": rect(0, 30, 10, 20), "b": rect(18, 0, 10, 50)]),
        // § 2: min' = 100, max' = 50 survive normalisation (max is not raised to min); the child
        // is proposed clamp(200, 100, 50) = 50 and the frame is the child's size.
        Case(
            testDescription: "a flexible frame with min > max is its child's size",
            view: { AnyView(Color.red.accessibilityIdentifier("c").frame(minWidth: 100, maxWidth: 50).accessibilityIdentifier("f")) },
            window: ProposedViewSize(width: 200, height: 100),
            frames: ["f": rect(75, 0, 50, 100), "c": rect(75, 0, 50, 100)]),
        // § 2: a negative minimum is 0 and a negative maximum is raised to the ideal (0): the
        // frame is 0 wide, whatever it is offered.
        Case(
            testDescription: "negative flexible-frame values",
            view: { AnyView(Color.red.frame(minWidth: -20, maxWidth: -10).accessibilityIdentifier("f")) },
            window: ProposedViewSize(width: 200, height: 100),
            frames: ["f": rect(100, 0, 0, 100)]),
        // § 8: fit with a nil height: sx = 100 / 2, sy = ∞, scale 50: the colour is 100 × 50.
        Case(
            testDescription: "aspectRatio fit with a nil axis",
            view: { AnyView(Color.red.accessibilityIdentifier("c").aspectRatio(2, contentMode: .fit)) },
            window: ProposedViewSize(width: 100, height: nil),
            frames: ["c": rect(0, 0, 100, 50)]),
        // § 8: a nil ratio is the child's ideal size (a fixed 30 × 10 frame: 3:1).
        Case(
            testDescription: "aspectRatio(nil) takes the child's ideal ratio",
            view: {
                AnyView(Rectangle().frame(idealWidth: 30, idealHeight: 10).accessibilityIdentifier("c")
                    .aspectRatio(contentMode: .fit))
            },
            window: ProposedViewSize(width: 90, height: 90),
            frames: ["c": rect(0, 30, 90, 30)]),
        // § 6: only the highest priority decides the ZStack's size; the larger box is aligned to
        // the same centre and overflows.
        Case(
            testDescription: "a ZStack is as large as its highest-priority children",
            view: {
                AnyView(ZStack { box("small", 50, 50).layoutPriority(1); box("large", 100, 100) }.accessibilityIdentifier("z"))
            },
            window: ProposedViewSize(width: 200, height: 200),
            frames: ["z": rect(75, 75, 50, 50), "small": rect(75, 75, 50, 50), "large": rect(50, 50, 100, 100)]),
        // § 6: placement proposes the ZStack's own size, so a flexible low-priority child fills it.
        Case(
            testDescription: "a low-priority flexible ZStack child fills the stack's size",
            view: {
                AnyView(ZStack { box("small", 50, 40).layoutPriority(1); Color.red.accessibilityIdentifier("fill") })
            },
            window: ProposedViewSize(width: 200, height: 200),
            frames: ["small": rect(75, 80, 50, 40), "fill": rect(75, 80, 50, 40)]),
    ]

    @Test(arguments: cases)
    func framesFollowTheSpec(_ c: Case) {
        let layout = ViewLayout(c.view(), in: c.window, textMeasurer: PlaceholderTextMeasurer())
        for (id, frame) in c.frames.sorted(by: { $0.key < $1.key }) {
            #expect(layout.frame(of: id) == frame, "\(id)")
        }
    }
}
