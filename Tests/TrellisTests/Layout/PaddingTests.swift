import Testing
import Trellis

// §4 Padding: child proposal = p − insets per given axis, floored at 0 (nil stays nil);
// size = child + insets; child placed at (leading, top); priority 0.

@Suite("§4 Padding")
struct PaddingTests {

    @Test func defaultPaddingIsSixteen() {
        // Color proposed (390 − 32, 844 − 32) = (358, 812); size 390×844; child at (16, 16).
        let layout = lay(Color.red.accessibilityIdentifier("c").padding(), 390, 844)
        #expect(layout.size == size(390, 844))
        #expect(layout.frame(of: "c") == rect(16, 16, 358, 812))
    }

    @Test func defaultPaddingAroundFixedBox() {
        // 50 + 32 = 82; centred: ((390 − 82)/2, (844 − 82)/2) = (154, 381); child at +16.
        let layout = lay(box("b", 50, 50).padding().accessibilityIdentifier("p"), 390, 844)
        #expect(layout.size == size(82, 82))
        #expect(layout.frame(of: "p") == rect(154, 381, 82, 82))
        #expect(layout.frame(of: "b") == rect(170, 397, 50, 50))
    }

    struct InsetCase: Sendable, CustomTestStringConvertible {
        let name: String
        let top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
        var testDescription: String { name }
    }

    static let edgeCases: [InsetCase] = [
        InsetCase(name: "all 10", top: 10, leading: 10, bottom: 10, trailing: 10),
        InsetCase(name: "horizontal 5", top: 0, leading: 5, bottom: 0, trailing: 5),
        InsetCase(name: "vertical 5", top: 5, leading: 0, bottom: 5, trailing: 0),
        InsetCase(name: "leading 7", top: 0, leading: 7, bottom: 0, trailing: 0),
        InsetCase(name: "trailing default", top: 0, leading: 0, bottom: 0, trailing: 16),
        InsetCase(name: "top 3", top: 3, leading: 0, bottom: 0, trailing: 0),
        InsetCase(name: "bottom default", top: 0, leading: 0, bottom: 16, trailing: 0),
        InsetCase(name: "EdgeInsets 1 2 3 4", top: 1, leading: 2, bottom: 3, trailing: 4),
        InsetCase(name: "horizontal default", top: 0, leading: 16, bottom: 0, trailing: 16),
    ]

    static func padded(_ name: String) -> AnyView {
        let b = box("b", 50, 50)
        switch name {
        case "all 10": return AnyView(b.padding(10))
        case "horizontal 5": return AnyView(b.padding(.horizontal, 5))
        case "vertical 5": return AnyView(b.padding(.vertical, 5))
        case "leading 7": return AnyView(b.padding(.leading, 7))
        case "trailing default": return AnyView(b.padding(.trailing))
        case "top 3": return AnyView(b.padding(.top, 3))
        case "bottom default": return AnyView(b.padding(.bottom))
        case "EdgeInsets 1 2 3 4": return AnyView(b.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        default: return AnyView(b.padding(.horizontal))
        }
    }

    @Test(arguments: edgeCases)
    func edges(_ c: InsetCase) {
        // nil proposal: root at (0, 0); size = 50 + insets; child at (leading, top).
        let layout = lay(Self.padded(c.name), nil, nil)
        #expect(layout.size == size(50 + c.leading + c.trailing, 50 + c.top + c.bottom))
        #expect(layout.frame(of: "b") == rect(c.leading, c.top, 50, 50))
    }

    @Test func proposalShrinksByInsets() {
        // .padding(.horizontal, 5) in 100×60: Color proposed (90, 60) → size 100×60.
        let layout = lay(Color.red.accessibilityIdentifier("c").padding(.horizontal, 5), 100, 60)
        #expect(layout.size == size(100, 60))
        #expect(layout.frame(of: "c") == rect(5, 0, 90, 60))
    }

    @Test func proposalFlooredAtZero() {
        // padding(20) in 30×30: child proposal max(30 − 40, 0) = 0 → Color 0×0 → size 40×40,
        // centred at ((30 − 40)/2, (30 − 40)/2) = (−5, −5); child at (15, 15).
        let layout = lay(Color.red.accessibilityIdentifier("c").padding(20), 30, 30)
        #expect(layout.size == size(40, 40))
        #expect(layout.frame(of: "c") == rect(15, 15, 0, 0))
    }

    @Test func nilProposalStaysNil() {
        // Color proposed nil → 10×10; size 20×20; child at (5, 5).
        let layout = lay(Color.red.accessibilityIdentifier("c").padding(5), nil, nil)
        #expect(layout.size == size(20, 20))
        #expect(layout.frame(of: "c") == rect(5, 5, 10, 10))
    }

    @Test func mixedNilAndConcreteAxes() {
        // (100, nil): Color proposed (100 − 16, nil) = (84, nil) → (84, 10); size (100, 26).
        let layout = lay(Color.red.accessibilityIdentifier("c").padding(8), 100, nil)
        #expect(layout.size == size(100, 26))
        #expect(layout.frame(of: "c") == rect(8, 8, 84, 10))
    }

    @Test func nestedPaddingAccumulates() {
        // 10 + 2·1 + 2·2 = 16 per axis; child at (1 + 2, 1 + 2) = (3, 3).
        let layout = lay(box("b", 10, 10).padding(2).padding(1), nil, nil)
        #expect(layout.size == size(16, 16))
        #expect(layout.frame(of: "b") == rect(3, 3, 10, 10))
    }

    @Test func negativePaddingShrinks() {
        // Insets −5: size = 50 − 10 = 40; child at (−5, −5). (Proposal floor only concerns the
        // child's proposal, which a fixed frame ignores.)
        let layout = lay(box("b", 50, 50).padding(-5), nil, nil)
        #expect(layout.size == size(40, 40))
        #expect(layout.frame(of: "b") == rect(-5, -5, 50, 50))
    }

    @Test func paddingResetsPriority() {
        // padding has priority 0: both children are in one group, equal flexibility and
        // minimum → 100/2 = 50 each.
        let view = HStack(spacing: 0) {
            Color.red.layoutPriority(1).padding(0).accessibilityIdentifier("r")
            Color.blue.accessibilityIdentifier("b")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 50, 50))
        #expect(layout.frame(of: "b") == rect(50, 0, 50, 50))
    }

    @Test func paddingThenFrame() {
        // frame(width: 100, height: 100) proposes 100×100 → padding(10) proposes 80×80 → Color.
        let layout = lay(Color.red.accessibilityIdentifier("c").padding(10).frame(width: 100, height: 100), nil, nil)
        #expect(layout.frame(of: "c") == rect(10, 10, 80, 80))
    }

    @Test func frameThenPadding() {
        let layout = lay(box("b", 30, 20).padding(.leading, 12).padding(.top, 4), nil, nil)
        #expect(layout.size == size(42, 24))
        #expect(layout.frame(of: "b") == rect(12, 4, 30, 20))
    }
}
