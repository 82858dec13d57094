/// A player of one media item: AVFoundation's `AVPlayer`.
///
/// On Linux nothing plays: `play()` only sets `rate` to 1 (as it would be on a device while
/// the item plays), time stays at zero and observers are never called.
open class AVPlayer: NSObject {
    /// The item being played.
    open private(set) var currentItem: AVPlayerItem?
    /// The playback rate: 0 when paused, 1 after `play()`.
    open var rate: Float = 0
    /// The rate `play()` uses.
    open var defaultRate: Float = 1
    /// The audio volume, 0 to 1.
    open var volume: Float = 1
    /// Whether the audio is muted.
    open var isMuted = false
    /// What happens when the item ends.
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    /// Whether the player may wait to minimise stalling.
    open var automaticallyWaitsToMinimizeStalling = true
    /// Whether playback may go on through external displays.
    open var allowsExternalPlayback = true
    /// The player's readiness.
    open private(set) var status: Status = .unknown
    /// Playing, paused, or waiting.
    open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate }
    /// Why playback waits (always nil here).
    open var reasonForWaitingToPlay: WaitingReason? { nil }
    /// An error that made the player fail (always nil here).
    open var error: Error? { nil }

    /// A player with no item.
    public override init() {
        super.init()
    }

    /// A player of the media at `url`.
    public init(url URL: URL) {
        currentItem = AVPlayerItem(url: URL)
        super.init()
    }

    /// A player of an item.
    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        super.init()
    }

    /// Starts playback: sets the rate to `defaultRate`.
    open func play() { rate = defaultRate }

    /// Pauses playback: sets the rate to 0.
    open func pause() { rate = 0 }

    /// The current time of the item (zero: nothing plays).
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    /// Replaces the item.
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

    /// Moves to a time (accepted; the time stays zero).
    open func seek(to time: CMTime) {}

    /// Moves to a time within tolerances (accepted; the time stays zero).
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {}

    /// Moves to a time and calls `completionHandler` with `true`.
    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(true)
    }

    /// Moves to a time within tolerances and calls `completionHandler` with `true`.
    open func seek(
        to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(true)
    }

    /// Moves to a time; returns `true`.
    @discardableResult
    open func seek(to time: CMTime) async -> Bool { true }

    /// Moves to a date in the item (accepted).
    open func seek(to date: Date) {}

    /// Registers a block to call every `interval` while playing: never called, as nothing plays.
    /// Returns the token to pass to `removeTimeObserver(_:)`.
    open func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?,
        using block: @escaping (CMTime) -> Void
    ) -> Any {
        TimeObserverToken()
    }

    /// Registers a block to call as playback passes `times`: never called.
    open func addBoundaryTimeObserver(
        forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping () -> Void
    ) -> Any {
        TimeObserverToken()
    }

    /// Removes a time observer.
    open func removeTimeObserver(_ observer: Any) {}

    /// Whether the player is ready to play, failed, or not yet known.
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    /// Whether the player is paused, waiting, or playing.
    public enum TimeControlStatus: Int, Sendable {
        case paused = 0
        case waitingToPlayAtSpecifiedRate = 1
        case playing = 2
    }

    /// What the player does at the end of its item.
    public enum ActionAtItemEnd: Int, Sendable {
        case advance = 0
        case pause = 1
        case none = 2
    }

    /// Why a player waits to play.
    public struct WaitingReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
        public static let evaluatingBufferingRate = WaitingReason(rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
        public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
    }
}

/// The token a time observer is registered under.
final class TimeObserverToken: NSObject, @unchecked Sendable {}

/// A player of a queue of items: AVFoundation's `AVQueuePlayer`.
open class AVQueuePlayer: AVPlayer {
    private var queue: [AVPlayerItem] = []

    /// A player with an empty queue.
    public override init() {
        super.init()
    }

    /// A player of `items` in order.
    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
    }

    /// The queued items, the current one first.
    open func items() -> [AVPlayerItem] { queue }

    /// Moves to the next item.
    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        replaceCurrentItem(with: queue.first)
    }

    /// Whether `item` may be inserted after `afterItem`.
    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool { true }

    /// Inserts `item` after `afterItem` (at the end when nil).
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        if let afterItem, let index = queue.firstIndex(where: { $0 === afterItem }) {
            queue.insert(item, at: index + 1)
        } else {
            queue.append(item)
        }
        if queue.count == 1 { replaceCurrentItem(with: item) }
    }

    /// Removes `item` from the queue.
    open func remove(_ item: AVPlayerItem) { queue.removeAll { $0 === item } }

    /// Empties the queue.
    open func removeAllItems() {
        queue.removeAll()
        replaceCurrentItem(with: nil)
    }
}

/// A player that loops an item: AVFoundation's `AVPlayerLooper` (kept; nothing plays).
open class AVPlayerLooper: NSObject {
    /// A looper of `templateItem` on `player`.
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
        player.replaceCurrentItem(with: itemToLoop)
        super.init()
    }

    /// Stops looping.
    open func disableLooping() {}
}
