import Testing
import Trellis

/// Issue 28's list bugs, found drawing Apple's tutorial apps: a `Section` returned from a
/// custom view's body, and a menu picker in a form row.
@Suite("Sections from views' bodies, menu pickers in rows")
struct ListSectionBodyTests {
    struct AttendeesSection: View {
        var body: some View {
            Section(header: Text("Attendees")) {
                Text("Ada")
                Text("Grace")
            }
        }
    }

    struct MaybeSection: View {
        var isShown: Bool
        var body: some View {
            if isShown {
                Section(header: Text("Attendees")) {
                    Text("Ada")
                    Text("Grace")
                }
            }
        }
    }

    struct TwoRows: View {
        var body: some View {
            Text("Ada")
            Text("Grace")
        }
    }

    static func frames<V: View>(_ view: V) -> [String] {
        ViewLayout(view, in: ProposedViewSize(width: 390, height: 844), environment: iOS18Environment()).placedViews
            .filter { $0.text != nil || $0.kind == "Divider" || $0.kind.hasPrefix("RoundedRectangle") }
            .map { "\($0.kind) \($0.text ?? "") \($0.frame)" }
    }

    static let direct = frames(List {
        Section(header: Text("Attendees")) {
            Text("Ada")
            Text("Grace")
        }
    })

    @Test func aSectionFromABodyIsTheSectionWrittenInTheList() {
        #expect(Self.frames(List { AttendeesSection() }) == Self.direct)
        #expect(Self.frames(List { MaybeSection(isShown: true) }) == Self.direct)
        #expect(Self.frames(Form { AttendeesSection() }) == Self.frames(Form { Section(header: Text("Attendees")) { Text("Ada"); Text("Grace") } }))
    }

    @Test func theHeaderAndRowsAreWhereIOSPutsThem() throws {
        let layout = ViewLayout(List { AttendeesSection() }, in: ProposedViewSize(width: 390, height: 844), environment: iOS18Environment())
        let header = try #require(layout.placedViews.first { $0.text == "ATTENDEES" || $0.text == "Attendees" })
        let ada = try #require(layout.placedViews.first { $0.text == "Ada" })
        let grace = try #require(layout.placedViews.first { $0.text == "Grace" })
        // Rows 44 tall, text inset 32 from the edge (16 of margin, 16 in the card), the header
        // above the card, 6 above its first row's top.
        #expect(grace.frame.minY - ada.frame.minY == 44)
        #expect(ada.frame.minX == 32)
        #expect(header.frame.minX == 32)
        #expect((ada.frame.midY - 22) - header.frame.maxY == 6)
    }

    @Test func aViewOfSeveralViewsGivesSeveralRows() {
        #expect(Self.frames(List { TwoRows() }) == Self.frames(List { Text("Ada"); Text("Grace") }))
    }

    @Test func anEmptyBodyGivesNoSection() {
        #expect(Self.frames(List { MaybeSection(isShown: false); Text("Ada") }) == Self.frames(List { Text("Ada") }))
    }

    @Test func aMenuPickerInAFormRowShowsItsLabelLeadingAndTheValueTrailing() throws {
        let form = Form {
            Picker("Theme", selection: .constant("Bubblegum")) {
                Text("Bubblegum").tag("Bubblegum")
                Text("Buttercup").tag("Buttercup")
            }
        }
        let layout = ViewLayout(form, in: ProposedViewSize(width: 390, height: 844), environment: iOS18Environment())
        let label = try #require(layout.placedViews.first { $0.text == "Theme" })
        let value = try #require(layout.placedViews.first { $0.text == "Bubblegum" })
        let chevrons = try #require(layout.placedViews.last { $0.kind == "Image" })
        // The label at the row's leading inset (16 + 16); the chevrons end at the trailing inset.
        #expect(label.frame.minX == 32)
        #expect(abs(chevrons.frame.maxX - (390 - 32)) < 1e-9)
        #expect(value.frame.maxX + 4 == chevrons.frame.minX)
        #expect(label.frame.midY == value.frame.midY)
    }

    @Test func outsideAListTheMenuPickerIsItsValueAlone() {
        let picker = Picker("Theme", selection: .constant("Bubblegum")) { Text("Bubblegum").tag("Bubblegum") }
        let texts = ViewLayout(picker, in: ProposedViewSize(width: 390, height: 844), environment: iOS18Environment()).placedViews.compactMap(\.text)
        #expect(texts == ["Bubblegum"])
    }
}

@Suite("Lists of data with a selection")
struct ListSelectionTests {
    struct Refund: Identifiable {
        var id: Int
        var title: String
    }

    static let refunds = [Refund(id: 1, title: "Donut"), Refund(id: 2, title: "Coffee")]

    @Test func aSelectableListHasTheRowsOfItsData() {
        let plain = ViewLayout(List(Self.refunds) { Text($0.title) }, in: ProposedViewSize(width: 390, height: 844), environment: iOS18Environment())
        let single = ViewLayout(List(Self.refunds, selection: .constant(Optional(2))) { Text($0.title) }, in: ProposedViewSize(width: 390, height: 844), environment: iOS18Environment())
        let many = ViewLayout(List(Self.refunds, id: \.title, selection: .constant(Set<String>())) { Text($0.title) }, in: ProposedViewSize(width: 390, height: 844), environment: iOS18Environment())
        #expect(single.placedViews.compactMap(\.text) == ["Donut", "Coffee"])
        #expect(single.placedViews.map(\.frame) == plain.placedViews.map(\.frame))
        #expect(many.placedViews.map(\.frame) == plain.placedViews.map(\.frame))
    }
}

@Suite("Navigation links in a list row's scroll view")
struct NestedNavigationLinkTests {
    /// Apple's Landmarks tutorial (CategoryRow): a row of links in a horizontal scroll view.
    static var categoryRow: some View {
        List {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(["Lakes", "Rivers"], id: \.self) { name in
                    NavigationLink { Text(name) } label: { Text(name).frame(width: 155, height: 155) }
                }
            }
        }
        .listRowInsets(EdgeInsets())
        }
    }

    @Test func theyDrawTheirLabelsWithoutChevrons() {
        let layout = ViewLayout(Self.categoryRow, in: ProposedViewSize(width: 390, height: 844), environment: iOS18Environment())
        #expect(layout.placedViews.filter { $0.kind == "Image" }.isEmpty)
        let lakes = layout.placedViews.first { $0.text == "Lakes" }
        let rivers = layout.placedViews.first { $0.text == "Rivers" }
        // The labels sit side by side, 155 apart, from the card's leading edge (16).
        #expect(lakes.map { abs($0.frame.midX - (16 + 77.5)) < 1e-9 } == true)
        #expect(rivers.map { abs($0.frame.midX - (16 + 155 + 77.5)) < 1e-9 } == true)
    }

    @Test func aLinkThatIsTheRowKeepsItsChevron() {
        let layout = ViewLayout(List { NavigationLink { Text("Detail") } label: { Text("Turtle Rock") } }, in: ProposedViewSize(width: 390, height: 844), environment: iOS18Environment())
        #expect(layout.placedViews.filter { $0.kind == "Image" }.count == 1)
    }
}
