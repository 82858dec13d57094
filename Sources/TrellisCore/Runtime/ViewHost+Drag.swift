/// Drags, as a finger or a mouse held down and moved: what `trellis serve` sends when the
/// pointer moves on a canvas with its button held.
extension ViewHost {
    /// How far apart in time the positions of a drag are: a 60 Hz touch screen's reports.
    /// A host has no clock (register V5), so the times are made up at this rate from the
    /// moment the drag begins.
    public static let dragStepInterval: TimeInterval = 1.0 / 60

    /// Drags from `start` to `end` (window coordinates) in a straight line, reported in
    /// `steps` equal moves (at least one), then lifts. See ``drag(along:)``.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 1) throws -> EventOutcome {
        let steps = max(1, steps)
        let moves = (1...steps).map { step in
            let t = CGFloat(step) / CGFloat(steps)
            return step == steps ? end : CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
        return try drag(along: [start] + moves)
    }

    /// Drags the view named `name` (the words it shows, its accessibility label or identifier)
    /// from its centre by `translation`, in `steps` equal moves. See ``drag(along:)``: what
    /// takes the drag is what is under the view's centre, and a slider's value is the one under
    /// the end point (the middle of the slider moved by `translation`), not its value moved.
    ///
    /// - Throws: ``ViewHostError/nothingToDrag(_:draggable:)`` when no placed view has the name.
    @discardableResult
    public func drag(_ name: String, by translation: CGSize, steps: Int = 1) throws -> EventOutcome {
        let search = NodeSearch(root: layout.root).reachable()
        guard let found = search.matches(name).first else {
            throw ViewHostError.nothingToDrag(name, draggable: search.describeActingNodes { !$0.drags.isEmpty || $0.scroll != nil })
        }
        let start = CGPoint(x: found.node.frame.midX, y: found.node.frame.midY)
        return try drag(from: start, to: CGPoint(x: start.x + translation.width, y: start.y + translation.height), steps: steps)
    }

    /// Puts the pointer down at the first of `points` (window coordinates), moves it through the
    /// others, and lifts it at the last. The drag is taken by what is under its start point
    /// (hit-tested as ``tap(at:)`` does), innermost first:
    ///
    /// - a drag gesture (`gesture(DragGesture()…)`): its `onChanged` runs with each position
    ///   once the pointer is `minimumDistance` from the start (at once for zero), its `updating`
    ///   sets its `@GestureState`s, then `onEnded` runs and the states are reset. Values are in
    ///   the gesture's coordinate space (`.local`: the view's frame where the drag began), with
    ///   no velocity, so the predicted end is the location. A `highPriorityGesture` on a view
    ///   around takes the drag ahead of the views inside it; `simultaneousGesture`s take it too.
    /// - a `Slider`: its thumb's centre follows the pointer along the track (the value at that
    ///   point, snapped to the step), with `onEditingChanged(true)` first and `(false)` after.
    /// - else a scroll view: it scrolls by the opposite of each move, as content follows a
    ///   finger (``scroll(at:by:)``), with no deceleration when the pointer lifts.
    ///
    /// A drag shorter than what is under it needs (a gesture's `minimumDistance`), or one that
    /// does not move on a scroll view, is a tap at its start; a drag on nothing that takes one
    /// changes nothing and says so. The view updates after each position, as after other
    /// events.
    @discardableResult
    public func drag(along points: [CGPoint]) throws -> EventOutcome {
        guard let start = points.first else { return .ignored("a drag needs at least one point") }
        let search = NodeSearch(root: layout.root).reachable()
        guard let hit = search.frontmost(at: start) else {
            return .ignored("nothing is drawn at (\(Self.format(start.x)), \(Self.format(start.y)))")
        }
        let takers = Self.dragTakers(along: hit)
        let enabled = takers.filter { $0.environment.isEnabled }
        if enabled.isEmpty, !takers.isEmpty {
            return .ignored("the control is disabled")
        }
        if !enabled.isEmpty {
            let winners = Self.winners(of: enabled)
            // Named before the drag: its updates make new nodes, and the old ones' environment
            // goes with the old layout.
            let names = winners.map { dragName(of: $0, in: search) }
            let began = try run(winners, along: points)
            if let first = began.firstIndex(of: true) {
                return .dragged(names[first])
            }
            // Moved less than any taker needs: a tap, as iOS recognises one.
            return try tap(at: start)
        }
        let moves = zip(points, points.dropFirst()).map { CGVector(dx: $0.x - $1.x, dy: $0.y - $1.y) }
        guard hit.path.contains(where: { NodeActions.of($0)?.scroll != nil }) else {
            return .ignored("nothing at (\(Self.format(start.x)), \(Self.format(start.y))) takes a drag")
        }
        guard moves.contains(where: { $0 != .zero }) else { return try tap(at: start) }
        var scrolled = false
        for move in moves where move != .zero {
            // The same point finds the same scroll view in each new layout: its frame does
            // not move when its content does.
            if try scroll(at: start, by: move) == .scrolled { scrolled = true }
        }
        return scrolled ? .scrolled : .ignored("the scroll view is at its end")
    }

    /// A drag taker found under a drag's start, with where its node is and the environment its
    /// actions run in (read at the start: an update frees the environment of the old nodes).
    struct PlacedTaker {
        let taker: DragTaker
        let node: LayoutNode
        let place: DragTaker.Place
        let environment: EnvironmentValues
    }

    /// Every taker on the hit node and its ancestors, innermost first.
    private static func dragTakers(along hit: NodeSearch.Found) -> [PlacedTaker] {
        var result: [PlacedTaker] = []
        for (depth, node) in hit.path.enumerated().reversed() {
            guard let drags = NodeActions.of(node)?.drags, !drags.isEmpty else { continue }
            var named: [AnyHashable: CGPoint] = [:]
            for around in hit.path[...depth] {
                for case .coordinateSpace(let name) in around.effects { named[name] = around.frame.origin }
            }
            let place = DragTaker.Place(frame: node.frame, namedOrigins: named)
            let environment = node.environment
            result += drags.map { PlacedTaker(taker: $0, node: node, place: place, environment: environment) }
        }
        return result
    }

    /// The takers that get the drag: the outermost high-priority one, else the innermost other
    /// one, and every simultaneous one.
    private static func winners(of takers: [PlacedTaker]) -> [PlacedTaker] {
        let exclusive = takers.last { $0.taker.priority == .high } ?? takers.first { $0.taker.priority == .normal }
        return (exclusive.map { [$0] } ?? []) + takers.filter { $0.taker.priority == .simultaneous }
    }

    /// Moves the pointer through `points` for `takers`; returns which of them began.
    private func run(_ takers: [PlacedTaker], along points: [CGPoint]) throws -> [Bool] {
        let start = points[0]
        let startTime = Date()
        var begun = Array(repeating: false, count: takers.count)
        var last = DragTaker.Touch(start: start, location: start, time: startTime)
        for (index, point) in points.enumerated() {
            let touch = DragTaker.Touch(start: start, location: point, time: startTime + Double(index) * Self.dragStepInterval)
            let distance = hypot(point.x - start.x, point.y - start.y)
            for (number, placed) in takers.enumerated() {
                if !begun[number] {
                    guard distance >= placed.taker.minimumDistance else { continue }
                    begun[number] = true
                    run(in: placed) { placed.taker.began(placed.place) }
                }
                run(in: placed) { placed.taker.changed(touch, placed.place) }
            }
            last = touch
            try updateIfNeeded()
        }
        for (number, placed) in takers.enumerated() where begun[number] {
            run(in: placed) { placed.taker.ended(last, placed.place) }
        }
        try updateIfNeeded()
        return begun
    }

    private func run(in placed: PlacedTaker, _ action: () -> Void) {
        ActionEnvironment.run(in: placed.environment, action)
    }

    /// What a person would call the view that took a drag: its own names or those inside it,
    /// else the nearest around it (a slider's identifier is on the slider, not its track),
    /// else what the taker calls it ("Slider"), else its kind.
    private func dragName(of placed: PlacedTaker, in search: NodeSearch) -> String {
        let node = placed.node
        let shown = search.shownName(of: node)
        guard shown == node.kindName, let found = search.nodes.first(where: { $0.node === node }) else { return shown }
        for around in found.ancestors.reversed() {
            if let name = NodeSearch.names(of: around).first(where: { !$0.isEmpty }) { return name }
        }
        return placed.taker.kindName ?? shown
    }
}

extension NodeSearch.Found {
    /// The node's ancestors, outermost first, then the node.
    var path: [LayoutNode] { ancestors + [node] }
}
