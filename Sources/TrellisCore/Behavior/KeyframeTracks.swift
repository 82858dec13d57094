import Foundation

// Tracks of keyframes, each animating one property of a root value, and the builder that
// gathers them: `keyframes: { _ in KeyframeTrack(\.scale) { … } KeyframeTrack(\.angle) { … } }`.

/// Changes to a value over time, made of tracks: SwiftUI's `Keyframes`.
public protocol Keyframes<Value> {
    associatedtype Value = Body.Value
    associatedtype Body: Keyframes
    /// The tracks these keyframes are made of.
    @KeyframesBuilder<Value> var body: Body { get }
    /// The tracks, each a path of one property (built-in tracks answer themselves).
    func _tracks() -> [_KeyframeTrackPath<Value>]
}

extension Keyframes where Body.Value == Value {
    public func _tracks() -> [_KeyframeTrackPath<Value>] { body._tracks() }
}

/// One track evaluated: how long it lasts, and how it sets its property of the root at a time.
public struct _KeyframeTrackPath<Root> {
    let duration: TimeInterval
    /// Sets the track's property of `root` (which holds the initial value) for `time`.
    let apply: (inout Root, TimeInterval) -> Void
}

/// A track of keyframes animating the property of `Root` at a key path (or the whole value):
/// SwiftUI's `KeyframeTrack`.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Value == Content.Value {
    // The keyframes animate the root, whatever property the track moves.
    @_implements(Keyframes, Value) public typealias _AnimatedRoot = Root

    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// A track animating the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// A track animating the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \Root.self
        self.content = content()
    }

    public var body: KeyframeTrack<Root, Value, Content> { self }

    public func _tracks() -> [_KeyframeTrackPath<Root>] {
        let path = KeyframePath(segments: content._segments())
        let keyPath = keyPath
        return [_KeyframeTrackPath(duration: path.duration) { root, time in
            root[keyPath: keyPath] = path.value(from: root[keyPath: keyPath], at: time)
        }]
    }
}

/// Several tracks played together (what the builder makes of several).
public struct _KeyframeTracks<Value>: Keyframes {
    let tracks: [_KeyframeTrackPath<Value>]

    public var body: _KeyframeTracks<Value> { self }
    public func _tracks() -> [_KeyframeTrackPath<Value>] { tracks }
}

/// Builds keyframes from the tracks, or the keyframes of one whole-value track, written in a
/// closure: SwiftUI's `KeyframesBuilder`.
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value { expression }

    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }

    public static func buildBlock() -> some Keyframes<Value> { _KeyframeTracks<Value>(tracks: []) }

    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value { first }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        _KeyframeTracks(tracks: accumulated._tracks() + next._tracks())
    }

    public static func buildPartialBlock<A: KeyframeTrackContent, N: KeyframeTrackContent>(accumulated: A, next: N)
        -> some KeyframeTrackContent<Value> where A.Value == Value, N.Value == Value
    {
        _KeyframeSequence(segments: accumulated._segments() + next._segments())
    }

    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> some KeyframeTrackContent<Value> where K.Value == Value {
        _KeyframeSequence(segments: components.flatMap { $0._segments() })
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value
    {
        KeyframeTrackContentBuilder<Value>.buildEither(first: first)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value
    {
        KeyframeTrackContentBuilder<Value>.buildEither(second: second)
    }

    public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value { component }

    /// Keyframes written without a track animate the whole value.
    public static func buildFinalResult<K: KeyframeTrackContent>(_ component: K) -> KeyframeTrack<Value, Value, K> where K.Value == Value {
        KeyframeTrack { component }
    }
}

/// A value's path over time, from its tracks: SwiftUI's `KeyframeTimeline`.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [_KeyframeTrackPath<Value>]

    /// The timeline of `content`, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content()._tracks()
    }

    /// The timeline of keyframes whose value type is only known at run time (the animators').
    init(initialValue: Value, keyframes: some Keyframes) {
        self.initialValue = initialValue
        tracks = keyframes._tracks() as? [_KeyframeTrackPath<Value>] ?? []
    }

    /// How long the longest track lasts.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value at `time` seconds (the start before 0, each track's end after it ends).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (0…1) of the duration.
    public func value(progress: Double) -> Value {
        value(time: min(max(progress, 0), 1) * duration)
    }
}
