/// The app's audio session: AVFoundation's `AVAudioSession`.
///
/// Settings are kept and reported back; nothing reaches an audio system. Asked for permission
/// to record, it answers no: no one is there to grant it.
open class AVAudioSession: NSObject {
    nonisolated(unsafe) private static let shared = AVAudioSession()

    /// The shared session.
    open class func sharedInstance() -> AVAudioSession { shared }

    /// The category set last (`.soloAmbient` at first, as on iOS).
    open private(set) var category: Category = .soloAmbient
    /// The mode set last.
    open private(set) var mode: Mode = .default
    /// The category options set last.
    open private(set) var categoryOptions: CategoryOptions = []
    /// Whether `setActive(true)` was called last.
    private(set) var isActive = false
    /// The permission to record: not yet asked.
    open var recordPermission: RecordPermission { .undetermined }
    /// Whether another app plays audio: no.
    open var isOtherAudioPlaying: Bool { false }
    /// The output volume, 0 to 1.
    open var outputVolume: Float { 0.5 }
    /// The hardware sample rate.
    open var sampleRate: Double { 48_000 }
    /// The preferred sample rate set last (0: none).
    open private(set) var preferredSampleRate: Double = 0
    /// The buffer duration in seconds.
    open var ioBufferDuration: TimeInterval { 0.005 }

    /// Sets the category.
    open func setCategory(_ category: Category) throws {
        self.category = category
    }

    /// Sets the category and its options.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        self.category = category
        categoryOptions = options
    }

    /// Sets the category, mode and options.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }

    /// Sets the category, mode, route-sharing policy and options.
    open func setCategory(
        _ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []
    ) throws {
        try setCategory(category, mode: mode, options: options)
    }

    /// Sets the mode.
    open func setMode(_ mode: Mode) throws { self.mode = mode }

    /// Activates or deactivates the session.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws { isActive = active }

    /// Sets the preferred sample rate.
    open func setPreferredSampleRate(_ sampleRate: Double) throws { preferredSampleRate = sampleRate }

    /// Sets the preferred buffer duration (kept out of the report).
    open func setPreferredIOBufferDuration(_ duration: TimeInterval) throws {}

    /// Routes output to the speaker or back (accepted).
    open func overrideOutputAudioPort(_ portOverride: PortOverride) throws {}

    /// Asks for permission to record: `response` is called at once with `false`.
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        response(false)
    }

    /// A kind of audio use.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A specialisation of a category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// How a category behaves with other audio.
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// Options for deactivating a session.
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// How a session's audio is routed.
    public enum RouteSharingPolicy: UInt, Sendable {
        case `default` = 0
        case longFormAudio = 1
        case independent = 2
        case longFormVideo = 3
    }

    /// The output port override.
    public enum PortOverride: UInt, Sendable {
        case none = 0
        case speaker = 0x7370_6B72
    }

    /// Whether the app may record.
    public enum RecordPermission: UInt, Sendable {
        case undetermined = 0x756E_6474
        case denied = 0x64656E79
        case granted = 0x67727420
    }

    /// Posted when another app interrupts the session (never, here).
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    /// Posted when the audio route changes (never, here).
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
}

/// The app's audio permissions (iOS 17): AVFoundation's `AVAudioApplication`.
open class AVAudioApplication: NSObject {
    nonisolated(unsafe) private static let instance = AVAudioApplication()

    /// The shared instance.
    open class var shared: AVAudioApplication { instance }

    /// The permission to record: not yet asked.
    open var recordPermission: recordPermission { .undetermined }

    /// Whether the input is muted.
    open private(set) var isInputMuted = false

    /// Mutes or unmutes the input.
    open func setInputMuted(_ muted: Bool) throws { isInputMuted = muted }

    /// Asks for permission to record: `response` is called at once with `false`.
    open class func requestRecordPermission(completionHandler response: @escaping (Bool) -> Void) {
        response(false)
    }

    /// Asks for permission to record: `false`.
    open class func requestRecordPermission() async -> Bool { false }

    /// Whether the app may record.
    public enum recordPermission: Int, Sendable {
        case undetermined = 0x756E_6474
        case denied = 0x64656E79
        case granted = 0x67727420
    }
}
