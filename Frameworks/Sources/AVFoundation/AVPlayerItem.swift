/// Media at a URL: AVFoundation's `AVAsset` (its loading answers "unknown" on Linux).
open class AVAsset: NSObject {
    /// The asset's duration: indefinite, as the media is never read here.
    open var duration: CMTime { .indefinite }
    /// Whether the asset can be played.
    open var isPlayable: Bool { false }
}

/// An asset at a URL: AVFoundation's `AVURLAsset`.
open class AVURLAsset: AVAsset {
    /// The asset's URL.
    public let url: URL

    /// An asset at `URL`; `options` are kept.
    public init(url URL: URL, options: [String: Any]? = nil) {
        url = URL
        super.init()
    }
}

/// One item a player plays, with its timing state: AVFoundation's `AVPlayerItem`.
open class AVPlayerItem: NSObject {
    /// The item's media.
    public let asset: AVAsset
    /// Its readiness: unknown, since nothing is loaded here.
    open private(set) var status: Status = .unknown
    /// The item's duration: indefinite until loaded (never, here).
    open var duration: CMTime { .indefinite }
    /// The error that made the item fail (always nil).
    open var error: Error? { nil }
    /// The time playback ends at (invalid: the item's end).
    open var forwardPlaybackEndTime: CMTime = .invalid
    /// The buffering duration the player aims for.
    open var preferredForwardBufferDuration: TimeInterval = 0

    /// An item for the media at `URL`.
    public convenience init(url URL: URL) {
        self.init(asset: AVURLAsset(url: URL))
    }

    /// An item for an asset.
    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    /// An item for an asset, naming keys to load first (ignored).
    public convenience init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]?) {
        self.init(asset: asset)
    }

    /// The item's current time: zero.
    open func currentTime() -> CMTime { .zero }

    /// Moves to a time (accepted).
    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(true)
    }

    /// The readiness of an item.
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }
}

extension AVPlayerItem {
    /// Posted when an item plays to its end (never, here).
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// Posted when an item fails to play to its end.
    public static let failedToPlayToEndTimeNotification = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
}

/// The way a video fills its layer.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The whole video, letterboxed.
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// The layer filled, the video cropped.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    /// The video stretched to the layer.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

extension NSNotification.Name {
    /// Posted when an item plays to its end (never, here): the older spelling.
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
    /// Posted when an item fails to play to its end: the older spelling.
    public static let AVPlayerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
}

/// The `userInfo` key of the error in a failed-to-play-to-end notification.
public let AVPlayerItemFailedToPlayToEndTimeErrorKey = "AVPlayerItemFailedToPlayToEndTimeErrorKey"
