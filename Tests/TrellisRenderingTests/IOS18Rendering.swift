import TrellisCore
import TrellisRendering

/// A renderer of `content` in iOS 18's design: the pixel and reference tests here were written
/// with iOS 18's system colours and controls (iOS 26, the default, has its own tests).
func iOS18Renderer<Content: View>(content: Content) -> ImageRenderer<Content> {
    let renderer = ImageRenderer(content: content)
    renderer.environment.designVersion = .iOS18
    return renderer
}
