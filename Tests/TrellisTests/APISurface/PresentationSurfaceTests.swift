import Testing
import Trellis

// Compile fixture for SwiftUI's presentation modifiers (docs/api-surface.md): confirmation
// dialogs about data, with a message, are drawn; a sheet's background view is drawn behind its
// content; file dialogs and presentation sizing keep the screen.

private struct Item {
    let name: String
}

private struct FileDialogFixture: View {
    @State private var moving = false

    var body: some View {
        Color.red.accessibilityIdentifier("c")
            .fileMover(isPresented: $moving, file: URL(string: "file:///a.txt")) { _ in }
            .fileMover(isPresented: $moving, files: [URL(fileURLWithPath: "/a")]) { _ in }
            .fileMover(isPresented: $moving, file: nil, onCompletion: { _ in }, onCancellation: {})
            .fileMover(isPresented: $moving, files: [URL](), onCompletion: { _ in }, onCancellation: {})
            .fileExporterFilenameLabel("Name")
            .fileDialogBrowserOptions([.includeHiddenFiles])
            .fileDialogConfirmationLabel(Text("Save"))
            .fileDialogCustomizationID("files")
            .fileDialogDefaultDirectory(nil)
            .fileDialogImportsUnresolvedAliases(false)
            .fileDialogMessage("Choose")
            .fileDialogURLEnabled(#Predicate<URL> { _ in true })
            .presentationSizing(.form)
            .presentationSizing(.fitted)
            .dialogIcon(Image(systemName: "star"))
            .dialogSuppressionToggle("Never", isSuppressed: .constant(false))
            .dialogSuppressionToggle(Text("Never"), isSuppressed: .constant(false))
    }
}

@Suite struct PresentationSurfaceTests {
    @Test func fileDialogsAndSizingKeepTheScreen() {
        #expect(ViewLayout(FileDialogFixture(), on: .iPhone16, environment: iOS18Environment()).frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func confirmationDialogsAboutDataShowTheirMessage() {
        let item: Item? = Item(name: "Photo")
        let view = Color.clear.confirmationDialog("Options", isPresented: .constant(true), titleVisibility: .visible, presenting: item) { item in
            Button("Delete \(item.name)", role: .destructive) {}
        } message: { item in
            Text("\(item.name) will be removed.")
        }
        let texts = ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).placedViews.compactMap(\.text)
        #expect(texts == ["Options", "Photo will be removed.", "Delete Photo", "Cancel"])
        let none: Item? = nil
        let absent = Color.clear.confirmationDialog(Text("Options"), isPresented: .constant(true), presenting: none) { _ in
            Button("Delete") {}
        } message: { _ in Text("Gone") }
        #expect(ViewLayout(absent, on: .iPhone16, environment: iOS18Environment()).placedViews.compactMap(\.text) == [])
    }

    @Test func aSheetsBackgroundViewIsDrawnBehindItsContent() {
        let view = Color.clear.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationBackground(alignment: .bottom) {
                Color.orange.frame(height: 40).accessibilityIdentifier("bg")
            }
        }
        let layout = ViewLayout(view, on: .iPhone16, environment: iOS18Environment())
        let sheetText = layout.placedViews.first { $0.text == "Sheet" }
        #expect(sheetText != nil)
        // The background view sits at the bottom of the card, through the home indicator's band
        // to the screen's bottom (852).
        let background = layout.frame(of: "bg")
        #expect(background?.maxY == 852 && background?.width == 393 && background?.height == 40)
    }
}
