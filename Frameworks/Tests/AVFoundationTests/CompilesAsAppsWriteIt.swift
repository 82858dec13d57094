import AVFoundation
import SwiftUI
import Testing

// Usages as public SwiftUI apps write them (a sound player, a recorder, speech, a camera
// permission check); they must compile unchanged and run without a device.

final class SoundManager: NSObject, ObservableObject, AVAudioPlayerDelegate {
    var audioPlayer: AVAudioPlayer?
    @Published var isPlaying = false

    func playSound(named name: String) {
        guard let url = Bundle.main.url(forResource: name, withExtension: "mp3") else { return }
        do {
            try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default)
            try AVAudioSession.sharedInstance().setActive(true)
            audioPlayer = try AVAudioPlayer(contentsOf: url)
            audioPlayer?.delegate = self
            audioPlayer?.prepareToPlay()
            audioPlayer?.play()
            isPlaying = true
        } catch {
            print("Could not play: \(error.localizedDescription)")
        }
    }

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        isPlaying = false
    }
}

final class Speaker: NSObject, AVSpeechSynthesizerDelegate {
    let synthesizer = AVSpeechSynthesizer()

    override init() {
        super.init()
        synthesizer.delegate = self
    }

    func speak(_ text: String) {
        let utterance = AVSpeechUtterance(string: text)
        utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
        utterance.rate = AVSpeechUtteranceDefaultSpeechRate
        utterance.pitchMultiplier = 1.1
        synthesizer.speak(utterance)
    }

    func stop() {
        synthesizer.stopSpeaking(at: .immediate)
    }

    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
}

final class VoiceRecorder: NSObject, ObservableObject {
    var recorder: AVAudioRecorder?

    func start() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playAndRecord, mode: .default, options: [.defaultToSpeaker, .allowBluetooth])
        try session.setActive(true)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("memo.m4a")
        let settings: [String: Any] = [
            AVFormatIDKey: Int(kAudioFormatMPEG4AAC),
            AVSampleRateKey: 12000,
            AVNumberOfChannelsKey: 1,
            AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue,
        ]
        recorder = try AVAudioRecorder(url: url, settings: settings)
        recorder?.isMeteringEnabled = true
        recorder?.record()
    }
}

struct CameraPermissionView: View {
    @State private var status = AVCaptureDevice.authorizationStatus(for: .video)
    let player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)

    var body: some View {
        VStack {
            switch status {
            case .authorized: Text("Camera ready")
            case .notDetermined:
                Button("Allow camera") {
                    AVCaptureDevice.requestAccess(for: .video) { granted in
                        print(granted)
                    }
                }
            default: Text("Camera access denied")
            }
        }
        .onAppear {
            player.seek(to: CMTime(seconds: 0, preferredTimescale: 600))
            _ = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) { time in
                print(time.seconds)
            }
        }
    }
}

@Suite("AVFoundation as apps write it")
struct CompilesAsAppsWriteIt {
    @Test func theAppTypesRun() throws {
        SoundManager().playSound(named: "missing")
        Speaker().speak("Hello")
        try VoiceRecorder().start()
        let layout = ViewLayout(CameraPermissionView(), in: ProposedViewSize(width: 390, height: 844))
        #expect(layout.placedViews.compactMap(\.text) == ["Allow camera"])
    }
}
