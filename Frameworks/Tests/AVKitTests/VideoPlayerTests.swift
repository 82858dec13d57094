import AVKit
import SwiftUI
import Testing

@Suite("AVKit's VideoPlayer")
struct VideoPlayerTests {
    static var player: AVPlayer { AVPlayer(url: URL(string: "https://example.com/clip.m3u8")!) }

    @Test(arguments: [(390.0, 220.0), (300, 300), (120, 80)])
    func itFillsTheSpaceWithThePlayGlyphInTheCentre(width: Double, height: Double) throws {
        let layout = ViewLayout(VideoPlayer(player: Self.player), in: ProposedViewSize(width: width, height: height))
        let root = try #require(layout.placedViews.first)
        #expect(root.frame == CGRect(x: 0, y: 0, width: width, height: height))
        let glyph = try #require(layout.placedViews.first { $0.kind == "Image" })
        #expect(abs(glyph.frame.midX - width / 2) < 1e-9)
        #expect(abs(glyph.frame.midY - height / 2) < 1e-9)
    }

    @Test func theOverlayIsLaidOutInTheVideosBounds() throws {
        let view = VideoPlayer(player: Self.player) {
            VStack {
                Text("Now playing")
                Spacer()
            }
        }
        let layout = ViewLayout(view.frame(height: 220), in: ProposedViewSize(width: 390, height: 844))
        let title = try #require(layout.placedViews.first { $0.text == "Now playing" })
        let video = try #require(layout.placedViews.first)
        #expect(video.frame.size == CGSize(width: 390, height: 220))
        #expect(title.frame.minY == video.frame.minY)
        #expect(abs(title.frame.midX - video.frame.midX) < 1e-9)
    }

    @MainActor
    @Test func itIsDrawnBlackWithAWhiteGlyph() throws {
        let renderer = ImageRenderer(content: VideoPlayer(player: nil).frame(width: 200, height: 120))
        let image = try #require(renderer.rgbaImage())
        #expect(image[4, 4] == (0, 0, 0, 255))
        #expect(image[195, 115] == (0, 0, 0, 255))
        // The glyph's triangle covers the centre.
        #expect(image[100, 60] == (255, 255, 255, 255))
        try? renderer.pngData()?.write(to: URL(fileURLWithPath: "/tmp/fw-pictures/videoplayer.png"))
    }
}

// As apps write it: a player kept in state, played on appear, with an overlay.
struct TrailerView: View {
    @State private var player = AVPlayer(url: Bundle.main.url(forResource: "trailer", withExtension: "mp4") ?? URL(fileURLWithPath: "/dev/null"))

    var body: some View {
        VStack {
            VideoPlayer(player: player) {
                Text("Trailer").font(.caption).padding(8)
            }
            .frame(height: 240)
            .onAppear { player.play() }
            .onDisappear { player.pause() }
            Button("Restart") { player.seek(to: .zero) }
        }
    }
}

@Suite("AVKit as apps write it")
struct AVKitCompilesAsAppsWriteIt {
    @Test func trailerView() {
        let layout = ViewLayout(TrailerView(), in: ProposedViewSize(width: 390, height: 844))
        #expect(layout.placedViews.compactMap(\.text) == ["Trailer", "Restart"])
    }
}
