@testable import Speech
import Testing

@Suite("Speech on Linux")
struct SpeechTests {
    @Test func aRecognizerExistsButIsNeverAvailable() {
        let recognizer = SFSpeechRecognizer()
        #expect(recognizer != nil)
        #expect(recognizer?.isAvailable == false)
        #expect(SFSpeechRecognizer(locale: Locale(identifier: "fr-FR"))?.locale.identifier == "fr-FR")
        #expect(SFSpeechRecognizer.authorizationStatus() == .notDetermined)
    }

    @Test func askingForPermissionIsAnsweredNoAtOnce() async {
        let transcriber = LiveTranscriber()
        #expect(await transcriber.checkPermissions() == .notAuthorized)
    }

    @Test func startingWithoutARecognizerFailsAsOnAnUnavailableDevice() {
        let transcriber = LiveTranscriber()
        #expect(throws: LiveTranscriber.Failure.unavailable) { try transcriber.start() }
        transcriber.stop()
        #expect(transcriber.transcript == "")
    }

    @Test func aTranscriptionsFormattedStringJoinsItsSegments() {
        let segments = ["Good", "morning"].enumerated().map { index, word in
            SFTranscriptionSegment(
                substring: word, substringRange: NSRange(location: index * 5, length: word.count),
                timestamp: Double(index), duration: 0.5, confidence: 0.9)
        }
        let result = SFSpeechRecognitionResult(transcriptions: [SFTranscription(segments: segments)], isFinal: true)
        #expect(result.bestTranscription.formattedString == "Good morning")
        #expect(result.isFinal)
    }

    @Test func aTaskIsCancelled() {
        let recognizer = SFSpeechRecognizer()!
        let task = recognizer.recognitionTask(with: SFSpeechAudioBufferRecognitionRequest()) { _, _ in
            Issue.record("no result is delivered on Linux")
        }
        task.cancel()
        #expect(task.state == .canceling)
        #expect(task.isCancelled)
    }
}
