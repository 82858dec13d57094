/// Something on a node that takes a drag under a ``ViewHost``: a drag gesture attached with
/// `gesture`, `simultaneousGesture` or `highPriorityGesture`, or a control that follows the
/// finger (a `Slider`'s track).
struct DragTaker {
    /// How the taker competes with the others along the views under the drag's start.
    enum Priority {
        /// The innermost such taker takes the drag (`gesture`, a slider).
        case normal
        /// Takes the drag ahead of the takers inside its view (`highPriorityGesture`).
        case high
        /// Takes the drag alongside whichever taker wins (`simultaneousGesture`).
        case simultaneous
    }

    var priority: Priority
    /// What to call the view when nothing in or around it is named ("Slider").
    var kindName: String?
    /// How far the pointer must move from the start before the taker begins: a drag that
    /// moves less is no drag for it.
    var minimumDistance: CGFloat
    /// Where the taker is, at the drag's start: its frame and the named coordinate spaces
    /// around it, in window coordinates.
    struct Place {
        let frame: CGRect
        let namedOrigins: [AnyHashable: CGPoint]

        /// The origin of `space` in the window.
        func origin(of space: CoordinateSpace) -> CGPoint {
            switch space {
            case .global: .zero
            case .local: frame.origin
            case .named(let name): namedOrigins[name] ?? .zero
            }
        }
    }
    /// One position of the drag: its start and where it is now (window coordinates), when.
    struct Touch {
        let start: CGPoint
        let location: CGPoint
        let time: Date
    }

    var began: (Place) -> Void = { _ in }
    var changed: (Touch, Place) -> Void
    var ended: (Touch, Place) -> Void

    /// The taker of a drag gesture's callbacks: values in the gesture's coordinate space.
    init(_ driver: DragDriver, priority: Priority) {
        self.priority = priority
        kindName = "drag gesture"
        minimumDistance = max(0, driver.gesture.minimumDistance)
        let space = driver.gesture.coordinateSpace
        func value(_ touch: Touch, _ place: Place) -> DragGesture.Value {
            DragGesture.Value(start: touch.start, location: touch.location, origin: place.origin(of: space), time: touch.time)
        }
        changed = { touch, place in driver.changed(value(touch, place)) }
        ended = { touch, place in driver.ended(value(touch, place)) }
    }

    init(
        priority: Priority, kindName: String?, minimumDistance: CGFloat, began: @escaping (Place) -> Void,
        changed: @escaping (Touch, Place) -> Void, ended: @escaping (Touch, Place) -> Void
    ) {
        self.priority = priority
        self.kindName = kindName
        self.minimumDistance = minimumDistance
        self.began = began
        self.changed = changed
        self.ended = ended
    }
}

/// Keeps a drag gesture's callbacks on the content's nodes, under a runtime. Gestures that are
/// not drags keep nothing (they are not driven).
struct RuntimeGestureModifier<G: Gesture>: NodeAttributeModifier {
    let gesture: G
    let priority: DragTaker.Priority
    let enabled: Bool

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        guard resolver.runtime != nil, enabled, let driver = gesture.dragRecognition?.driver else { return }
        NodeActions.update(node) { $0.drags.append(DragTaker(driver, priority: priority)) }
    }
}

/// Keeps a control's own drag handling on the content's nodes, under a runtime.
struct RuntimeDragModifier: NodeAttributeModifier {
    let taker: DragTaker

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        guard resolver.runtime != nil else { return }
        NodeActions.update(node) { $0.drags.append(taker) }
    }
}

extension View {
    /// Under a ``ViewHost``, lets a control follow a drag that starts on it (a slider's
    /// track): `began` when the pointer goes down, `changed` with each position in the view's
    /// own coordinates and the view's size, `ended` with the last. `kindName` names the
    /// control in what the drag did when nothing in or around it is named. Does nothing in a
    /// plain layout.
    public func _onRuntimeDrag(
        kindName: String, began: @escaping () -> Void, changed: @escaping (CGPoint, CGSize) -> Void, ended: @escaping (CGPoint, CGSize) -> Void
    ) -> some View {
        func local(_ touch: DragTaker.Touch, _ place: DragTaker.Place) -> CGPoint {
            CGPoint(x: touch.location.x - place.frame.minX, y: touch.location.y - place.frame.minY)
        }
        return modifier(
            RuntimeDragModifier(
                taker: DragTaker(
                    priority: .normal, kindName: kindName, minimumDistance: 0, began: { _ in began() },
                    changed: { touch, place in changed(local(touch, place), place.frame.size) },
                    ended: { touch, place in ended(local(touch, place), place.frame.size) })))
    }
}
