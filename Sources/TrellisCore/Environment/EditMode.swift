/// Whether the user can edit the content of a view: SwiftUI's `EditMode`, read through
/// `@Environment(\.editMode)` and switched by `EditButton`.
public enum EditMode: Hashable, Sendable {
    /// The user cannot edit.
    case inactive
    /// Editing for a moment (a swipe on a row).
    case transient
    /// The user can edit.
    case active

    /// Whether editing is on (transient or active).
    public var isEditing: Bool { self != .inactive }
}

private enum EditModeKey: EnvironmentKey {
    // A view at the root of a preview reads an inactive mode, not nil: Apple's Landmarks
    // tutorial tests `editMode?.wrappedValue == .inactive` there and its canvas shows the
    // inactive branch.
    static var defaultValue: Binding<EditMode>? { .constant(.inactive) }
}

extension EnvironmentValues {
    /// The editing mode of the views that can be edited (lists), as a binding; inactive unless
    /// a view sets it.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
