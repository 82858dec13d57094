// `import Speech` on Linux. Speech re-exports AVFoundation, as Apple's does (its requests take
// AVAudioPCMBuffer).
@_exported import AVFoundation

/// A speech recogniser for one locale: Speech's `SFSpeechRecognizer`.
///
/// On Linux no recogniser is available: `isAvailable` is false, the authorisation is not yet
/// determined and asking for it is answered `.denied`, and tasks never deliver results.
///
/// Unlike Apple's it is not an `NSObject` subclass: `init?()` is failable, as Apple's is, and a
/// Swift class cannot make `NSObject.init()` failable.
open class SFSpeechRecognizer {
    /// The recogniser's locale.
    public let locale: Locale
    /// Whether the recogniser can be used now: never, here.
    open var isAvailable: Bool { false }
    /// Whether it can recognise without a network: no.
    open var supportsOnDeviceRecognition = false
    /// The kind of speech expected by default.
    open var defaultTaskHint: SFSpeechRecognitionTaskHint = .unspecified
    /// The delegate told of changes of availability (never called).
    open weak var delegate: SFSpeechRecognizerDelegate?
    /// The queue result handlers are called on.
    open var queue: OperationQueue = .main

    /// A recogniser for the user's current locale (every locale is accepted here).
    public convenience init?() {
        self.init(locale: Locale.current)
    }

    /// A recogniser for a locale (every locale is accepted here).
    public init?(locale: Locale) {
        self.locale = locale
    }

    /// The locales speech can be recognised in: none here.
    open class func supportedLocales() -> Set<Locale> { [] }

    /// The app's permission to recognise speech: not yet determined.
    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { .notDetermined }

    /// Asks for permission: `handler` is called at once with `.denied`.
    open class func requestAuthorization(_ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        handler(.denied)
    }

    /// Starts recognising a request; `resultHandler` is never called here.
    open func recognitionTask(
        with request: SFSpeechRecognitionRequest,
        resultHandler: @escaping (SFSpeechRecognitionResult?, Error?) -> Void
    ) -> SFSpeechRecognitionTask {
        SFSpeechRecognitionTask()
    }

    /// Starts recognising a request, reporting to a delegate (never called here).
    open func recognitionTask(
        with request: SFSpeechRecognitionRequest, delegate: SFSpeechRecognitionTaskDelegate
    ) -> SFSpeechRecognitionTask {
        SFSpeechRecognitionTask()
    }
}

/// Whether the app may recognise speech.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied = 1
    case restricted = 2
    case authorized = 3
}

/// The kind of speech a task expects.
public enum SFSpeechRecognitionTaskHint: Int, Sendable {
    case unspecified = 0
    case dictation = 1
    case search = 2
    case confirmation = 3
}

/// What a recogniser tells its delegate: Speech's `SFSpeechRecognizerDelegate`.
public protocol SFSpeechRecognizerDelegate: NSObjectProtocol {
    /// The recogniser became available or unavailable.
    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
    public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}
