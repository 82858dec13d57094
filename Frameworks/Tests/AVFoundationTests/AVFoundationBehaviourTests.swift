import AVFoundation
import Foundation
import Testing

// Nothing plays, records or captures on Linux: the types keep what they are told and say no
// when they would need a person or a device.
@Suite("AVFoundation on Linux")
struct AVFoundationBehaviourTests {
    @Test func aPlayerKeepsItsItemAndRate() {
        let url = URL(fileURLWithPath: "/tmp/ding.wav")
        let player = AVPlayer(url: url)
        #expect((player.currentItem?.asset as? AVURLAsset)?.url == url)
        #expect(player.rate == 0)
        #expect(player.timeControlStatus == .paused)
        player.play()
        #expect(player.rate == 1)
        player.pause()
        #expect(player.rate == 0)
        #expect(player.currentTime() == .zero)
        #expect(player.currentItem?.duration.isIndefinite == true)
    }

    @Test func anAudioSessionKeepsItsCategoryAndRefusesToRecord() throws {
        let session = AVAudioSession.sharedInstance()
        #expect(session === AVAudioSession.sharedInstance())
        try session.setCategory(.playAndRecord, mode: .measurement, options: [.duckOthers, .defaultToSpeaker])
        try session.setActive(true, options: .notifyOthersOnDeactivation)
        #expect(session.category == .playAndRecord)
        #expect(session.mode == .measurement)
        #expect(session.categoryOptions == [.duckOthers, .defaultToSpeaker])
        nonisolated(unsafe) var answer: Bool?
        session.requestRecordPermission { answer = $0 }
        #expect(answer == false)
        #expect(session.recordPermission == .undetermined)
    }

    @Test func thereIsNoCamera() async {
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .back).devices.isEmpty)
        #expect(Notification.Name.AVPlayerItemDidPlayToEndTime == AVPlayerItem.didPlayToEndTimeNotification)
        #expect(await AVCaptureDevice.requestAccess(for: .audio) == false)
        #expect(await AVAudioApplication.requestRecordPermission() == false)
    }

    @Test func aPCMBufferIsSilenceOfItsFormat() throws {
        let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2))
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 4))
        buffer.frameLength = 4
        let channels = try #require(buffer.floatChannelData)
        #expect((0..<4).map { channels[1][$0] } == [0, 0, 0, 0])
        channels[1][3] = 0.5
        #expect(channels[1][3] == 0.5)
        #expect(channels[1] - channels[0] == 4)
        #expect(AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 0) == nil)
        #expect(AVAudioTime(sampleTime: 480, atRate: 48_000).sampleTime == 480)
    }

    @Test func anAudioPlayerPlaysNothingButSaysItDoes() throws {
        let player = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/tmp/missing.mp3"))
        player.numberOfLoops = -1
        #expect(player.prepareToPlay())
        #expect(player.play())
        #expect(player.isPlaying)
        player.stop()
        #expect(!player.isPlaying)
        #expect(player.duration == 0)
    }
}
