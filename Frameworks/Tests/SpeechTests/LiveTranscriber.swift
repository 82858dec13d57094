import AVFoundation
import Foundation
import Speech
import SwiftUI

// A live transcriber written the way Apple's Scrumdinger tutorial and the apps that follow it
// write theirs (Swift 5, a class with a background Task, a tap on the input node feeding a
// buffer request): the shapes of the calls must compile unchanged.
class LiveTranscriber: ObservableObject {
    enum Failure: Error {
        case noRecognizer, notAuthorized, notPermittedToRecord, unavailable
    }

    @Published var transcript = ""
    private var audioEngine: AVAudioEngine?
    private var request: SFSpeechAudioBufferRecognitionRequest?
    private var task: SFSpeechRecognitionTask?
    private let recognizer: SFSpeechRecognizer?

    init(locale: Locale? = nil) {
        recognizer = locale.map { SFSpeechRecognizer(locale: $0) } ?? SFSpeechRecognizer()
    }

    func checkPermissions() async -> Failure? {
        guard recognizer != nil else { return .noRecognizer }
        guard await SFSpeechRecognizer.isAuthorized() else { return .notAuthorized }
        guard await AVAudioSession.sharedInstance().mayRecord() else { return .notPermittedToRecord }
        return nil
    }

    func start() throws {
        guard let recognizer = recognizer, recognizer.isAvailable else { throw Failure.unavailable }
        let (engine, request) = try Self.makeEngine()
        audioEngine = engine
        self.request = request
        task = recognizer.recognitionTask(with: request, resultHandler: handle(result:error:))
    }

    func stop() {
        task?.cancel()
        audioEngine?.stop()
        audioEngine = nil
        request = nil
        task = nil
    }

    private static func makeEngine() throws -> (AVAudioEngine, SFSpeechAudioBufferRecognitionRequest) {
        let engine = AVAudioEngine()
        let request = SFSpeechAudioBufferRecognitionRequest()
        request.shouldReportPartialResults = true
        request.requiresOnDeviceRecognition = false
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.record, mode: .measurement, options: .duckOthers)
        try session.setActive(true, options: .notifyOthersOnDeactivation)
        let input = engine.inputNode
        let format = input.outputFormat(forBus: 0)
        input.installTap(onBus: 0, bufferSize: 1024, format: format) { (buffer: AVAudioPCMBuffer, when: AVAudioTime) in
            request.append(buffer)
        }
        engine.prepare()
        try engine.start()
        return (engine, request)
    }

    private func handle(result: SFSpeechRecognitionResult?, error: Error?) {
        if (result?.isFinal ?? false) || error != nil {
            audioEngine?.stop()
            audioEngine?.inputNode.removeTap(onBus: 0)
        }
        if let result = result {
            transcript = result.bestTranscription.formattedString
        }
    }
}

extension SFSpeechRecognizer {
    static func isAuthorized() async -> Bool {
        await withCheckedContinuation { continuation in
            requestAuthorization { status in
                continuation.resume(returning: status == .authorized)
            }
        }
    }
}

extension AVAudioSession {
    func mayRecord() async -> Bool {
        await withCheckedContinuation { continuation in
            requestRecordPermission { granted in
                continuation.resume(returning: granted)
            }
        }
    }
}
