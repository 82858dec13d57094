/// A recognition in progress: Speech's `SFSpeechRecognitionTask`. Here it never produces a result.
open class SFSpeechRecognitionTask: NSObject {
    /// The task's state.
    open private(set) var state: SFSpeechRecognitionTaskState = .starting
    /// Whether the task is finishing.
    open var isFinishing: Bool { state == .finishing }
    /// Whether the task was cancelled.
    open var isCancelled: Bool { state == .canceling }
    /// The error that ended the task (nil).
    open var error: Error? { nil }

    override init() {
        super.init()
    }

    /// Stops taking audio and finishes with what was heard.
    open func finish() { state = .finishing }

    /// Cancels the task.
    open func cancel() { state = .canceling }
}

/// The state of a recognition task.
public enum SFSpeechRecognitionTaskState: Int, Sendable {
    case starting = 0
    case running = 1
    case finishing = 2
    case canceling = 3
    case completed = 4
}

/// What a recognition task tells its delegate: Speech's `SFSpeechRecognitionTaskDelegate`.
public protocol SFSpeechRecognitionTaskDelegate: NSObjectProtocol {
    /// Speech was detected.
    func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask)
    /// A partial transcription is available.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription)
    /// Recognition ended with a final result.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult)
    /// The task ended.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
}

extension SFSpeechRecognitionTaskDelegate {
    public func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask) {}
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription) {}
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult) {}
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) {}
}
