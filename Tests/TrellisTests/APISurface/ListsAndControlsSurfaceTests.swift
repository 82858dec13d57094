import Testing
import Trellis

// Compile fixture for SwiftUI's list, table, scrolling and control modifiers and views
// (docs/api-surface.md): `labelsVisibility(.hidden)` hides labels as `labelsHidden()`,
// `RenameButton` is a button labelled "Rename", `ForEach` is `DynamicViewContent`; the rest keep
// the layout.

private struct ListFixture: View {
    var body: some View {
        List {
            Text("Row")
                .deleteDisabled(true)
                .moveDisabled(true)
                .listSectionSeparatorTint(.red)
                .sectionActions { Button("More") {} }
        }
        .tableStyle(.inset)
        .tableColumnHeaders(.hidden)
        .scrollIndicatorsFlash(onAppear: true)
        .scrollIndicatorsFlash(trigger: 1)
        .scrollInputBehavior(.disabled, for: .handGestureShortcut)
        .buttonRepeatBehavior(.enabled)
        .menuActionDismissBehavior(.disabled)
        .menuOrder(.fixed)
        .menuIndicator(.hidden)
        .textEditorStyle(.plain)
    }
}

@Suite struct ListsAndControlsSurfaceTests {
    @Test func listModifiersKeepTheList() {
        let plain = List { Text("Row") }
        let layout = ViewLayout(ListFixture(), on: .iPhone16)
        let reference = ViewLayout(plain, on: .iPhone16)
        #expect(layout.placedViews.compactMap(\.text) == ["Row"])
        #expect(layout.placedViews.first { $0.text == "Row" }?.frame == reference.placedViews.first { $0.text == "Row" }?.frame)
    }

    @Test func hiddenLabelsVisibilityHidesLabels() {
        let hidden = Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.hidden)
        let reference = Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
        #expect(lay(hidden, 390, 100).size == lay(reference, 390, 100).size)
        #expect(lay(hidden, 390, 100).placedViews.compactMap(\.text).isEmpty)
        let visible = Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.visible)
        #expect(lay(visible, 390, 100).placedViews.compactMap(\.text) == ["Wi-Fi"])
    }

    @Test func renameButtonsAndDynamicContentDrawAsTheirParts() {
        let rename = lay(RenameButton(), nil, nil)
        let reference = lay(Button(action: {}) { Label("Rename", systemImage: "pencil") }, nil, nil)
        #expect(rename.size == reference.size)
        #expect(rename.placedViews.compactMap(\.text) == ["Rename"])
        let rows = ForEach(["A", "B"], id: \.self) { Text($0) }
        func editable<C: DynamicViewContent>(_ content: C) -> some View { content.onDelete { _ in }.onMove { _, _ in } }
        let edited = ViewLayout(List { editable(rows) }, on: .iPhone16)
        let plain = ViewLayout(List { rows }, on: .iPhone16)
        #expect(edited.placedViews.map(\.frame) == plain.placedViews.map(\.frame))
        #expect(rows.data == ["A", "B"])
        let label: GaugeStyleConfiguration.CurrentValueLabel? = nil
        #expect(label == nil)
    }
}

/// A disclosure group style drawing its label, then its content only when expanded, with no
/// chevron.
private struct PlainDisclosure: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.label
            if configuration.isExpanded { configuration.content }
        }
    }
}

/// A style wrapping the system's: the group made from the configuration draws with the style
/// outside this one.
private struct Boxed: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(configuration).padding(5)
    }
}

@Suite struct DisclosureGroupStyleSurfaceTests {
    @Test func customStylesDrawTheGroup() {
        let group = DisclosureGroup("Title", isExpanded: .constant(true)) { Color.red.frame(width: 20, height: 10) }
        let plain = lay(group.disclosureGroupStyle(PlainDisclosure()), nil, nil)
        #expect(plain.placedViews.contains { $0.kind.contains("Image") } == false)
        #expect(plain.size == lay(VStack(spacing: 0) { Text("Title"); Color.red.frame(width: 20, height: 10) }, nil, nil).size)
        let automatic = lay(group.disclosureGroupStyle(.automatic), nil, nil)
        #expect(automatic.size == lay(group, nil, nil).size)
        let boxed = lay(group.disclosureGroupStyle(Boxed()), nil, nil)
        #expect(boxed.size == size(automatic.size.width + 10, automatic.size.height + 10))
    }
}

/// A control group style stacking the controls vertically, labelled above.
private struct Stacked: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.label
            configuration.content
        }
    }
}

@Suite struct ControlGroupStyleSurfaceTests {
    @Test func customStylesDrawTheGroupAndTheAutomaticOneIsTheDefault() {
        let group = ControlGroup {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 20, height: 10)
        } label: {
            Color.green.frame(width: 5, height: 5)
        }
        #expect(lay(group.controlGroupStyle(Stacked()), nil, nil).size == size(20, 25))
        #expect(lay(group.controlGroupStyle(.automatic), 200, 100).size == lay(group, 200, 100).size)
        // The default: two equal columns on one rounded rectangle; the tallest part is the
        // hairline between them, a shape's ideal 10 with 8 above and below (the controls are
        // 10 with 7 above and below).
        #expect(lay(group, 200, 100).size == size(200, 26))
    }
}
