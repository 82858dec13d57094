/// What was recognised: Speech's `SFSpeechRecognitionResult`.
open class SFSpeechRecognitionResult: NSObject {
    /// The likeliest transcription.
    open var bestTranscription: SFTranscription { transcriptions.first ?? SFTranscription(segments: []) }
    /// Every transcription, likeliest first.
    public let transcriptions: [SFTranscription]
    /// Whether recognition is complete.
    public let isFinal: Bool

    /// A result (internal: Apple's has no public initialiser).
    init(transcriptions: [SFTranscription], isFinal: Bool) {
        self.transcriptions = transcriptions
        self.isFinal = isFinal
        super.init()
    }
}

/// A transcription: Speech's `SFTranscription`.
open class SFTranscription: NSObject {
    /// The transcribed words, one a segment.
    public let segments: [SFTranscriptionSegment]

    /// A transcription of segments (internal: Apple's has no public initialiser).
    init(segments: [SFTranscriptionSegment]) {
        self.segments = segments
        super.init()
    }

    /// The transcription as text: the segments' substrings joined by spaces.
    open var formattedString: String { segments.map(\.substring).joined(separator: " ") }
}

/// One recognised word or phrase: Speech's `SFTranscriptionSegment`.
open class SFTranscriptionSegment: NSObject {
    /// The text.
    public let substring: String
    /// Where the text is in the formatted string.
    public let substringRange: NSRange
    /// When it was said, in seconds from the start of the audio.
    public let timestamp: TimeInterval
    /// How long it lasted.
    public let duration: TimeInterval
    /// The recogniser's confidence, 0 to 1.
    public let confidence: Float
    /// Other readings.
    public let alternativeSubstrings: [String]

    /// A segment (internal: Apple's has no public initialiser).
    init(
        substring: String, substringRange: NSRange, timestamp: TimeInterval, duration: TimeInterval,
        confidence: Float, alternativeSubstrings: [String] = []
    ) {
        self.substring = substring
        self.substringRange = substringRange
        self.timestamp = timestamp
        self.duration = duration
        self.confidence = confidence
        self.alternativeSubstrings = alternativeSubstrings
        super.init()
    }
}
