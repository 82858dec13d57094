import TrellisCore

/// A button that starts renaming: SwiftUI's `RenameButton`, drawn as a button labelled
/// "Rename" with the `pencil` symbol. The action set with `renameAction(_:)` never runs in a
/// still picture.
public struct RenameButton<Label: View>: View {
    let label: Label

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension RenameButton where Label == TrellisControls.Label<Text, Image> {
    /// The system's rename button.
    public init() {
        label = TrellisControls.Label("Rename", systemImage: "pencil")
    }
}
