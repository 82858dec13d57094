import Foundation

// Keyframes, as SwiftUI describes a value's path over time (iOS 17): tracks of keyframes, each
// keyframe a target reached over a duration in one of four ways. A still picture shows the path
// at time 0 (`KeyframeAnimator`); `KeyframeTimeline` evaluates it at any time.

/// A group of keyframes animating one animatable value: SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent
    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
    /// The keyframes in order (built-in keyframes answer themselves; others their body's).
    func _segments() -> [_KeyframeSegment<Value>]
}

extension KeyframeTrackContent where Body.Value == Value {
    public func _segments() -> [_KeyframeSegment<Value>] { body._segments() }
}

/// One keyframe: how a value moves to `target` over `duration`.
public struct _KeyframeSegment<Value: Animatable> {
    enum Motion {
        /// Jumps at once.
        case move
        case linear(UnitCurve)
        /// A cubic Hermite curve; nil velocities are chosen for smooth motion.
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
    }

    let target: Value
    let duration: TimeInterval
    let motion: Motion
}

/// A keyframe reached along a cubic curve; adjacent cubic keyframes make a Catmull–Rom spline.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: _KeyframeSegment<Value>

    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = _KeyframeSegment(target: to, duration: duration, motion: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }

    public var body: CubicKeyframe<Value> { self }
    public func _segments() -> [_KeyframeSegment<Value>] { [segment] }
}

/// A keyframe reached by a spring; without a duration, the spring's settling duration.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: _KeyframeSegment<Value>

    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = _KeyframeSegment(
            target: to, duration: duration ?? spring.settlingDuration, motion: .spring(spring, startVelocity: startVelocity))
    }

    public var body: SpringKeyframe<Value> { self }
    public func _segments() -> [_KeyframeSegment<Value>] { [segment] }
}

/// A keyframe reached in a straight line, at the pace of `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: _KeyframeSegment<Value>

    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = _KeyframeSegment(target: to, duration: duration, motion: .linear(timingCurve))
    }

    public var body: LinearKeyframe<Value> { self }
    public func _segments() -> [_KeyframeSegment<Value>] { [segment] }
}

/// A keyframe the value jumps to at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let segment: _KeyframeSegment<Value>

    public init(_ to: Value) {
        segment = _KeyframeSegment(target: to, duration: 0, motion: .move)
    }

    public var body: MoveKeyframe<Value> { self }
    public func _segments() -> [_KeyframeSegment<Value>] { [segment] }
}

/// Keyframes one after another (what the builders make of several).
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    let segments: [_KeyframeSegment<Value>]

    public var body: _KeyframeSequence<Value> { self }
    public func _segments() -> [_KeyframeSegment<Value>] { segments }
}

/// Builds a track's keyframes from the keyframes written in a closure: SwiftUI's
/// `KeyframeTrackContentBuilder`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }

    public static func buildBlock() -> some KeyframeTrackContent<Value> { _KeyframeSequence<Value>(segments: []) }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>)
        -> some KeyframeTrackContent<Value>
    {
        _KeyframeSequence(segments: accumulated._segments() + next._segments())
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        _KeyframeSequence(segments: components.flatMap { $0._segments() })
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first: First)
        -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value
    {
        Conditional(storage: .first(first))
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second: Second)
        -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value
    {
        Conditional(storage: .second(second))
    }

    /// The keyframes of one branch of an `if` or `switch`.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        public typealias Value = ConditionalValue

        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        public var body: Conditional<ConditionalValue, First, Second> { self }

        public func _segments() -> [_KeyframeSegment<ConditionalValue>] {
            switch storage {
            case .first(let first): first._segments()
            case .second(let second): second._segments()
            }
        }
    }
}
