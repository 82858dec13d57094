/// A player of a sound file or data: AVFoundation's `AVAudioPlayer`.
///
/// On Linux the sound is not read or played: the initialisers do not throw, `play()` returns
/// `true` and sets `isPlaying`, the delegate is never called.
open class AVAudioPlayer: NSObject {
    /// The sound's URL, when made from one.
    open private(set) var url: URL?
    /// The sound's data, when made from data.
    open private(set) var data: Data?
    /// Whether `play()` was called and not paused or stopped since.
    open private(set) var isPlaying = false
    /// The volume, 0 to 1.
    open var volume: Float = 1
    /// The stereo pan, −1 to 1.
    open var pan: Float = 0
    /// The playback rate (with `enableRate`).
    open var rate: Float = 1
    /// Whether `rate` applies.
    open var enableRate = false
    /// How many times to repeat after the first play (−1: for ever).
    open var numberOfLoops = 0
    /// The playback position in seconds.
    open var currentTime: TimeInterval = 0
    /// The sound's length in seconds: 0, as it is not read here.
    open var duration: TimeInterval { 0 }
    /// The number of channels: 0, as the sound is not read.
    open var numberOfChannels: Int { 0 }
    /// Whether the meters are updated.
    open var isMeteringEnabled = false
    /// The delegate told of the end of playback (never, here).
    open weak var delegate: AVAudioPlayerDelegate?

    /// A player of the sound file at `url`.
    public init(contentsOf url: URL) throws {
        self.url = url
        super.init()
    }

    /// A player of the sound file at `url`, of a given file type.
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        self.url = url
        super.init()
    }

    /// A player of sound data.
    public init(data: Data) throws {
        self.data = data
        super.init()
    }

    /// A player of sound data of a given file type.
    public init(data: Data, fileTypeHint utiString: String?) throws {
        self.data = data
        super.init()
    }

    /// Prepares to play; returns `true`.
    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Starts playing; returns `true`.
    @discardableResult
    open func play() -> Bool {
        isPlaying = true
        return true
    }

    /// Starts playing at a device time; returns `true`.
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { play() }

    /// Pauses.
    open func pause() { isPlaying = false }

    /// Stops.
    open func stop() { isPlaying = false }

    /// Updates the meters (nothing to measure).
    open func updateMeters() {}

    /// A channel's average power in decibels: −160, silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }

    /// A channel's peak power in decibels: −160, silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// What an audio player tells its delegate: AVFoundation's `AVAudioPlayerDelegate`.
/// Every method is optional, as in Objective-C.
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// Playback reached the end.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The sound could not be decoded.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}

/// A recorder of sound to a file: AVFoundation's `AVAudioRecorder`. Nothing is recorded here.
open class AVAudioRecorder: NSObject {
    /// The file recorded to.
    public let url: URL
    /// The recording settings.
    public let settings: [String: Any]
    /// Whether `record()` was called and not stopped since.
    open private(set) var isRecording = false
    /// The recording's length so far: 0.
    open var currentTime: TimeInterval { 0 }
    /// Whether the meters are updated.
    open var isMeteringEnabled = false
    /// The delegate (never called).
    open weak var delegate: AVAudioRecorderDelegate?

    /// A recorder to `url` with `settings` (`AVFormatIDKey`, `AVSampleRateKey`…).
    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
        super.init()
    }

    /// Prepares to record; returns `true`.
    @discardableResult
    open func prepareToRecord() -> Bool { true }

    /// Starts recording; returns `true`.
    @discardableResult
    open func record() -> Bool {
        isRecording = true
        return true
    }

    /// Records for a duration; returns `true`.
    @discardableResult
    open func record(forDuration duration: TimeInterval) -> Bool { record() }

    /// Pauses.
    open func pause() { isRecording = false }

    /// Stops.
    open func stop() { isRecording = false }

    /// Deletes the file; returns `false` (there is none).
    @discardableResult
    open func deleteRecording() -> Bool { false }

    /// Updates the meters (nothing to measure).
    open func updateMeters() {}

    /// A channel's average power in decibels: −160, silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }

    /// A channel's peak power in decibels: −160, silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// What an audio recorder tells its delegate: AVFoundation's `AVAudioRecorderDelegate`.
public protocol AVAudioRecorderDelegate: NSObjectProtocol {
    /// Recording ended.
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    /// Encoding failed.
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?)
}

extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?) {}
}

/// Recorder setting: the audio format (`kAudioFormatMPEG4AAC`…).
public let AVFormatIDKey = "AVFormatIDKey"
/// Recorder setting: the sample rate.
public let AVSampleRateKey = "AVSampleRateKey"
/// Recorder setting: the number of channels.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// Recorder setting: the encoder quality.
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// Recorder setting: the encoder bit rate.
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
/// Recorder setting: bits per linear PCM sample.
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"

/// Core Audio's format identifier type.
public typealias AudioFormatID = UInt32
/// AAC (`'aac '`).
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320
/// Linear PCM (`'lpcm'`).
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D
/// Apple Lossless (`'alac'`).
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163

/// An encoder's quality.
public enum AVAudioQuality: Int, Sendable {
    case min = 0
    case low = 0x20
    case medium = 0x40
    case high = 0x60
    case max = 0x7F
}
