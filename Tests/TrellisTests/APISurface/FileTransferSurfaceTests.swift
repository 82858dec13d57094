import Testing
import Trellis

// Compile fixture for SwiftUI's file importers and exporters, `draggable`, `navigationDocument`
// and the `UTType` forms of `onDrop` (docs/api-surface.md), with the document protocols and
// the `UTType` and `Transferable` that `import SwiftUI` brings. Nothing is presented or
// transferred in a still picture: the screen keeps its layout.

private struct Note: FileDocument {
    static let readableContentTypes: [UTType] = [.plainText]
    var text = ""

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private final class Sketch: ReferenceFileDocument, @unchecked Sendable {
    static let readableContentTypes: [UTType] = [.png]
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func snapshot(contentType: UTType) throws -> Data { Data() }
    func fileWrapper(snapshot: Data, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: snapshot)
    }
}

private struct FileFixture: View {
    @State private var importing = false
    @State private var exporting = false

    var body: some View {
        Color.red.accessibilityIdentifier("c")
            .fileImporter(isPresented: $importing, allowedContentTypes: [.pdf, .image]) { result in _ = try? result.get() }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText], allowsMultipleSelection: true) { _ in }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.json], allowsMultipleSelection: false, onCompletion: { _ in }, onCancellation: {})
            .fileExporter(isPresented: $exporting, document: Note(text: "Hi"), contentType: .plainText, defaultFilename: "Note") { _ in }
            .fileExporter(isPresented: $exporting, document: Sketch(), contentType: .png) { _ in }
            .fileExporter(isPresented: $exporting, documents: [Note(text: "A")], contentType: .plainText) { _ in }
            .fileExporter(isPresented: $exporting, documents: [Sketch()], contentType: .png) { _ in }
            .fileExporter(isPresented: $exporting, document: Note(text: "B"), contentTypes: [.plainText], onCompletion: { _ in })
            .fileExporter(isPresented: $exporting, document: Sketch(), contentTypes: [.png], onCompletion: { _ in })
            .fileExporter(isPresented: $exporting, documents: [Note(text: "C")], contentTypes: [.plainText], onCompletion: { _ in })
            .fileExporter(isPresented: $exporting, documents: [Sketch()], onCompletion: { _ in })
            .fileExporter(isPresented: $exporting, item: "Text", contentTypes: [.plainText], onCompletion: { _ in })
            .fileExporter(isPresented: $exporting, items: ["A", "B"], onCompletion: { _ in }, onCancellation: {})
            .draggable("Payload")
            .draggable(URL(string: "https://example.com")!) { Text("Link") }
            .navigationDocument("Doc")
            .navigationDocument("Doc", preview: SharePreview("Doc"))
            .onDrop(of: [.plainText], isTargeted: nil) { providers in !providers.isEmpty }
            .onDrop(of: [.url], isTargeted: nil) { _, location in location.y > 0 }
            .onDrop(of: [UTType.fileURL], delegate: FileDropper())
    }
}

private struct FileDropper: DropDelegate {
    func performDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [UTType.fileURL]) }
}

@Suite struct FileTransferSurfaceTests {
    @Test func fileDialogsAndDragAndDropKeepTheScreen() {
        #expect(ViewLayout(FileFixture(), on: .iPhone16).frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func fileWrappersHoldTheirContents() {
        let file = FileWrapper(regularFileWithContents: Data("Hello".utf8))
        #expect(file.isRegularFile && !file.isDirectory && file.regularFileContents == Data("Hello".utf8))
        let folder = FileWrapper(directoryWithFileWrappers: ["a.txt": file])
        #expect(folder.isDirectory && folder.fileWrappers?["a.txt"]?.preferredFilename == "a.txt")
        #expect(Note.writableContentTypes == [.plainText] && Sketch.writableContentTypes == [.png])
        #expect(UTType.png.conforms(to: .image) && !UTType.png.conforms(to: .text))
    }
}
