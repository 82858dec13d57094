import TrellisCore

/// A button that makes a new document of a document app: SwiftUI's `NewDocumentButton`,
/// titled "Create Document" unless given a label (the document launch screen's wording).
/// Its action needs a document app's scene, which a preview has not: nothing is made.
public struct NewDocumentButton: View {
    let label: Text?

    /// A button making a document of the app's first document type.
    public init(_ label: Text? = nil) {
        self.label = label
    }

    /// A button making a document of `documentType`, prepared by `prepareDocument`.
    public init<D: FileDocument>(
        _ label: Text? = nil, for documentType: D.Type, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D
    ) {
        self.label = label
    }

    public var body: some View {
        Button(action: {}) { label ?? Text("Create Document") }
    }
}

/// The actions a document group's launch screen offers by default: SwiftUI's
/// `DefaultDocumentGroupLaunchActions` — the new document button.
public struct DefaultDocumentGroupLaunchActions: View {
    public init() {}

    public var body: some View { NewDocumentButton() }
}
