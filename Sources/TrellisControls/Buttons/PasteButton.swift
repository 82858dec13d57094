import TrellisCore

/// A button that pastes what the clipboard holds: SwiftUI's `PasteButton`.
///
/// iOS draws it as a system paste control (`UIPasteControl`): "Paste" beside the
/// `doc.on.clipboard` symbol in a capsule filled with the tint, the title white. Trellis
/// composes the same from a prominent bordered button; `labelStyle(_:)` and
/// `buttonBorderShape(_:)` change it as on iOS. Nothing is pasted in a still picture.
public struct PasteButton: View {
    public var body: some View {
        Button(action: {}) {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule)
    }

    /// A paste button for the types in `supportedContentTypes`, handing `payloadAction` the
    /// clipboard's items.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

    /// A paste button for values of `payloadType`, handing `onPaste` the clipboard's values.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
}
