import Testing
import Trellis

// §8 Leaves and render-only modifiers.

@Suite("§8 Leaves and modifiers")
struct LeafAndModifierTests {

    // MARK: Shapes and Color: answer p, nil → 10.

    enum ShapeKind: String, Sendable, CaseIterable, CustomTestStringConvertible {
        case color, rectangle, roundedRectangle, capsule, ellipse, filledEllipse, strokedRectangle
        var testDescription: String { rawValue }

        var view: AnyView {
            switch self {
            case .color: AnyView(Color.red)
            case .rectangle: AnyView(Rectangle())
            case .roundedRectangle: AnyView(RoundedRectangle(cornerRadius: 8))
            case .capsule: AnyView(Capsule())
            case .ellipse: AnyView(Ellipse())
            case .filledEllipse: AnyView(Ellipse().fill(Color.purple))
            case .strokedRectangle: AnyView(Rectangle().stroke(Color.blue, lineWidth: 4))
            }
        }
    }

    struct Proposal: Sendable, CustomTestStringConvertible {
        let w: CGFloat?
        let h: CGFloat?
        var testDescription: String { "(\(fmt(w)), \(fmt(h)))" }
    }

    static let proposals: [Proposal] = [
        Proposal(w: 390, h: 844), Proposal(w: nil, h: nil), Proposal(w: 50, h: nil),
        Proposal(w: nil, h: 70), Proposal(w: 0, h: 0), Proposal(w: 33.5, h: 12.25),
    ]

    @Test(arguments: ShapeKind.allCases, proposals)
    func shapeAnswersProposal(_ kind: ShapeKind, _ p: Proposal) {
        let layout = lay(kind.view.accessibilityIdentifier("s"), p.w, p.h)
        let w = p.w ?? 10
        let h = p.h ?? 10
        #expect(layout.size == size(w, h))
        // Window centring; on a nil axis the origin is 0.
        let x: CGFloat = p.w.map { ($0 - w) / 2 } ?? 0
        let y: CGFloat = p.h.map { ($0 - h) / 2 } ?? 0
        #expect(layout.frame(of: "s") == rect(x, y, w, h))
    }

    struct CircleCase: Sendable, CustomTestStringConvertible {
        let w: CGFloat?
        let h: CGFloat?
        let side: CGFloat
        var testDescription: String { "(\(fmt(w)), \(fmt(h))) → \(fmt(side))" }
    }

    // Circle: square of min(p.w ?? 10, p.h ?? 10).
    static let circleCases: [CircleCase] = [
        CircleCase(w: 390, h: 844, side: 390),
        CircleCase(w: nil, h: nil, side: 10),
        CircleCase(w: 100, h: nil, side: 10),
        CircleCase(w: nil, h: 50, side: 10),
        CircleCase(w: 5, h: nil, side: 5),
        CircleCase(w: 60, h: 40, side: 40),
        CircleCase(w: 0, h: 100, side: 0),
    ]

    @Test(arguments: circleCases)
    func circleIsSquare(_ c: CircleCase) {
        let layout = lay(Circle().accessibilityIdentifier("c"), c.w, c.h)
        #expect(layout.size == size(c.side, c.side))
        let x: CGFloat = c.w.map { ($0 - c.side) / 2 } ?? 0
        let y: CGFloat = c.h.map { ($0 - c.side) / 2 } ?? 0
        #expect(layout.frame(of: "c") == rect(x, y, c.side, c.side))
    }

    @Test func strokedCircleSizesLikeCircle() {
        #expect(lay(Circle().stroke(Color.red, lineWidth: 4), 60, 40).size == size(40, 40))
    }

    @Test func circleInHStackTakesSquare() {
        // Circle probes (0, 50) → 0 and (∞, 50) → 50: flex 50 vs red's ∞ → circle first:
        // offered 100 → min(100, 50) = 50; red 150.
        let view = HStack(spacing: 0) { Color.red.accessibilityIdentifier("r"); Circle().accessibilityIdentifier("c") }
        let layout = lay(view, 200, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 150, 50))
        #expect(layout.frame(of: "c") == rect(150, 0, 50, 50))
    }

    // MARK: GeometryReader

    @Test func geometryReaderTakesProposalAndPlacesContentTopLeading() {
        let view = GeometryReader { _ in box("c", 20, 20) }.accessibilityIdentifier("g")
        let layout = lay(view, 100, 80)
        #expect(layout.size == size(100, 80))
        #expect(layout.frame(of: "g") == rect(0, 0, 100, 80))
        #expect(layout.frame(of: "c") == rect(0, 0, 20, 20))
    }

    @Test func geometryReaderContentTopLeadingInCentredFrame() {
        // The 100×80 frame sits at ((390 − 100)/2, (844 − 80)/2) = (145, 382).
        let view = GeometryReader { _ in box("c", 20, 20) }.frame(width: 100, height: 80)
        let layout = lay(view, 390, 844)
        #expect(layout.frame(of: "c") == rect(145, 382, 20, 20))
    }

    @Test func geometryReaderProposesItsSizeToContent() {
        let layout = lay(GeometryReader { _ in Color.red.accessibilityIdentifier("c") }, 100, 80)
        #expect(layout.frame(of: "c") == rect(0, 0, 100, 80))
    }

    @Test func geometryProxySize() {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).accessibilityIdentifier("c")
        }
        let layout = lay(view, 100, 80)
        #expect(layout.frame(of: "c") == rect(0, 0, 50, 20))
    }

    @Test func geometryProxyGlobalFrame() {
        // The reader is placed at (3, 7) by the padding; its global frame's origin sizes the box.
        let view = GeometryReader { proxy in
            Color.red
                .frame(width: proxy.frame(in: .global).minX, height: proxy.frame(in: .global).minY)
                .accessibilityIdentifier("c")
        }
        .frame(width: 50, height: 40)
        .padding(EdgeInsets(top: 7, leading: 3, bottom: 0, trailing: 0))
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(53, 47))
        #expect(layout.frame(of: "c") == rect(3, 7, 3, 7))
    }

    @Test func geometryProxyGlobalFrameIncludesOffset() {
        // offset moves the reader as drawn, which is what frame(in: .global) reports: minX 12.
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.frame(in: .global).minX, height: 5).accessibilityIdentifier("c")
        }
        .frame(width: 50, height: 40)
        .offset(x: 12)
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(50, 40))
        #expect(layout.frame(of: "c") == rect(12, 0, 12, 5))
    }

    @Test func geometryProxyLocalFrame() {
        // Local frame = (0, 0, 100, 80): width 100/4 = 25, height minX + 10 = 10.
        let view = GeometryReader { proxy in
            Color.red
                .frame(width: proxy.frame(in: .local).width / 4, height: proxy.frame(in: .local).minX + 10)
                .accessibilityIdentifier("c")
        }
        let layout = lay(view, 100, 80)
        #expect(layout.frame(of: "c") == rect(0, 0, 25, 10))
    }

    @Test func geometryReaderIsFlexibleInStack() {
        // Box (flex 0) first: offered 50 → 20; reader gets 80. Height 50.
        let view = HStack(spacing: 0) {
            GeometryReader { _ in EmptyView() }.accessibilityIdentifier("g")
            box("a", 20, 20)
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "g") == rect(0, 0, 80, 50))
        #expect(layout.frame(of: "a") == rect(80, 15, 20, 20))
    }

    @Test func geometryReaderIdealIsTen() {
        // nil → 10×10 whatever the content.
        #expect(lay(GeometryReader { _ in box("c", 40, 40) }, nil, nil).size == size(10, 10))
        #expect(lay(GeometryReader { _ in box("c", 40, 40) }.fixedSize(), 300, 300).size == size(10, 10))
    }

    @Test func geometryReaderSeveralContentViewsAllTopLeading() {
        let layout = lay(GeometryReader { _ in box("a", 20, 20); box("b", 30, 10) }, 100, 80)
        #expect(layout.frame(of: "a") == rect(0, 0, 20, 20))
        #expect(layout.frame(of: "b") == rect(0, 0, 30, 10))
    }

    @Test func geometryReaderInOverlaySeesPrimarySize() {
        // Seed 000 pattern: the reader in an overlay is proposed the primary's 40×20.
        let view = box("a", 40, 20).overlay {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 2).accessibilityIdentifier("g")
            }
        }
        let layout = lay(view, nil, nil)
        #expect(layout.frame(of: "g") == rect(0, 0, 20, 10))
    }

    // MARK: aspectRatio / scaledToFit / scaledToFill

    struct AspectCase: Sendable, CustomTestStringConvertible {
        let ratio: CGFloat
        let fill: Bool
        let w: CGFloat?
        let h: CGFloat?
        let expected: CGSize
        var testDescription: String { "\(fmt(ratio)) \(fill ? "fill" : "fit") in (\(fmt(w)), \(fmt(h)))" }
    }

    // R = (r, 1); sx = p.w / r, sy = p.h / 1 (∞ for nil); fit min / fill max; propose R·scale.
    static let aspectCases: [AspectCase] = [
        AspectCase(ratio: 2, fill: false, w: 100, h: 100, expected: CGSize(width: 100, height: 50)),   // min(50, 100)
        AspectCase(ratio: 2, fill: true, w: 100, h: 100, expected: CGSize(width: 200, height: 100)),   // max(50, 100)
        AspectCase(ratio: 2, fill: false, w: 100, h: nil, expected: CGSize(width: 100, height: 50)),   // min(50, ∞)
        AspectCase(ratio: 2, fill: false, w: nil, h: 100, expected: CGSize(width: 200, height: 100)),  // min(∞, 100)
        AspectCase(ratio: 0.5, fill: false, w: 100, h: 100, expected: CGSize(width: 50, height: 100)), // min(200, 100)
        AspectCase(ratio: 0.5, fill: true, w: 100, h: 100, expected: CGSize(width: 100, height: 200)), // max(200, 100)
        AspectCase(ratio: 1, fill: false, w: 300, h: 120, expected: CGSize(width: 120, height: 120)),
        AspectCase(ratio: 1, fill: true, w: 300, h: 120, expected: CGSize(width: 300, height: 300)),
        AspectCase(ratio: 4, fill: false, w: 80, h: 80, expected: CGSize(width: 80, height: 20)),      // min(20, 80)
        AspectCase(ratio: 2, fill: false, w: nil, h: nil, expected: CGSize(width: 10, height: 10)),    // passed through
        AspectCase(ratio: 2, fill: true, w: nil, h: nil, expected: CGSize(width: 10, height: 10)),
        AspectCase(ratio: 2, fill: false, w: 0, h: 0, expected: CGSize(width: 0, height: 0)),
    ]

    @Test(arguments: aspectCases)
    func aspectRatioOfColor(_ c: AspectCase) {
        let layout = lay(Color.red.aspectRatio(c.ratio, contentMode: c.fill ? .fill : .fit), c.w, c.h)
        #expect(layout.size == c.expected)
    }

    @Test func aspectRatioFitIsCentred() {
        let layout = lay(Color.red.accessibilityIdentifier("c").aspectRatio(2, contentMode: .fit), 100, 100)
        #expect(layout.frame(of: "c") == rect(0, 25, 100, 50))
    }

    @Test func aspectRatioFillOverflowsCentred() {
        let layout = lay(Color.red.accessibilityIdentifier("c").aspectRatio(2, contentMode: .fill), 100, 100)
        #expect(layout.frame(of: "c") == rect(-50, 0, 200, 100))
    }

    @Test func aspectRatioFillWithOneNilAxisProposesInfinity() {
        // (100, nil) fill → scale = max(50, ∞) = ∞ → child proposed (∞, ∞) → the max frame
        // answers (300, 200). Centred in width 100: x = −100.
        let view = Color.red.frame(maxWidth: 300, maxHeight: 200).accessibilityIdentifier("c")
            .aspectRatio(2, contentMode: .fill)
        let layout = lay(view, 100, nil)
        #expect(layout.size == size(300, 200))
        #expect(layout.frame(of: "c") == rect(-100, 0, 300, 200))
    }

    @Test func aspectRatioChildAnswerWins() {
        // A fixed 30×30 child answers 30×30 whatever is proposed; centred at (35, 35).
        let layout = lay(box("c", 30, 30).aspectRatio(2, contentMode: .fit), 100, 100)
        #expect(layout.size == size(30, 30))
        #expect(layout.frame(of: "c") == rect(35, 35, 30, 30))
    }

    @Test func scaledToFitUsesChildIdealRatio() {
        // Ideal 40×20: sx = 100/40 = 2.5, sy = 100/20 = 5 → fit 2.5 → (100, 50).
        let layout = lay(Color.red.frame(idealWidth: 40, idealHeight: 20).accessibilityIdentifier("c").scaledToFit(), 100, 100)
        #expect(layout.size == size(100, 50))
        #expect(layout.frame(of: "c") == rect(0, 25, 100, 50))
    }

    @Test func scaledToFillUsesChildIdealRatio() {
        // fill 5 → (200, 100).
        let layout = lay(Color.red.frame(idealWidth: 40, idealHeight: 20).accessibilityIdentifier("c").scaledToFill(), 100, 100)
        #expect(layout.size == size(200, 100))
        #expect(layout.frame(of: "c") == rect(-50, 0, 200, 100))
    }

    @Test func aspectRatioNilIsScaledToFit() {
        let layout = lay(Color.red.frame(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fit), 100, 100)
        #expect(layout.size == size(100, 50))
    }

    @Test func colorScaledToFitIsSquare() {
        // Ideal 10×10 → 1:1 → fit min(100, 60) = 60; fill max = 100.
        #expect(lay(Color.red.scaledToFit(), 100, 60).size == size(60, 60))
        #expect(lay(Color.red.scaledToFill(), 100, 60).size == size(100, 100))
    }

    // MARK: position

    @Test func positionCentresChildAtPoint() {
        // Answers 200×100; child (20×20) centre at (50, 40) → origin (40, 30).
        let layout = lay(box("c", 20, 20).position(x: 50, y: 40), 200, 100)
        #expect(layout.size == size(200, 100))
        #expect(layout.frame(of: "c") == rect(40, 30, 20, 20))
    }

    @Test func positionWithNilProposalTakesChildSize() {
        let layout = lay(box("c", 20, 20).position(x: 50, y: 40), nil, nil)
        #expect(layout.size == size(20, 20))
        #expect(layout.frame(of: "c") == rect(40, 30, 20, 20))
    }

    @Test func positionProposesItsSizeToChild() {
        // Color proposed 100×60, centred at (0, 0) → (−50, −30).
        let layout = lay(Color.red.accessibilityIdentifier("c").position(x: 0, y: 0), 100, 60)
        #expect(layout.frame(of: "c") == rect(-50, -30, 100, 60))
    }

    @Test func positionInStackIsFlexible() {
        // Box (flex 0) first: 20; position view gets (80, 50) at x 20; child centre (25, 5).
        let view = HStack(spacing: 0) {
            box("a", 20, 20)
            box("b", 10, 10).position(x: 5, y: 5).accessibilityIdentifier("p")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "p") == rect(20, 0, 80, 50))
        #expect(layout.frame(of: "b") == rect(20, 0, 10, 10))
    }

    // MARK: offset

    @Test func offsetMovesMarkedViewInside() {
        let layout = lay(box("a", 20, 20).offset(x: 10, y: 5), nil, nil)
        #expect(layout.size == size(20, 20))
        #expect(layout.frame(of: "a") == rect(10, 5, 20, 20))
    }

    @Test func offsetDoesNotMoveMarkerOutside() {
        let layout = lay(Color.red.frame(width: 20, height: 20).offset(x: 10).accessibilityIdentifier("a"), nil, nil)
        #expect(layout.frame(of: "a") == rect(0, 0, 20, 20))
    }

    @Test func offsetsAccumulate() {
        // (10 − 4, 3 + 1) = (6, 4).
        let layout = lay(box("a", 20, 20).offset(x: 10).offset(y: 3).offset(x: -4, y: 1), nil, nil)
        #expect(layout.frame(of: "a") == rect(6, 4, 20, 20))
    }

    @Test func offsetDoesNotAffectSiblings() {
        let view = HStack(spacing: 0) { box("a", 20, 20).offset(x: 100); box("b", 20, 20) }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(40, 20))
        #expect(layout.frame(of: "a") == rect(100, 0, 20, 20))
        #expect(layout.frame(of: "b") == rect(20, 0, 20, 20))
    }

    @Test func offsetOfContainerMovesChildren() {
        let layout = lay(HStack { box("a", 20, 20); box("b", 20, 20) }.offset(x: 7, y: -2), nil, nil)
        #expect(layout.size == size(48, 20))
        #expect(layout.frame(of: "a") == rect(7, -2, 20, 20))
        #expect(layout.frame(of: "b") == rect(35, -2, 20, 20))
    }

    @Test func offsetInsidePadding() {
        let layout = lay(box("a", 10, 10).offset(x: 5).padding(10), nil, nil)
        #expect(layout.size == size(30, 30))
        #expect(layout.frame(of: "a") == rect(15, 10, 10, 10))
    }

    // MARK: Layout-neutral modifiers

    enum NeutralKind: String, Sendable, CaseIterable, CustomTestStringConvertible {
        case opacity, hidden, clipped, zIndex, help, id, accessibilityIdentifier, anyView, group
        var testDescription: String { rawValue }

        func apply<V: View>(_ view: V) -> AnyView {
            switch self {
            case .opacity: AnyView(view.opacity(0.3))
            case .hidden: AnyView(view.hidden())
            case .clipped: AnyView(view.clipped())
            case .zIndex: AnyView(view.zIndex(2))
            case .help: AnyView(view.help("tip"))
            case .id: AnyView(view.id(42))
            case .accessibilityIdentifier: AnyView(view.accessibilityIdentifier("other"))
            case .anyView: AnyView(AnyView(view))
            case .group: AnyView(Group { view })
            }
        }
    }

    @Test(arguments: NeutralKind.allCases)
    func neutralModifierKeepsSizeAndSpacing(_ kind: NeutralKind) {
        let view = HStack { kind.apply(box("a", 20, 20)); box("b", 30, 20) }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(58, 20))
        #expect(layout.frame(of: "a") == rect(0, 0, 20, 20))
        #expect(layout.frame(of: "b") == rect(28, 0, 30, 20))
    }

    @Test(arguments: NeutralKind.allCases)
    func neutralModifierKeepsPriority(_ kind: NeutralKind) {
        // Priority 1 passes through: red 100, blue 0.
        let view = HStack(spacing: 0) {
            kind.apply(Color.red.layoutPriority(1)).accessibilityIdentifier("r")
            Color.blue.accessibilityIdentifier("b")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 100, 50))
        #expect(layout.frame(of: "b") == rect(100, 0, 0, 50))
    }

    @Test(arguments: NeutralKind.allCases)
    func neutralModifierPassesProposal(_ kind: NeutralKind) {
        let layout = lay(kind.apply(Color.red), 123, 45)
        #expect(layout.size == size(123, 45))
    }

    @Test func layoutPriorityDoesNotChangeSize() {
        #expect(lay(Color.red.layoutPriority(3), 70, 30).size == size(70, 30))
        #expect(lay(box("a", 20, 10).layoutPriority(-2), nil, nil).size == size(20, 10))
    }
}
