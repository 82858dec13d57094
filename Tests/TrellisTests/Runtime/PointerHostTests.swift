import Testing
import Trellis

/// Two buttons side by side, 100 × 50 each, with a count under them.
private struct Pad: View {
    @State private var left = 0
    @State private var right = 0
    var passThrough = false

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Button { left += 1 } label: { Color.clear.frame(width: 100, height: 50) }.accessibilityLabel("Left")
                Button { right += 1 } label: { Color.clear.frame(width: 100, height: 50) }.accessibilityLabel("Right")
            }
            .overlay { Color.clear.frame(width: 10, height: 10).allowsHitTesting(!passThrough).onTapGesture {} }
            Text("\(left) \(right)").accessibilityIdentifier("counts")
        }
    }
}

/// A field whose text is shown, and what submitting it did.
private struct Search: View {
    @State private var query = ""
    @State private var submitted = ""
    var disabled = false

    var body: some View {
        VStack {
            TextField("Search", text: $query).onSubmit { submitted = query }.disabled(disabled)
            Text("query \(query)").accessibilityIdentifier("query")
            Text("submitted \(submitted)").accessibilityIdentifier("submitted")
        }
    }
}

@Suite("ViewHost: taps at a point, keys into the focused field")
struct PointerHostTests {
    /// The pad in a 200 × 100 window: the buttons' row from (0, 0) to (200, 50).
    private func pad(passThrough: Bool = false) -> ViewHost {
        ViewHost(Pad(passThrough: passThrough).frame(width: 200, height: 100, alignment: .top), in: ProposedViewSize(width: 200, height: 100))
    }

    @Test func aTapActsOnTheButtonUnderThePoint() throws {
        let host = pad()
        #expect(try host.tap(at: CGPoint(x: 20, y: 25)) == .tapped("Left"))
        try host.tap(at: CGPoint(x: 180, y: 25))
        try host.tap(at: CGPoint(x: 199, y: 49))
        #expect(host.text(of: "counts") == "1 2")
    }

    @Test func aTapOnNothingThatActsChangesNothing() throws {
        let host = pad()
        let updates = host.updateCount
        // Under the row: the counts' text, which does not act on a tap.
        #expect(try host.tap(at: CGPoint(x: 100, y: 60)) == .ignored("nothing at (100, 60) acts on a tap"))
        #expect(try host.tap(at: CGPoint(x: 500, y: 500)) == .ignored("nothing is drawn at (500, 500)"))
        #expect(host.updateCount == updates)
        #expect(host.text(of: "counts") == "0 0")
    }

    /// The overlay's 10-point square in the middle of the row (95…105, 20…30) takes the tap
    /// that lands on it, unless it lets taps through to the button under it.
    @Test(arguments: [(false, "0 0"), (true, "0 1")])
    func anOverlayTakesTheTapUnlessItAllowsNoHitTesting(passThrough: Bool, counts: String) throws {
        let host = pad(passThrough: passThrough)
        try host.tap(at: CGPoint(x: 101, y: 25))
        #expect(host.text(of: "counts") == counts)
    }

    @Test func keysGoToTheFieldATapFocused() throws {
        let host = ViewHost(Search(), in: ProposedViewSize(width: 300, height: 200))
        #expect(try host.typeKeys("x") == .ignored("no text field is being edited"))
        let field = try #require(host.layout.placedViews.first { $0.text == "Search" }?.frame)
        #expect(try host.tap(at: CGPoint(x: field.midX, y: field.midY)) == .focused("Search"))
        #expect(host.focusedField == "Search")
        try host.typeKeys("trel")
        try host.typeKeys("lix")
        #expect(try host.deleteBackward() == .edited("Search"))
        try host.typeKeys("s")
        #expect(host.text(of: "query") == "query trellis")
        #expect(try host.submitFocusedField() == .submitted("Search"))
        #expect(host.text(of: "submitted") == "submitted trellis")
        // A tap elsewhere ends the editing.
        try host.tap(at: CGPoint(x: 1, y: 199))
        #expect(host.focusedField == nil)
    }

    @Test func aDisabledFieldTakesNoFocus() throws {
        let host = ViewHost(Search(disabled: true), in: ProposedViewSize(width: 300, height: 200))
        let field = try #require(host.layout.placedViews.first { $0.text == "Search" }?.frame)
        #expect(try host.tap(at: CGPoint(x: field.midX, y: field.midY)) == .ignored("the field is disabled"))
        #expect(host.focusedField == nil)
    }

    @Test func aResizedHostKeepsItsStateAndItsNewWindow() throws {
        let host = pad()
        try host.tap(at: CGPoint(x: 20, y: 25))
        host.relayout(in: ProposedViewSize(width: 400, height: 100))
        // The 200-wide pad is centred in 400: its left button now from x 100.
        try host.tap(at: CGPoint(x: 120, y: 25))
        #expect(host.text(of: "counts") == "2 0")
        #expect(host.layout.proposal == ProposedViewSize(width: 400, height: 100))
    }
}

/// Thirty 50-point rows in a scroll view 200 tall: 1,300 points of content past the viewport.
private struct LongList: View {
    @State private var tapped = "none"
    var body: some View {
        VStack(spacing: 0) {
            Text("tapped \(tapped)").frame(height: 20).accessibilityIdentifier("tapped")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { row in
                        Button { tapped = "\(row)" } label: { Color.clear.frame(width: 100, height: 50) }
                            .accessibilityIdentifier("row \(row)")
                    }
                }
            }
            .frame(height: 200)
        }
    }
}

@Suite("ViewHost: scrolling")
struct ScrollHostTests {
    /// The list in a 100 × 220 window: the text from y 0, the viewport from 20 to 220.
    private func host() -> ViewHost {
        ViewHost(LongList(), in: ProposedViewSize(width: 100, height: 220))
    }

    @Test func aScrollMovesTheContentAndTapsFollowIt() throws {
        let host = host()
        #expect(host.layout.frame(of: "row 0")?.minY == 20)
        #expect(try host.scroll(at: CGPoint(x: 50, y: 100), by: CGVector(dx: 0, dy: 120)) == .scrolled)
        #expect(host.layout.frame(of: "row 0")?.minY == -100)
        #expect(host.layout.frame(of: "row 3")?.minY == 50)
        // Under the viewport's top (y 30) is row 2 (from 0 to 50): row 0 is scrolled out.
        try host.tap(at: CGPoint(x: 50, y: 30))
        #expect(host.text(of: "tapped") == "tapped 2")
        // The scroll survives the tap's update.
        #expect(host.layout.frame(of: "row 0")?.minY == -100)
    }

    @Test func aScrollStopsAtTheEnds() throws {
        let host = host()
        #expect(try host.scroll(at: CGPoint(x: 50, y: 100), by: CGVector(dx: 0, dy: -40)) == .ignored("the scroll view is at its end"))
        try host.scroll(at: CGPoint(x: 50, y: 100), by: CGVector(dx: 0, dy: 5000))
        // 1,500 of content in a 200-point viewport: scrolled 1,300, the last row's bottom at 220.
        #expect(host.layout.frame(of: "row 29")?.maxY == 220)
        #expect(try host.scroll(at: CGPoint(x: 50, y: 100), by: CGVector(dx: 0, dy: 10)) == .ignored("the scroll view is at its end"))
        #expect(try host.scroll(at: CGPoint(x: 50, y: 10), by: CGVector(dx: 0, dy: 10)) == .ignored("nothing at (50, 10) scrolls"))
    }
}

@Suite("ViewHost: hit testing in drawing order")
struct DrawingOrderHostTests {
    /// A background is drawn behind its view: a tap on the view reaches the button, though the
    /// background comes after it in the tree. A list row's card is such a background.
    @Test func aBackgroundIsBehindItsView() throws {
        struct Backed: View {
            @State private var count = 0
            var body: some View {
                Button("Count \(count)") { count += 1 }.frame(width: 200, height: 60).background(Color.yellow)
            }
        }
        let host = ViewHost(Backed(), in: ProposedViewSize(width: 200, height: 60))
        #expect(try host.tap(at: CGPoint(x: 100, y: 30)) == .tapped("Count 0"))
        #expect(host.texts == ["Count 1"])
    }

    @Test func aToggleInAListRowFlips() throws {
        struct Row: View {
            @State private var on = false
            var body: some View { List { Toggle("Wi-Fi", isOn: $on); Text(on ? "on" : "off") } }
        }
        let host = ViewHost(Row(), on: .iPhone17)
        let title = try #require(host.layout.placedViews.first { $0.text == "Wi-Fi" }?.frame)
        try host.tap(at: CGPoint(x: title.midX, y: title.midY))
        #expect(host.texts.contains("on"))
    }
}

@Suite("ViewHost: ScrollViewReader")
struct ScrollReaderHostTests {
    /// Forty 50-point messages in a 200-point scroll view, scrolled to the last when it appears
    /// (a chat's usual `onAppear`), and to one by a button.
    private struct Chat: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    HStack {
                        Button("Top") { proxy.scrollTo(0, anchor: .top) }
                        Button("Middle") { proxy.scrollTo(20, anchor: .center) }
                    }
                    .frame(height: 20)
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<40, id: \.self) { row in
                                Color.clear.frame(width: 100, height: 50).id(row).accessibilityIdentifier("message \(row)")
                            }
                        }
                    }
                    .frame(height: 200)
                    .onAppear { proxy.scrollTo(39) }
                }
            }
        }
    }

    @Test func scrollToBringsTheMarkedViewIntoView() throws {
        let host = ViewHost(Chat(), in: ProposedViewSize(width: 100, height: 220))
        // Scrolled the least that shows message 39: its bottom on the viewport's (20 + 200).
        #expect(host.layout.frame(of: "message 39")?.maxY == 220)
        try host.tap("Top")
        #expect(host.layout.frame(of: "message 0")?.minY == 20)
    }

    /// With an anchor, that point of the message lands on the same point of the viewport:
    /// message 20 (50 tall) centred in the viewport from 20 to 220 has its top at 95.
    @Test func anAnchorAlignsThatPoint() throws {
        let host = ViewHost(Chat(), in: ProposedViewSize(width: 100, height: 220))
        try host.tap("Middle")
        #expect(host.layout.frame(of: "message 20")?.minY == 95)
    }
}
