import Foundation

/// The path of one animatable value through its keyframes, evaluated in the value's animatable
/// data. Each keyframe starts where the one before ended (the first from the track's initial
/// value) and lasts its duration.
///
/// Linear and move keyframes are exact. Cubic keyframes are cubic Hermite segments whose
/// unspecified velocities are Catmull–Rom's (the slope between the neighbouring keyframes), the
/// velocity of an adjacent linear segment, or 0 at the ends of the track and next to springs.
/// Springs are the damped oscillator of their response and damping ratio, starting at the
/// previous value with the given velocity (0 unless given).
struct KeyframePath<Value: Animatable> {
    let segments: [_KeyframeSegment<Value>]

    var duration: TimeInterval { segments.reduce(0) { $0 + max(0, $1.duration) } }

    /// The value at `time`, starting from `initial`: the initial value before 0, the last
    /// keyframe's after the end; a move keyframe at a time takes effect at that time.
    func value(from initial: Value, at time: TimeInterval) -> Value {
        guard time >= 0, !segments.isEmpty else { return initial }
        // The value each keyframe starts from.
        var starts: [Value.AnimatableData] = []
        var start = initial.animatableData
        for segment in segments {
            starts.append(start)
            start = segment.target.animatableData
        }
        var result = initial
        var elapsed: TimeInterval = 0
        for (index, segment) in segments.enumerated() {
            let duration = max(0, segment.duration)
            if time < elapsed + duration {
                result.animatableData = interpolate(index, from: starts[index], local: time - elapsed, duration: duration, starts: starts)
                return result
            }
            elapsed += duration
        }
        result.animatableData = start
        return result
    }

    /// Keyframe `index`'s value `local` seconds into it.
    private func interpolate(_ index: Int, from p0: Value.AnimatableData, local: TimeInterval, duration: TimeInterval,
                             starts: [Value.AnimatableData]) -> Value.AnimatableData {
        let segment = segments[index]
        let p1 = segment.target.animatableData
        let progress = duration > 0 ? local / duration : 1
        switch segment.motion {
        case .move:
            return p1
        case .linear(let curve):
            return p0 + (p1 - p0).scaled(by: curve.value(at: progress))
        case .cubic(let startVelocity, let endVelocity):
            let m0 = startVelocity?.animatableData ?? velocity(enteringKeyframe: index, starts: starts)
            let m1 = endVelocity?.animatableData ?? velocity(leavingKeyframe: index, starts: starts)
            let s = progress, s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            return p0.scaled(by: h00) + m0.scaled(by: h10 * duration) + p1.scaled(by: h01) + m1.scaled(by: h11 * duration)
        case .spring(let spring, let startVelocity):
            let v0 = startVelocity?.animatableData ?? .zero
            return p0 + SpringMotion(spring).displacement(toward: p1 - p0, initialVelocity: v0, time: local)
        }
    }

    /// The velocity at the start of keyframe `index`, for a cubic keyframe without one.
    private func velocity(enteringKeyframe index: Int, starts: [Value.AnimatableData]) -> Value.AnimatableData {
        guard index > 0 else { return .zero }
        return velocity(at: index - 1, starts: starts)
    }

    /// The velocity at the end of keyframe `index`, for a cubic keyframe without one.
    private func velocity(leavingKeyframe index: Int, starts: [Value.AnimatableData]) -> Value.AnimatableData {
        guard index + 1 < segments.count else { return .zero }
        return velocity(at: index, starts: starts)
    }

    /// The velocity where keyframe `index` ends and the next begins.
    private func velocity(at index: Int, starts: [Value.AnimatableData]) -> Value.AnimatableData {
        let current = segments[index], next = segments[index + 1]
        if case .linear(let curve) = next.motion, next.duration > 0 {
            return (next.target.animatableData - current.target.animatableData).scaled(by: curve.velocity(at: 0) / next.duration)
        }
        if case .linear(let curve) = current.motion, current.duration > 0 {
            return (current.target.animatableData - starts[index]).scaled(by: curve.velocity(at: 1) / current.duration)
        }
        guard case .cubic = current.motion, case .cubic = next.motion else { return .zero }
        // Catmull–Rom over uneven times: the slope from the keyframe's start to the next's end.
        let span = max(0, current.duration) + max(0, next.duration)
        guard span > 0 else { return .zero }
        return (next.target.animatableData - starts[index]).scaled(by: 1 / span)
    }
}

/// A spring's motion toward a target, as the damped harmonic oscillator of its response
/// (ω₀ = 2π / response) and damping ratio ζ.
struct SpringMotion {
    let omega: Double
    let zeta: Double

    init(_ spring: Spring) {
        omega = spring.response > 0 ? 2 * .pi / spring.response : .infinity
        zeta = max(0, spring.dampingRatio)
    }

    /// How far a value starting at 0 with `initialVelocity` has moved toward `target` after
    /// `time` seconds.
    func displacement<V: VectorArithmetic>(toward target: V, initialVelocity: V, time: TimeInterval) -> V {
        guard omega.isFinite, time > 0 else { return time > 0 ? target : .zero }
        // The offset from the target is x(t) = a(t)·x₀ + b(t)·v₀, with x₀ = −target.
        let (a, b) = coefficients(at: time)
        return target - target.scaled(by: a) + initialVelocity.scaled(by: b)
    }

    private func coefficients(at t: Double) -> (Double, Double) {
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * t)
            return (decay * (cos(damped * t) + zeta * omega / damped * sin(damped * t)), decay * sin(damped * t) / damped)
        }
        if zeta == 1 {
            let decay = exp(-omega * t)
            return (decay * (1 + omega * t), decay * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (e1 - r1 * (e2 - e1) / (r2 - r1), (e2 - e1) / (r2 - r1))
    }
}
