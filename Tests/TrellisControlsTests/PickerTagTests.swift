import Testing
import Trellis

/// How a picker finds its options' tags: an explicit `tag(_:)`, else the id of the `ForEach`
/// element that made the view, as SwiftUI does.
@Suite struct PickerTagTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    @Test func forEachIdsTagTheirViews() {
        let byKeyPath = Picker("F", selection: .constant("b")) { ForEach(["a", "b", "c"], id: \.self) { Text($0) } }
        #expect(lay(byKeyPath, nil, nil).placedViews.compactMap(\.text) == ["b"])
        #expect(lay(byKeyPath, nil, nil).diagnostics.isEmpty)

        let identifiable = Picker("F", selection: .constant(Flavor.strawberry)) {
            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
        }
        #expect(lay(identifiable, nil, nil).placedViews.compactMap(\.text) == ["Strawberry"])

        let range = Picker("N", selection: .constant(3)) { ForEach(0..<5) { Text("Row \($0)") } }
        #expect(lay(range, nil, nil).placedViews.compactMap(\.text) == ["Row 3"])

        let items = [Item(id: 10, name: "Ten"), Item(id: 20, name: "Twenty")]
        let byID = Picker("I", selection: .constant(20)) { ForEach(items) { Text($0.name) } }
        #expect(lay(byID, nil, nil).placedViews.compactMap(\.text) == ["Twenty"])
    }

    @Test func anExplicitTagWinsOverTheForEachId() {
        let items = [Item(id: 10, name: "Ten"), Item(id: 20, name: "Twenty")]
        let picker = Picker("I", selection: .constant("Ten")) { ForEach(items) { Text($0.name).tag($0.name) } }
        #expect(lay(picker, nil, nil).placedViews.compactMap(\.text) == ["Ten"])
        // The ids (Ints) no longer tag the views: 10 is not an option.
        let byID = Picker("I", selection: .constant(10)) { ForEach(items) { Text($0.name).tag($0.name) } }
        #expect(lay(byID, nil, nil).placedViews.compactMap(\.text).isEmpty)
        #expect(lay(byID, nil, nil).diagnostics.count == 1)
    }

    @Test func anIdOfAnotherTypeThanTheSelectionDoesNotMatch() {
        // Ids are Ints, the selection a String: as in SwiftUI, nothing is selected.
        let picker = Picker("N", selection: .constant("1")) { ForEach(0..<3) { Text("\($0)") } }
        let layout = lay(picker, nil, nil)
        #expect(layout.placedViews.compactMap(\.text).isEmpty)
        #expect(layout.diagnostics.map(\.message)
            == ["Picker: the selection \"1\" is invalid and does not have an associated tag, this will give undefined results."])
    }

    @Test func forEachAndTaggedViewsMix() {
        let picker = Picker("F", selection: .constant("none")) {
            Text("None").tag("none")
            ForEach(["a", "b"], id: \.self) { Text($0.uppercased()) }
        }
        #expect(lay(picker, nil, nil).placedViews.compactMap(\.text) == ["None"])
        let segmented = lay(picker.pickerStyle(.segmented), 300, nil)
        #expect(segmented.placedViews.compactMap(\.text) == ["None", "A", "B"])
        #expect(segmented.diagnostics.isEmpty)
    }

    @Test func anEmptyPickerIsReportedAndDrawsTheChevronsAlone() {
        let picker = Picker("Empty", selection: .constant(0)) { EmptyView() }
        let layout = lay(picker, nil, nil)
        #expect(layout.placedViews.compactMap(\.text).isEmpty)
        #expect(layout.diagnostics.count == 1)
        let chevrons = lay(Image(systemName: "chevron.up.chevron.down").imageScale(.small), nil, nil).size
        #expect(close(layout.size, chevrons))
        // Every style draws an empty picker without trapping.
        for width in [nil, 0, 300] as [CGFloat?] {
            _ = lay(picker.pickerStyle(.segmented), width, nil).size
            _ = lay(picker.pickerStyle(.wheel), width, nil).size
            _ = lay(picker.pickerStyle(.navigationLink), width, nil).size
        }
    }
}

/// A tag is a trait of its view: modifiers applied after it keep it.
@Suite struct PickerTagTraitTests {
    @Test func modifiersAfterATagKeepIt() {
        let picker = Picker("n", selection: .constant(2)) {
            Text("One").tag(1).padding(4)
            Text("Two").tag(2).foregroundStyle(.red).font(.headline)
        }
        let layout = lay(picker, nil, nil)
        #expect(layout.placedViews.compactMap(\.text) == ["Two"])
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func theOutermostTagWins() {
        let picker = Picker("n", selection: .constant("outer")) { Text("A").tag("inner").padding().tag("outer") }
        #expect(lay(picker, nil, nil).placedViews.compactMap(\.text) == ["A"])
        let inner = Picker("n", selection: .constant("inner")) { Text("A").tag("inner").padding().tag("outer") }
        #expect(lay(inner, nil, nil).placedViews.compactMap(\.text).isEmpty)
    }

    @Test func aTagInsideAContainerDoesNotTagTheContainer() {
        let picker = Picker("n", selection: .constant(1)) { HStack { Text("A").tag(1) } }
        #expect(lay(picker, nil, nil).diagnostics.count == 1)
    }
}
