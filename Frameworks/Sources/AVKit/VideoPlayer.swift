// `import AVKit` on Linux: SwiftUI's video player view. AVKit re-exports AVFoundation, as Apple's does.
@_exported import AVFoundation
import Trellis

/// A view that shows a player's video with the system's playback controls: AVKit's `VideoPlayer`.
///
/// Nothing plays on Linux, so it is drawn as iOS shows a player before playback starts: the
/// video area black, filling the space offered, the overlay above it (in the video's bounds) and
/// a white play glyph in the centre.
public struct VideoPlayer<VideoOverlay: View>: View {
    /// The player (kept; never played).
    let player: AVPlayer?
    let videoOverlay: VideoOverlay

    /// A player view for `player`.
    public init(player: AVPlayer?) where VideoOverlay == EmptyView {
        self.player = player
        videoOverlay = EmptyView()
    }

    /// A player view for `player` with a view drawn above the video and below the controls.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        self.videoOverlay = videoOverlay()
    }

    /// The play glyph's point size: an estimate of iOS's inline player controls.
    static var playGlyphSize: CGFloat { 44 }

    public var body: some View {
        Color.black
            .overlay { videoOverlay }
            .overlay {
                Image(systemName: "play.fill")
                    .font(.system(size: Self.playGlyphSize))
                    .foregroundStyle(.white)
            }
    }
}
