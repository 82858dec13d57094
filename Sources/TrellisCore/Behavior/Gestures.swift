// Gestures: accepted with SwiftUI's signatures. A still picture is the first frame, before any
// touch, so a gesture changes nothing drawn; under a `ViewHost`, `drag(from:to:)` drives drag
// gestures (DragRecognition.swift) and taps run `onTapGesture`.

/// An input a view can recognise: SwiftUI's `Gesture`.
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and ends.
    associatedtype Value
}

/// A tap (or several): SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it happened: SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public var count: Int
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}

/// A press held long enough: SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag: SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    /// Where a drag is: under a ``ViewHost``, given by `drag(from:to:)` in the gesture's
    /// coordinate space. No velocity is measured (zero), so the predicted end is the location.
    public struct Value: Equatable, Sendable {
        public var time = Date(timeIntervalSince1970: 0)
        public var location = CGPoint.zero
        public var startLocation = CGPoint.zero
        public var translation = CGSize.zero
        public var velocity = CGSize.zero
        public var predictedEndLocation = CGPoint.zero
        public var predictedEndTranslation = CGSize.zero
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A pinch: SwiftUI's `MagnifyGesture`.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time = Date(timeIntervalSince1970: 0)
        public var magnification: CGFloat = 1
        public var velocity: CGFloat = 0
        public var startAnchor = UnitPoint.center
        public var startLocation = CGPoint.zero
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch reporting its scale: SwiftUI's older `MagnificationGesture`.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation: SwiftUI's `RotateGesture`.
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time = Date(timeIntervalSince1970: 0)
        public var rotation = Angle.zero
        public var velocity = Angle.zero
        public var startAnchor = UnitPoint.center
        public var startLocation = CGPoint.zero
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A two-finger rotation reporting its angle: SwiftUI's older `RotationGesture`.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A gesture with callbacks or combined with others: what `onChanged`, `onEnded`, `map`,
/// `simultaneously(with:)`… return. It keeps the callbacks of a drag, which a ``ViewHost``
/// runs; those of other gestures never run.
public struct _ModifiedGesture<Value>: Gesture {
    let recognition: DragRecognition<Value>?
}

/// Two gestures recognised together: SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public init(_ first: First, _ second: Second) {}
}

/// One gesture, then another: SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public init(_ first: First, _ second: Second) {}
}

/// The first of two gestures to succeed: SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public init(_ first: First, _ second: Second) {}
}

extension Gesture {
    /// Runs `action` as the gesture changes (never in a still picture; a drag's, under a
    /// ``ViewHost`` dragged).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Value> {
        _ModifiedGesture(recognition: dragRecognition?.onChanged(action))
    }
    /// Runs `action` when the gesture ends (never in a still picture; a drag's, under a
    /// ``ViewHost`` dragged).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Value> {
        _ModifiedGesture(recognition: dragRecognition?.onEnded(action))
    }
    /// Updates `state` as the gesture changes; it is reset when the gesture ends (never in a
    /// still picture; a drag's, under a ``ViewHost`` dragged).
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> _ModifiedGesture<Value> {
        _ModifiedGesture(recognition: dragRecognition?.updating(state, body: body))
    }
    /// The gesture reporting `body` of its value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _ModifiedGesture<T> {
        _ModifiedGesture(recognition: dragRecognition?.mapped(body))
    }
    /// This gesture and `other` together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    /// This gesture, then `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    /// This gesture, or else `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

/// A value a gesture sets while it is under way: SwiftUI's `@GestureState`. Its reset value in
/// a still picture; under a ``ViewHost`` the runtime keeps it per view identity, a drag's
/// `updating` sets it, and it is reset when the drag ends.
@propertyWrapper
public struct GestureState<Value> {
    fileprivate final class Storage {
        let resetValue: Value
        let onReset: ((Value, inout Transaction) -> Void)?
        var location: StateLocation<Value>?
        init(_ value: Value, onReset: ((Value, inout Transaction) -> Void)?) {
            resetValue = value
            self.onReset = onReset
        }
    }

    private let storage: Storage

    /// The value: what the gesture under way set, else the reset value.
    public var wrappedValue: Value { storage.location?.value ?? storage.resetValue }
    /// A gesture state reset to `wrappedValue` when a gesture ends.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue, onReset: nil) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }
    /// A gesture state that calls `reset` with the value it had when a gesture ends.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        storage = Storage(wrappedValue, onReset: reset)
    }
    public var projectedValue: GestureState<Value> { self }

    /// What a gesture's `updating` sets (nowhere without a runtime: a still picture shows the
    /// reset value).
    func set(_ value: Value) {
        storage.location?.value = value
    }

    /// Back to the reset value, as when the gesture ends; a `reset` callback is told the value
    /// it had.
    func reset() {
        guard let location = storage.location else { return }
        var transaction = Transaction()
        storage.onReset?(location.value, &transaction)
        location.value = storage.resetValue
    }
}

extension GestureState: RuntimeBoundProperty {
    func bind(in runtime: ViewRuntime, key: StateKey) {
        let storage = self.storage
        storage.location = runtime.location(for: key, initial: { storage.resetValue })
    }
}

/// The context of a state change, with its animation: SwiftUI's `Transaction`.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    private var values: [ObjectIdentifier: Any] = [:]

    /// The value of `key` in this transaction, or its default.
    public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key of a value carried by a transaction: SwiftUI's `TransactionKey`.
public protocol TransactionKey {
    associatedtype Value
    /// The value of a transaction that sets none.
    static var defaultValue: Value { get }
}

/// Which gestures of a view and its subviews are enabled: SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

/// The kinds of content shape: SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

extension View {
    /// Runs `action` on a tap (never in a still picture; `ViewHost.tap(_:)` taps).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(RuntimeTapModifier { _ in action() })
    }
    /// Runs `action` with the tap's location (never in a still picture; under a ``ViewHost``,
    /// with the tapped view's centre in its own coordinates).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        modifier(RuntimeTapModifier(action: action))
    }
    /// Runs `action` on a long press (never, in a still picture).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    /// Runs `action` on a long press (never, in a still picture).
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    /// Attaches `gesture` (never recognised in a still picture; a drag gesture is driven by
    /// `ViewHost.drag(from:to:)`, ahead of the gestures of the views around this one).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(RuntimeGestureModifier(gesture: gesture, priority: .normal, enabled: mask.contains(.gesture)))
    }
    /// Attaches `gesture`, recognised with the view's other gestures (a drag gesture, by
    /// `ViewHost.drag(from:to:)` alongside whatever else takes the drag).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(RuntimeGestureModifier(gesture: gesture, priority: .simultaneous, enabled: mask.contains(.gesture)))
    }
    /// Attaches `gesture` ahead of the gestures of the view's subviews (a drag gesture, by
    /// `ViewHost.drag(from:to:)` before theirs).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(RuntimeGestureModifier(gesture: gesture, priority: .high, enabled: mask.contains(.gesture)))
    }
    /// Sets the shape that receives touches (no effect on layout or drawing).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// Sets the shape used for `kinds` (no effect on layout or drawing).
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
    /// Whether the view receives touches: under a ``ViewHost`` taps pass through it when
    /// `false` (no effect on layout or drawing).
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(RuntimeHitTestingModifier(enabled: enabled)) }
}
