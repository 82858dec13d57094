import Testing
import Trellis

// Compile fixture for SwiftUI's list, table, scrolling and control modifiers
// (docs/api-surface.md): `labelsVisibility(.hidden)` hides labels as `labelsHidden()`; the rest
// keep the layout.

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
}
