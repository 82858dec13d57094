import AVFoundation
import Testing

@Suite("CMTime")
struct CMTimeTests {
    @Test(arguments: [
        (2.5, 600, 1500),
        (0.0, 1, 0),
        (1.0 / 3, 1000, 333),
        (-1.25, 4, -5),
    ] as [(Double, Int32, Int64)])
    func secondsAreRoundedToTheTimescale(seconds: Double, timescale: Int32, value: Int64) {
        let time = CMTime(seconds: seconds, preferredTimescale: timescale)
        #expect(time.value == value)
        #expect(time.timescale == timescale)
        #expect(time.isNumeric)
    }

    @Test func arithmeticIsExactInTheCommonTimescale() {
        let sum = CMTime(value: 1, timescale: 2) + CMTime(value: 1, timescale: 3)
        #expect(sum.value == 5)
        #expect(sum.timescale == 6)
        #expect(CMTimeGetSeconds(CMTimeMake(value: 3, timescale: 4)) == 0.75)
        #expect(CMTime(value: 1, timescale: 2) == CMTime(value: 300, timescale: 600))
        #expect(CMTime(value: 1, timescale: 3) < CMTime(value: 1, timescale: 2))
        #expect((CMTime.zero - CMTime(value: 1, timescale: 1)).seconds == -1)
    }

    @Test func invalidAndIndefiniteTimes() {
        #expect(!CMTime.invalid.isValid)
        #expect(CMTime.invalid.seconds.isNaN)
        #expect(CMTime.indefinite.isIndefinite)
        #expect(CMTime.indefinite.seconds.isNaN)
        #expect(CMTime.positiveInfinity.seconds == .infinity)
        #expect(CMTime.negativeInfinity < .zero)
        #expect(CMTime.positiveInfinity + CMTime(value: 1, timescale: 1) == .positiveInfinity)
        #expect(CMTime(seconds: .nan, preferredTimescale: 600) == .invalid)
    }
}
