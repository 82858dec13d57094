/// The format of audio samples: AVFoundation's `AVAudioFormat`.
open class AVAudioFormat: NSObject {
    /// Frames per second.
    public let sampleRate: Double
    /// The number of channels.
    public let channelCount: AVAudioChannelCount
    /// The sample type.
    public let commonFormat: AVAudioCommonFormat
    /// Whether channels are interleaved in one buffer.
    public let isInterleaved: Bool

    /// 48 kHz mono deinterleaved 32-bit float: what the input node reports here.
    static var standardMono: AVAudioFormat {
        AVAudioFormat(commonFormat: .pcmFormatFloat32, sampleRate: 48_000, channels: 1, interleaved: false)!
    }

    /// The standard format (deinterleaved 32-bit float) at a sample rate and channel count.
    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        self.init(commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
    }

    /// A format of a sample type; nil for no channels or a sample rate that is not positive.
    public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool) {
        guard channels > 0, sampleRate > 0 else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
        commonFormat = format
        isInterleaved = interleaved
        super.init()
    }

    /// Whether the format is the standard one (deinterleaved 32-bit float).
    open var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }
}

/// A number of audio channels.
public typealias AVAudioChannelCount = UInt32

/// The sample types audio buffers hold.
public enum AVAudioCommonFormat: UInt, Sendable {
    case otherFormat = 0
    case pcmFormatFloat32 = 1
    case pcmFormatFloat64 = 2
    case pcmFormatInt16 = 3
    case pcmFormatInt32 = 4
}

/// A buffer of audio: AVFoundation's `AVAudioBuffer`.
open class AVAudioBuffer: NSObject {
    /// The buffer's format.
    public let format: AVAudioFormat

    init(format: AVAudioFormat) {
        self.format = format
        super.init()
    }
}

/// A buffer of PCM samples: AVFoundation's `AVAudioPCMBuffer`. Its samples are allocated and
/// zero (silence); nothing fills them here.
open class AVAudioPCMBuffer: AVAudioBuffer {
    /// The buffer's capacity in frames.
    public let frameCapacity: AVAudioFrameCount
    /// The number of valid frames.
    open var frameLength: AVAudioFrameCount = 0
    /// The distance between a channel's consecutive samples.
    open var stride: Int { format.isInterleaved ? Int(format.channelCount) : 1 }
    private let samples: UnsafeMutablePointer<Float>
    private let channels: UnsafeMutablePointer<UnsafeMutablePointer<Float>>

    /// A buffer for `frameCapacity` frames of `format`.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        self.frameCapacity = frameCapacity
        let count = Int(format.channelCount)
        let length = Int(frameCapacity) * count
        samples = .allocate(capacity: max(length, 1))
        samples.initialize(repeating: 0, count: max(length, 1))
        channels = .allocate(capacity: count)
        for channel in 0..<count {
            let start = format.isInterleaved ? channel : channel * Int(frameCapacity)
            (channels + channel).initialize(to: samples + start)
        }
        super.init(format: format)
    }

    deinit {
        samples.deallocate()
        channels.deallocate()
    }

    /// The samples as 32-bit floats, one pointer a channel.
    open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? {
        format.commonFormat == .pcmFormatFloat32 ? UnsafePointer(channels) : nil
    }

    /// The samples as 16-bit integers (nil: buffers here hold floats).
    open var int16ChannelData: UnsafePointer<UnsafeMutablePointer<Int16>>? { nil }

    /// The samples as 32-bit integers (nil: buffers here hold floats).
    open var int32ChannelData: UnsafePointer<UnsafeMutablePointer<Int32>>? { nil }
}

/// A moment in audio time: AVFoundation's `AVAudioTime`.
open class AVAudioTime: NSObject {
    /// The time in sample frames.
    public let sampleTime: AVAudioFramePosition
    /// The sample rate `sampleTime` counts in.
    public let sampleRate: Double
    /// The host clock's time.
    public let hostTime: UInt64
    /// Whether `sampleTime` is meaningful.
    public let isSampleTimeValid: Bool
    /// Whether `hostTime` is meaningful.
    public let isHostTimeValid: Bool

    /// A time in sample frames at a rate.
    public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
        hostTime = 0
        isSampleTimeValid = true
        isHostTimeValid = false
        super.init()
    }

    /// A time on the host clock.
    public init(hostTime: UInt64) {
        sampleTime = 0
        sampleRate = 0
        self.hostTime = hostTime
        isSampleTimeValid = false
        isHostTimeValid = true
        super.init()
    }

    /// A time on the host clock and in sample frames.
    public init(hostTime: UInt64, sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
        self.hostTime = hostTime
        isSampleTimeValid = true
        isHostTimeValid = true
        super.init()
    }
}
