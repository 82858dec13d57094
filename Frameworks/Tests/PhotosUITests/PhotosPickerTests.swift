import PhotosUI
import SwiftUI
import Testing

@Suite("PhotosUI's PhotosPicker")
struct PhotosPickerTests {
    @Test func itIsDrawnAsAButtonWithItsLabel() {
        let selection = Binding<PhotosPickerItem?>.constant(nil)
        let picker = PhotosPicker(selection: selection, matching: .images) {
            Label("Select a photo", systemImage: "photo")
        }
        let button = Button(action: {}) { Label("Select a photo", systemImage: "photo") }
        let proposal = ProposedViewSize(width: 390, height: 844)
        let pickerFrames = ViewLayout(picker, in: proposal).placedViews.filter { $0.kind == "Image" || $0.text != nil }.map(\.frame)
        let buttonFrames = ViewLayout(button, in: proposal).placedViews.filter { $0.kind == "Image" || $0.text != nil }.map(\.frame)
        #expect(pickerFrames.count == 2)
        #expect(pickerFrames == buttonFrames)
    }

    @Test(arguments: ["Choose photos", "Pick"])
    func theTitleFormsAreAText(title: String) {
        let items = Binding<[PhotosPickerItem]>.constant([])
        let picker = PhotosPicker(title, selection: items, maxSelectionCount: 5, matching: .any(of: [.images, .videos]))
        let button = Button(title) {}
        let proposal = ProposedViewSize(width: 390, height: 844)
        let pickerText = ViewLayout(picker, in: proposal).placedViews.first { $0.text == title }?.frame
        let buttonText = ViewLayout(button, in: proposal).placedViews.first { $0.text == title }?.frame
        #expect(pickerText != nil)
        #expect(pickerText == buttonText)
    }

    @MainActor
    @Test func itIsDrawnInTheAccentColour() throws {
        let picker = PhotosPicker("Select", selection: .constant(nil)).padding()
        let renderer = ImageRenderer(content: picker)
        renderer.scale = 2
        try? FileManager.default.createDirectory(atPath: "/tmp/fw-pictures", withIntermediateDirectories: true)
        try? renderer.pngData()?.write(to: URL(fileURLWithPath: "/tmp/fw-pictures/photospicker.png"))
        let image = try #require(renderer.rgbaImage())
        // Somewhere in the title there is a pixel of the accent colour (iOS 26, the default design: 0, 136, 255).
        var blue = false
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] == (0, 136, 255, 255) { blue = true } }
        #expect(blue)
    }

    @Test func nothingLoads() async throws {
        let item = PhotosPickerItem(itemIdentifier: "ABC")
        #expect(try await item.loadTransferable(type: Data.self) == nil)
        #expect(PHPickerFilter.any(of: [.images, .videos]) == .any(of: [.images, .videos]))
        #expect(UTType.png.conforms(to: .image))
        #expect(!UTType.png.conforms(to: .movie))
    }
}

// As apps write it: an avatar picker loading the chosen photo into an Image.
@MainActor
final class ProfileModel: ObservableObject {
    @Published var image: Image?
    @Published var selection: PhotosPickerItem? {
        didSet { if let selection { load(selection) } }
    }

    private func load(_ item: PhotosPickerItem) {
        Task {
            if let data = try? await item.loadTransferable(type: Data.self), let uiImage = UIImage(data: data) {
                image = Image(uiImage: uiImage)
            }
        }
    }
}

// `@MainActor` conformance written out: Trellis's `View` is not main-actor isolated as SwiftUI's is.
@MainActor
struct AvatarPicker: @MainActor View {
    @StateObject private var model = ProfileModel()
    @State private var items: [PhotosPickerItem] = []

    var body: some View {
        VStack {
            PhotosPicker(selection: $model.selection, matching: .images, photoLibrary: .shared()) {
                Image(systemName: "person.crop.circle").font(.system(size: 60))
            }
            .buttonStyle(.borderless)
            PhotosPicker("Add photos", selection: $items, maxSelectionCount: 3, selectionBehavior: .ordered, matching: .not(.videos))
        }
        .photosPicker(isPresented: .constant(false), selection: $model.selection)
        .onChange(of: items) { _, newItems in
            Task {
                for item in newItems { _ = try? await item.loadTransferable(type: Image.self) }
            }
        }
    }
}

@Suite("PhotosUI as apps write it")
struct PhotosUICompilesAsAppsWriteIt {
    @MainActor
    @Test func avatarPicker() {
        let layout = ViewLayout(AvatarPicker(), in: ProposedViewSize(width: 390, height: 844))
        #expect(layout.placedViews.compactMap(\.text) == ["Add photos"])
    }
}
