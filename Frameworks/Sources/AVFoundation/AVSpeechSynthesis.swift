/// A speaker of text: AVFoundation's `AVSpeechSynthesizer`. Nothing is spoken here:
/// utterances are accepted and the delegate is never called.
open class AVSpeechSynthesizer: NSObject {
    /// Whether an utterance is being spoken: never.
    open var isSpeaking: Bool { false }
    /// Whether speech is paused: never.
    open var isPaused: Bool { false }
    /// The delegate (never called).
    open weak var delegate: AVSpeechSynthesizerDelegate?
    /// Whether the app's audio session is used.
    open var usesApplicationAudioSession = true

    public override init() {
        super.init()
    }

    /// Queues an utterance (accepted; nothing is spoken).
    open func speak(_ utterance: AVSpeechUtterance) {}

    /// Stops speaking; returns `false` (nothing was spoken).
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }

    /// Pauses speaking; returns `false`.
    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }

    /// Resumes speaking; returns `false`.
    @discardableResult
    open func continueSpeaking() -> Bool { false }
}

/// Where speech stops or pauses.
public enum AVSpeechBoundary: Int, Sendable {
    case immediate = 0
    case word = 1
}

/// What a speech synthesiser tells its delegate: AVFoundation's `AVSpeechSynthesizerDelegate`.
public protocol AVSpeechSynthesizerDelegate: NSObjectProtocol {
    /// An utterance started.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    /// An utterance finished.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    /// An utterance was cancelled.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    /// A range of text is about to be spoken.
    func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
        utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
        utterance: AVSpeechUtterance
    ) {}
}

/// Text to speak and how: AVFoundation's `AVSpeechUtterance`.
open class AVSpeechUtterance: NSObject {
    /// The text.
    public let speechString: String
    /// The voice (nil: the user's default).
    open var voice: AVSpeechSynthesisVoice?
    /// The speaking rate, `AVSpeechUtteranceMinimumSpeechRate` to `AVSpeechUtteranceMaximumSpeechRate`.
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// The pitch, 0.5 to 2.
    open var pitchMultiplier: Float = 1
    /// The volume, 0 to 1.
    open var volume: Float = 1
    /// Silence before the utterance, in seconds.
    open var preUtteranceDelay: TimeInterval = 0
    /// Silence after the utterance, in seconds.
    open var postUtteranceDelay: TimeInterval = 0

    /// An utterance of a string.
    public init(string: String) {
        speechString = string
        super.init()
    }

    /// An utterance of an attributed string.
    public init(attributedString string: NSAttributedString) {
        speechString = string.string
        super.init()
    }
}

/// The slowest speaking rate.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest speaking rate.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
/// The default speaking rate.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A voice: AVFoundation's `AVSpeechSynthesisVoice`. Only its language is known here.
open class AVSpeechSynthesisVoice: NSObject {
    /// The BCP 47 language code.
    public let language: String
    /// The voice's identifier.
    public let identifier: String
    /// The voice's name.
    public let name: String
    /// The voice's quality.
    public let quality: AVSpeechSynthesisVoiceQuality = .default

    init(language: String, identifier: String, name: String) {
        self.language = language
        self.identifier = identifier
        self.name = name
        super.init()
    }

    /// The voice for a language (the current locale's when nil).
    public convenience init?(language languageCode: String?) {
        let language = languageCode ?? AVSpeechSynthesisVoice.currentLanguageCode()
        self.init(language: language, identifier: "com.apple.voice.compact.\(language)", name: language)
    }

    /// The voice with an identifier.
    public convenience init?(identifier: String) {
        guard let language = identifier.split(separator: ".").last else { return nil }
        self.init(language: String(language), identifier: identifier, name: String(language))
    }

    /// The installed voices: none here.
    open class func speechVoices() -> [AVSpeechSynthesisVoice] { [] }

    /// The current locale's language code, such as "en-US".
    open class func currentLanguageCode() -> String {
        Locale.current.identifier.replacingOccurrences(of: "_", with: "-")
    }
}

/// A voice's quality.
public enum AVSpeechSynthesisVoiceQuality: Int, Sendable {
    case `default` = 1
    case enhanced = 2
    case premium = 3
}
