import Foundation
import Testing
import Trellis

// Keyframes: tracks of keyframes evaluated over time (`KeyframeTimeline`), and the animators a
// picture shows at their start.

private struct Motion {
    var scale = 1.0
    var angle = Angle.zero
    var offset = CGSize.zero
}

@Suite struct KeyframeTimelineTests {
    private let moves = KeyframeTimeline(initialValue: 0.0) {
        LinearKeyframe(10.0, duration: 1)
        MoveKeyframe(50.0)
        LinearKeyframe(30.0, duration: 2)
    }

    @Test(arguments: [
        // Before the start, along the first line, the move at 1 s, along the second, after the end.
        (-1.0, 0.0), (0.0, 0.0), (0.5, 5.0), (1.0, 50.0), (2.0, 40.0), (3.0, 30.0), (5.0, 30.0),
    ])
    func linearAndMoveKeyframes(time: Double, value: Double) {
        #expect(moves.value(time: time) == value)
    }

    @Test func durationAndProgress() {
        #expect(moves.duration == 3)
        #expect(moves.value(progress: 0.5) == 45)
    }

    @Test func tracksAnimateTheirPropertiesTogether() {
        let timeline = KeyframeTimeline(initialValue: Motion()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            KeyframeTrack(\.angle) {
                MoveKeyframe(.degrees(90))
                LinearKeyframe(.degrees(180), duration: 2)
            }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0).scale == 1)
        #expect(timeline.value(time: 0).angle == .degrees(90))
        #expect(timeline.value(time: 1).scale == 2)
        #expect(abs(timeline.value(time: 1).angle.degrees - 135) < 1e-9)
        #expect(timeline.value(time: 1).offset == .zero)
    }

    @Test func adjacentCubicKeyframesMakeASmoothCurve() {
        // From 0 up to 10 and back: the velocities are Catmull–Rom's, 0 at both ends and at the
        // top (10 − 10 over 2 s... the slope from 0 to 0), so each half is a smoothstep.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        #expect(timeline.value(time: 0.5) == 5)
        #expect(timeline.value(time: 0.25) == 1.5625)
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 1.75) == 1.5625)
    }

    @Test func cubicKeyframesTakeGivenVelocities() {
        // Equal velocities matching the slope make a straight line.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1, startVelocity: 10, endVelocity: 10)
        }
        #expect(abs(timeline.value(time: 0.3) - 3) < 1e-12)
    }

    @Test func springKeyframesFollowTheDampedOscillator() {
        // Critically damped, ω = 2π / 0.5: 1 − e^(−ωt)(1 + ωt).
        let spring = Spring(response: 0.5, dampingRatio: 1)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, duration: 1, spring: spring) }
        #expect(abs(timeline.value(time: 0.25) - (1 - exp(-Double.pi) * (1 + Double.pi))) < 1e-12)
        #expect(timeline.value(time: 1) == 1)
        // Without a duration, the spring's settling duration.
        #expect(KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }.duration == spring.settlingDuration)
    }

    @Test func buildersTakeConditionsAndLoops() {
        func timeline(bouncing: Bool) -> KeyframeTimeline<Double> {
            KeyframeTimeline(initialValue: 0.0) {
                if bouncing {
                    LinearKeyframe(4.0, duration: 1)
                } else {
                    LinearKeyframe(8.0, duration: 1)
                }
                for target in [1.0, 2.0] {
                    LinearKeyframe(target, duration: 1)
                }
            }
        }
        #expect(timeline(bouncing: true).value(time: 1) == 4)
        #expect(timeline(bouncing: false).value(time: 1) == 8)
        #expect(timeline(bouncing: true).value(time: 3) == 2)
        #expect(timeline(bouncing: true).duration == 3)
    }

    @Test(arguments: [
        (UnitCurve.linear, 0.25, 0.25), (.easeInOut, 0.5, 0.5), (.circularEaseIn, 0.5, 1 - 0.75.squareRoot()),
        (.circularEaseOut, 0.5, 0.75.squareRoot()), (.easeIn, 1, 1), (.easeOut, 0, 0),
    ] as [(UnitCurve, Double, Double)])
    func unitCurves(curve: UnitCurve, progress: Double, value: Double) {
        #expect(abs(curve.value(at: progress) - value) < 1e-9)
    }
}

@Suite struct KeyframeAnimatorTests {
    @Test func aLoopingAnimatorIsDrawnAtTheStartOfItsKeyframes() {
        let view = KeyframeAnimator(initialValue: 1.0) { value in
            Color.red.frame(width: 10 * value, height: 10)
        } keyframes: { _ in
            MoveKeyframe(3.0)
            LinearKeyframe(1.0, duration: 1)
        }
        #expect(lay(view, nil, nil).size == CGSize(width: 30, height: 10))
    }

    @Test func aTriggeredAnimatorIsDrawnAtItsInitialValue() {
        let view = KeyframeAnimator(initialValue: 1.0, trigger: 0) { value in
            Color.red.frame(width: 10 * value, height: 10)
        } keyframes: { _ in
            MoveKeyframe(3.0)
        }
        #expect(lay(view, nil, nil).size == CGSize(width: 10, height: 10))
    }

    @Test func theModifiersTakeTracksOfARootValue() {
        let looping = Color.blue.frame(width: 20, height: 20)
            .keyframeAnimator(initialValue: Motion()) { content, value in
                content.frame(width: 20 * value.scale)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    MoveKeyframe(2.0)
                    CubicKeyframe(1.2, duration: 0.3)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.angle) { LinearKeyframe(.degrees(10), duration: 0.2) }
            }
        #expect(lay(looping, nil, nil).size == CGSize(width: 40, height: 20))
        let triggered = Color.blue.frame(width: 20, height: 20)
            .keyframeAnimator(initialValue: Motion(), trigger: true) { content, value in
                content.frame(width: 20 * value.scale)
            } keyframes: { _ in
                KeyframeTrack(\.scale) { MoveKeyframe(2.0) }
            }
        #expect(lay(triggered, nil, nil).size == CGSize(width: 20, height: 20))
    }

    @Test func phaseAnimatorsAreDrawnAtTheirFirstPhase() {
        let view = Color.green.phaseAnimator([2.0, 1.0], trigger: 1) { content, phase in
            content.frame(width: 10 * phase, height: 10)
        } animation: { _ in .bouncy }
        #expect(lay(view, nil, nil).size == CGSize(width: 20, height: 10))
    }
}
