import Testing
import TrellisCore
import TrellisRendering

@Suite("CGImage from ImageRenderer")
struct CGImageTests {
    @MainActor
    @Test func aRenderedViewComesBackAsAnImageOfItsSize() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 20, height: 10))
        renderer.scale = 2
        let bitmap = try #require(renderer.cgImage)
        #expect((bitmap.width, bitmap.height) == (40, 20))
        // Drawn at 2 pixels a point, the bitmap is the view's size again.
        #expect(ImageRenderer(content: Image(bitmap, scale: 2, label: Text("Red"))).layout().size == CGSize(width: 20, height: 10))
    }

    /// Apple's Food Truck renders thumbnails in `onAppear`: SwiftUI's views are main-actor
    /// isolated, so they may call its (main-actor) renderer there; Trellis's renderer is not
    /// isolated, so the same code compiles.
    struct Thumbnail: View {
        var body: some View {
            Color.blue.onAppear {
                let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 4))
                _ = renderer.cgImage
            }
        }
    }

    @MainActor
    @Test func anAppearanceActionMayRenderAnImage() {
        #expect(ImageRenderer(content: Thumbnail().frame(width: 8, height: 8)).layout().size == CGSize(width: 8, height: 8))
    }
}
