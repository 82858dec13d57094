/// What a drag gesture does when a ``ViewHost`` drives it: the `DragGesture` at its root (its
/// minimum distance and coordinate space) and the callbacks chained on it (`onChanged`,
/// `onEnded`, `updating`), each given the drag's value through the chain's `map`s.
///
/// A still picture never builds one into anything: the gesture modifiers keep it only under a
/// runtime. Combined gestures (`simultaneously`, `sequenced`, `exclusively`) carry none, so
/// they are not driven (register V4).
struct DragRecognition<Value> {
    var gesture: DragGesture
    /// The chain's value for a drag's value (the identity, or the `map`s composed).
    var value: (DragGesture.Value) -> Value
    var changed: [(DragGesture.Value) -> Void] = []
    var ended: [(DragGesture.Value) -> Void] = []
    /// Puts the `@GestureState`s the chain updates back to their reset values.
    var resets: [() -> Void] = []

    func mapped<T>(_ transform: @escaping (Value) -> T) -> DragRecognition<T> {
        let value = self.value
        return DragRecognition<T>(gesture: gesture, value: { transform(value($0)) }, changed: changed, ended: ended, resets: resets)
    }

    func onChanged(_ action: @escaping (Value) -> Void) -> Self {
        var copy = self
        let value = self.value
        copy.changed.append { action(value($0)) }
        return copy
    }

    func onEnded(_ action: @escaping (Value) -> Void) -> Self {
        var copy = self
        let value = self.value
        copy.ended.append { action(value($0)) }
        return copy
    }

    func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self {
        var copy = self
        let value = self.value
        copy.changed.append { dragValue in
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value(dragValue), &current, &transaction)
            state.set(current)
        }
        copy.resets.append { state.reset() }
        return copy
    }

    /// The callbacks as one driver, its values no longer typed by the chain.
    var driver: DragDriver {
        let changed = self.changed, ended = self.ended, resets = self.resets
        return DragDriver(
            gesture: gesture,
            changed: { value in for action in changed { action(value) } },
            ended: { value in
                for action in ended { action(value) }
                // As in SwiftUI, the gesture's state goes back once the gesture is over.
                for reset in resets { reset() }
            })
    }
}

/// A drag gesture's callbacks, ready to be given values.
struct DragDriver {
    let gesture: DragGesture
    let changed: (DragGesture.Value) -> Void
    let ended: (DragGesture.Value) -> Void
}

extension Gesture {
    /// The drag this gesture recognises, if it is a `DragGesture` or one with callbacks chained.
    var dragRecognition: DragRecognition<Value>? {
        if let drag = self as? DragGesture {
            return DragRecognition<DragGesture.Value>(gesture: drag, value: { $0 }) as? DragRecognition<Value>
        }
        return (self as? _ModifiedGesture<Value>)?.recognition
    }
}

extension DragGesture.Value {
    /// A drag's value in a coordinate space whose origin is at `origin` in the window: no
    /// velocity is measured, so the predicted end is where the drag is.
    init(start: CGPoint, location: CGPoint, origin: CGPoint, time: Date) {
        self.init()
        self.time = time
        startLocation = CGPoint(x: start.x - origin.x, y: start.y - origin.y)
        self.location = CGPoint(x: location.x - origin.x, y: location.y - origin.y)
        translation = CGSize(width: location.x - start.x, height: location.y - start.y)
        predictedEndLocation = self.location
        predictedEndTranslation = translation
    }
}
