/// A request to recognise speech: Speech's `SFSpeechRecognitionRequest`.
open class SFSpeechRecognitionRequest: NSObject {
    /// The kind of speech expected.
    open var taskHint: SFSpeechRecognitionTaskHint = .unspecified
    /// Whether partial results are reported while speech goes on.
    open var shouldReportPartialResults = true
    /// Phrases likely to be spoken.
    open var contextualStrings: [String] = []
    /// Whether recognition must stay on the device.
    open var requiresOnDeviceRecognition = false
    /// Whether punctuation is added.
    open var addsPunctuation = false

    override init() {
        super.init()
    }
}

/// A request to recognise live audio from buffers: Speech's `SFSpeechAudioBufferRecognitionRequest`.
/// Appended buffers are accepted and dropped.
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest {
    /// The format buffers are best given in.
    open var nativeAudioFormat: AVAudioFormat { .init(standardFormatWithSampleRate: 16_000, channels: 1)! }

    public override init() {
        super.init()
    }

    /// Adds audio (dropped here).
    open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {}

    /// Marks the end of the audio.
    open func endAudio() {}
}

/// A request to recognise a recorded file: Speech's `SFSpeechURLRecognitionRequest`.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest {
    /// The file.
    public let url: URL

    /// A request for the audio file at `URL`.
    public init(url URL: URL) {
        url = URL
        super.init()
    }
}
