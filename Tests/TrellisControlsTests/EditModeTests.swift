import Testing
import Trellis

@Suite("Edit mode")
struct EditModeTests {
    /// Apple's Landmarks tutorial (ProfileHost): the inactive branch shows at the root.
    struct ProfileHost: View {
        @Environment(\.editMode) var editMode
        var body: some View {
            HStack {
                if editMode?.wrappedValue == .inactive { Text("Summary") } else { Text("Editor") }
                Spacer()
                EditButton()
            }
        }
    }

    @Test func theRootReadsAnInactiveMode() {
        let layout = ViewLayout(ProfileHost(), in: ProposedViewSize(width: 390, height: 844), environment: iOS18Environment())
        #expect(layout.placedViews.compactMap(\.text) == ["Summary", "Edit"])
    }

    @Test func anActiveModeShowsDoneInSemibold() {
        let layout = ViewLayout(ProfileHost().environment(\.editMode, .constant(.active)), in: ProposedViewSize(width: 390, height: 844), environment: iOS18Environment())
        #expect(layout.placedViews.compactMap(\.text) == ["Editor", "Done"])
        let done = layout.placedViews.first { $0.text == "Done" }
        #expect(done?.frame.size == textSize(Text("Done").fontWeight(.semibold)))
    }

    @Test(arguments: [(EditMode.inactive, false), (.transient, true), (.active, true)])
    func isEditing(mode: EditMode, editing: Bool) {
        #expect(mode.isEditing == editing)
    }
}
