import Testing
import Trellis

/// What the random-tree invariants found in Trellis, cut down to minimal trees. Each test
/// states what a consistent answer is, inside `withKnownIssue` until the layout engine is
/// fixed: then the test fails for want of its issue, and the `withKnownIssue` goes.
@Suite("Findings of the random-tree invariants")
struct RandomTreeFindingTests {
    static func lay<V: View>(_ view: V, _ width: CGFloat?, _ height: CGFloat?) -> ViewLayout {
        ViewLayout(view, in: ProposedViewSize(width: width, height: height), textMeasurer: PlaceholderTextMeasurer())
    }

    /// Spec § 4: padding answers child + insets, so a leading inset of −100 around a circle
    /// squeezed to 0 answers a width of −100, and the window centres it at (500 + 100) / 2.
    /// `ViewLayout.size` says so, and so do `placedViews` (and `frame(of:)`, and the printed
    /// tree), which listed the rectangle standardised, 100 wide at x 200, while they moved it
    /// with swift-corelibs-foundation's `CGRect.offsetBy`.
    @Test func aNegativeSizeIsListedAsIs() {
        let layout = Self.lay(Circle().padding(.leading, -100), 500, 0)
        #expect(layout.size == CGSize(width: -100, height: 0))
        // Field by field: CGRect's == compares standardised rectangles too.
        let frame = layout.placedViews[0].frame
        #expect(frame.origin.y == 0 && frame.size.height == 0)
        #expect(frame.origin.x == 300)
        #expect(frame.size.width == -100)
    
    }

    /// Spec § 8: filling a proposal with a nil axis proposes ∞ × ∞, so the aspect-ratio frame
    /// and the colour are both infinite. Centring the colour in a frame of its own size moves it
    /// by (∞ − ∞) / 2 = NaN; it lies exactly on its parent. (The parent is at y = (100 − ∞) / 2
    /// = −∞: the window centres it, § 0.)
    @Test func anInfiniteChildCentredInItsOwnSizeStaysPut() {
        let layout = Self.lay(Color.red.accessibilityIdentifier("color").aspectRatio(contentMode: .fill), nil, 100)
        #expect(layout.placedViews[0].frame == CGRect(x: 0, y: -.infinity, width: .infinity, height: .infinity))
        #expect(layout.frame(of: "color") == CGRect(x: 0, y: -.infinity, width: .infinity, height: .infinity))
    }

    /// Spec § 5, minor axis: a child infinitely tall aligned on its centre reaches from −∞ to
    /// ∞ − ∞ = NaN. `StackDistribution.record` makes that edge ∞; the path
    /// for a stack of one child (`onlyChild`) answered NaN until it got the same guard. A VStack probes an HStack
    /// child with ∞ across it, so this height feeds the VStack's flexibilities too.
    @Test func aStackOfOneInfinitelyTallChildIsInfinitelyTall() {
        let layout = Self.lay(HStack { Color.red }, 100, CGFloat.infinity)
        #expect(layout.size == CGSize(width: 100, height: CGFloat.infinity))
    }

    /// Spec § 6: a ZStack is the union of its children aligned on its guides. Two infinitely
    /// large children centred are each (−∞, −∞, ∞, ∞), and `CGRect.union` finds the far edge
    /// at −∞ + ∞ = NaN (one child alone is returned as it is); ZStackLayout now unions edges
    /// with the same guard. The stack is ∞ × ∞.
    @Test func aZStackOfInfiniteChildrenIsInfinite() {
        let layout = Self.lay(ZStack { Color.red; Color.blue }, CGFloat.infinity, CGFloat.infinity)
        #expect(layout.size == CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }

    /// What the two NaNs above do at everyday sizes. A stack probes each child with ∞ along
    /// its axis (§ 5, step 1); a NaN answer counts as flexibility 0, so the ZStack, infinitely
    /// flexible, is sorted before the frame whose minimum is larger (step 2) and takes half.
    /// With `Color.red` in its place Trellis gives the frames expected here (60 wide).
    @Test func aZStackIsAsFlexibleAsItsChildren() {
        let view = HStack {
            ZStack { Color.red; Color.blue }.accessibilityIdentifier("z")
            Color.green.frame(minWidth: 50).accessibilityIdentifier("min")
        }
        let layout = Self.lay(view, 60, 100)
        #expect(layout.size == CGSize(width: 60, height: 100))
        #expect(layout.frame(of: "z") == CGRect(x: 0, y: 0, width: 2, height: 100))
        #expect(layout.frame(of: "min") == CGRect(x: 10, y: 0, width: 50, height: 100))
    }

    /// The same with a VStack probing a one-child HStack with ∞ across it.
    @Test func aStackOfOneIsAsFlexibleAsItsChild() {
        let view = VStack {
            HStack { Color.red }.accessibilityIdentifier("h")
            Color.green.frame(minHeight: 50).accessibilityIdentifier("min")
        }
        let layout = Self.lay(view, 100, 60)
        #expect(layout.size == CGSize(width: 100, height: 60))
        #expect(layout.frame(of: "h") == CGRect(x: 0, y: 0, width: 100, height: 2))
        #expect(layout.frame(of: "min") == CGRect(x: 0, y: 10, width: 100, height: 50))
    }

    /// The same again, at the everyday size of a screen: step 1 probes the inner VStack with
    /// ∞; its red takes ∞ and leaves NaN for the capsule (the finding below), its maximum is
    /// NaN, flexibility 0: it looks as rigid as the 40-point frame and, first in source order,
    /// is offered half (26). Spec: the frame goes first and takes 40 of the 52 left after
    /// spacing; the inner stack gets the 12 left: 60 in all.
    @Test func aStackOfFlexibleViewsIsFlexibleInAStack() {
        let view = VStack {
            VStack { Color.red; Capsule() }.accessibilityIdentifier("inner")
            Color.red.frame(height: 40).accessibilityIdentifier("frame")
        }
        let layout = Self.lay(view, 400, 60)
        #expect(layout.size == CGSize(width: 400, height: 60))
        #expect(layout.frame(of: "inner") == CGRect(x: 0, y: 0, width: 400, height: 12))
        #expect(layout.frame(of: "frame") == CGRect(x: 0, y: 20, width: 400, height: 40))
    }

    /// The size cache files a NaN proposal under nil ("caches treat it as unspecified too",
    /// LayoutNode.placedWidth): the answer to NaN is then given to the next nil. A capsule
    /// asked NaN wide answers NaN; asked nil afterwards it answers NaN again, not 10.
    @Test func anAnswerToNaNIsNotTheAnswerToNil() {
        let layout = Self.lay(Capsule(), .nan, nil)
        layout.relayout(in: ProposedViewSize(width: nil, height: nil))
        #expect(layout.size == CGSize(width: 10, height: 10))
    }

    /// Both of the last two at once, with nothing but everyday values: laid out 300 wide, the
    /// inner stack is probed with ∞ and its rectangle asked NaN (filed as nil); relaid out at an
    /// unspecified width, the rectangle's ideal width comes from that cache: NaN. A fresh
    /// layout gives 10 + 8 + (10 + 8 + 10) = 46.
    @Test func aRelayoutToAnUnspecifiedWidthIsAFreshLayout() {
        let view = HStack {
            Color.red
            HStack { Color.red; Rectangle() }
        }
        #expect(Self.lay(view, nil, 0).size == CGSize(width: 46, height: 0))
        let layout = Self.lay(view, 300, 0)
        layout.relayout(in: ProposedViewSize(width: nil, height: 0))
        #expect(layout.size == CGSize(width: 46, height: 0))
    }

    /// Spec § 5, with rigid children: the outer stack offers the inner one 446 of the 892
    /// left after spacing (it takes 350.5); the inner stack offers its first frame half of the
    /// 438 it has left, 219. A fresh layout placed it with 0, the offer of the rigid children's
    /// probe, whose distribution the placement reused (rigid children answer every length
    /// alike); a relayout placed it with 219. A fixed frame ignores the proposal, so only
    /// `placedViews` (and the printed tree) show it.
    @Test func aRigidStackChildIsPlacedWithItsShare() {
        let view = VStack {
            Color.red
            VStack {
                Color.red.frame(height: 142.5).accessibilityIdentifier("first")
                Color.red.frame(height: 200)
            }
        }
        let layout = Self.lay(view, 0, 900)
        let proposal = { layout.placedViews.first { $0.identifiers.contains("first") }?.proposal }
        #expect(proposal() == ProposedViewSize(width: 0, height: 219))
    
        layout.relayout(in: ProposedViewSize(width: 700, height: 100))
        layout.relayout(in: ProposedViewSize(width: 0, height: 900))
        #expect(proposal() == ProposedViewSize(width: 0, height: 219))
    }

    /// A crash: `PlaceholderTextMeasurer` converted the proposed width over the character width
    /// and the proposed height over the line advance to Int, which traps beyond ±9.2e18 (now
    /// clamped to ±2^53 first). Hostile values reach that through arithmetic too:
    /// `Text("dolor sit amet").aspectRatio(1e-9, contentMode: .fill).aspectRatio(1e9,
    /// contentMode: .fill)` in 985 × 361.5 proposes the text 3.6e20 tall. The measurer's own
    /// rules give 0 wide (a width at most the proposal, floored at 0) and one line (8.5 wide, rounded
    /// up to the 3× pixel grid).
    @Test func aTextProposedAHugeLengthDoesNotCrash() {
        let layout = Self.lay(Text("a"), -.greatestFiniteMagnitude, nil)
        #expect(layout.size.width == 0)
        let tall = Self.lay(Text("a"), 100, 1e300)
        #expect(tall.size == CGSize(width: 8.666666666666666, height: 20.333333333333332))
    }

    /// Spec § 5, step 4, with P = ∞ (what a fill proposes, § 8): the colour is offered ∞ / 2 and
    /// takes ∞, which leaves ∞ − ∞ = NaN for the circle. Trellis offered it NaN, and the circle
    /// answered NaN × NaN, so the stack was NaN wide. The spec's `max(avail / left, 0)` does not
    /// say what NaN gives; taking from an unlimited length leaves it unlimited, so the circle is
    /// offered ∞ (`StackDistribution.share`) and the stack is ∞ wide.
    @Test func aStackProposedInfinityProposesNoNaN() {
        let view = HStack {
            Color.red
            Circle().accessibilityIdentifier("circle")
        }
        let layout = Self.lay(view, .infinity, .infinity)
        #expect(layout.size.width == .infinity)
        #expect(layout.frame(of: "circle").map { !$0.size.width.isNaN && !$0.size.height.isNaN } == true)
    }

    /// The last finding of the million-tree run (5 cases): a fixed-size stack is finite when
    /// sized (the fill gets nil × nil, § 8: 10 × 10), but asked its first baseline it places its
    /// children with its own width across (§ 5), the fill gets (10, nil), fills ∞, and the
    /// baseline is ∞. The ZStack aligning on it found both of its edges at −∞ and was
    /// −∞ − (−∞) = NaN tall; an extent between edges infinitely far on one side is infinite.
    @Test func aFiniteViewWithAnInfiniteBaselineMakesAnInfiniteStackNotNaN() {
        let view = ZStack(alignment: .trailingFirstTextBaseline) {
            VStack {
                Color.red.aspectRatio(contentMode: .fill)
                Text("H")
            }
            .fixedSize()
        }
        #expect(Self.lay(view, 100, 0).size == CGSize(width: 10, height: CGFloat.infinity))
        let row = HStack(alignment: .lastTextBaseline) { view }
        #expect(Self.lay(row, nil, 600).size.height == .infinity)
    }
}
