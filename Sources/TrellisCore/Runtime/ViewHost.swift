/// A view kept alive for a test: its state persists across updates, and it can be tapped,
/// typed into, dragged and read back, as a user would.
///
/// ```swift
/// import Testing
/// import Trellis
///
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         VStack {
///             Text("\(count)").accessibilityIdentifier("count")
///             Button("+") { count += 1 }
///         }
///     }
/// }
///
/// @Test func counting() throws {
///     let host = ViewHost(Counter())
///     try host.tap("+")
///     try host.tap("+")
///     #expect(host.text(of: "count") == "2")
/// }
/// ```
///
/// A host resolves the view with a runtime attached: `@State`, `@StateObject` and
/// `@FocusState` are kept per view identity (structural position, `ForEach` ids, `.id(_:)`),
/// `onAppear`, `onDisappear` and `onChange(of:)` run, `task` and `onReceive` run while their
/// view is present (``settle()`` waits for the tasks), and `@Observable` models and
/// `ObservableObject`s read by a body update it when they change. Each event (a tap, typing,
/// a submit) runs its action and, when it wrote state a body read, updates: the bodies that read
/// what changed are evaluated again, the others reused, and the tree is resolved and laid out
/// again (register V1 says how this differs from SwiftUI).
public final class ViewHost {
    /// The current layout: frames, `frame(of:)`, `placedViews`, drawing.
    public private(set) var layout: ViewLayout
    /// How many bodies (views' and custom modifiers') the last update evaluated.
    public private(set) var bodyEvaluations = 0
    /// How many bodies the changes before the last update invalidated: those that read the
    /// state written, and those holding or reading a model that changed. The update evaluates
    /// these again, and others only when their view value or an environment value they read is
    /// different (``bodyEvaluations``); zero for the first update.
    public private(set) var invalidatedBodies = 0
    /// How many updates the host has made (the first included).
    public private(set) var updateCount = 0

    let runtime = ViewRuntime()
    private let makeLayout: (ViewRuntime, ViewLayout.Window) -> ViewLayout
    /// What the view is laid out in; a canvas resized or a device turned changes it.
    private(set) var window: ViewLayout.Window
    /// The text field typing goes to (``tap(at:)`` focuses one), found again after each update
    /// by the name it was found by.
    var focus: FocusedField?
    /// The fields whose `@FocusState` said they were focused after the last update (ViewHost+Focus).
    var focusClaims: Set<FocusedField> = []

    /// Hosts `view` in a window proposing `proposal`, measuring text with `textMeasurer` and
    /// images with `imageProvider` (`import Trellis` gives initialisers that measure for real).
    public convenience init<V: View>(
        _ view: V, in proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(),
        textMeasurer: any TextMeasuring, imageProvider: any ImageProviding = NoImageProvider()
    ) {
        self.init(view, window: .proposal(proposal), environment: environment, textMeasurer: textMeasurer, imageProvider: imageProvider)
    }

    /// Hosts `view` on `screen`, in its safe area as an app's window does.
    public convenience init<V: View>(
        _ view: V, on screen: Screen, environment: EnvironmentValues = EnvironmentValues(), textMeasurer: any TextMeasuring,
        imageProvider: any ImageProviding = NoImageProvider()
    ) {
        self.init(view, window: .screen(screen), environment: environment, textMeasurer: textMeasurer, imageProvider: imageProvider)
    }

    /// Hosts `view` on `device`'s screen held in `orientation`, in its safe area as an app's
    /// window does.
    public convenience init<V: View>(
        _ view: V, on device: Device, orientation: InterfaceOrientation = .portrait,
        environment: EnvironmentValues = EnvironmentValues(), textMeasurer: any TextMeasuring,
        imageProvider: any ImageProviding = NoImageProvider()
    ) {
        self.init(
            view, window: .screen(device.screen(in: orientation)), environment: environment, textMeasurer: textMeasurer,
            imageProvider: imageProvider)
    }

    private init<V: View>(
        _ view: V, window: ViewLayout.Window, environment: EnvironmentValues, textMeasurer: any TextMeasuring,
        imageProvider: any ImageProviding
    ) {
        makeLayout = { runtime, window in
            ViewLayout(view, window: window, environment: environment, textMeasurer: textMeasurer, imageProvider: imageProvider, runtime: runtime)
        }
        self.window = window
        runtime.beginUpdate()
        layout = makeLayout(runtime, window)
        runtime.currentRoot = layout.root
        let due = runtime.endUpdate()
        updateCount = 1
        bodyEvaluations = runtime.bodyEvaluations
        // The first appearances may change state: settled before the host is handed out. An
        // endless cascade is not thrown from an initialiser; the next event reports it.
        for action in due { action() }
        try? updateIfNeeded()
    }

    deinit {
        // The views' tasks and subscriptions end with their host, as with their views.
        runtime.lifecycle.stopAll()
    }

    // MARK: Events

    /// Taps the view named `name`: a `Text` showing it, or a view with that accessibility label
    /// or identifier. The nearest enclosing view acting on a tap (a `Button`, `onTapGesture`,
    /// a `Toggle`, a stepper's "Increment"/"Decrement") acts, then the view updates.
    ///
    /// - Throws: ``ViewHostError/nothingToTap(_:tappable:)`` when nothing named so acts on a
    ///   tap, ``ViewHostError/disabled(_:)`` when the control is disabled.
    public func tap(_ name: String) throws {
        let search = NodeSearch(root: layout.root).reachable()
        let target = search.matches(name).lazy.compactMap { search.actingNode(for: $0) { $0.tap != nil } }.first
        guard let target, let tap = NodeActions.of(target)?.tap else {
            throw ViewHostError.nothingToTap(name, tappable: search.describeActingNodes { $0.tap != nil })
        }
        guard target.environment.isEnabled else { throw ViewHostError.disabled(name) }
        ActionEnvironment.run(in: target.environment) { tap(CGPoint(x: target.frame.width / 2, y: target.frame.height / 2)) }
        try updateIfNeeded()
    }

    /// Types `text` into the text field named `field` (its title, prompt, accessibility label or
    /// identifier), replacing its text as selecting all and typing would, then updates.
    ///
    /// - Throws: ``ViewHostError/noTextField(_:fields:)`` when there is no such field,
    ///   ``ViewHostError/disabled(_:)`` when it is disabled.
    public func type(_ text: String, into field: String) throws {
        let (node, input) = try textField(named: field)
        guard let binding = input.text else { throw ViewHostError.notEditable(field) }
        guard node.environment.isEnabled else { throw ViewHostError.disabled(field) }
        binding.wrappedValue = text
        try updateIfNeeded()
    }

    /// Submits the text field named `field` (the return key): runs the `onSubmit` actions
    /// around it, innermost first, then updates.
    public func submit(_ field: String) throws {
        let (node, input) = try textField(named: field)
        guard node.environment.isEnabled else { throw ViewHostError.disabled(field) }
        ActionEnvironment.run(in: node.environment) { for action in input.submitActions { action() } }
        try updateIfNeeded()
    }

    private func textField(named name: String) throws -> (LayoutNode, NodeActions.TextInput) {
        let search = NodeSearch(root: layout.root).reachable()
        if let node = search.matches(name).lazy.compactMap({ search.actingNode(for: $0) { $0.textInput != nil } }).first,
            let input = NodeActions.of(node)?.textInput
        {
            return (node, input)
        }
        throw ViewHostError.noTextField(name, fields: search.describeActingNodes { $0.textInput != nil })
    }

    // MARK: Reading

    /// The string shown by the `Text` marked `.accessibilityIdentifier(identifier)` (or the
    /// first `Text` inside the view so marked); nil when no placed view has the identifier.
    public func text(of identifier: String) -> String? {
        NodeSearch(root: layout.root).text(of: identifier)
    }

    /// Every string the placed `Text`s show, in source order.
    public var texts: [String] {
        NodeSearch(root: layout.root).nodes.compactMap { ($0.node as? TextNode)?.resolved.string }
    }

    // MARK: Updating

    /// Updates the view if state a body read was written (by an event, or by code holding a
    /// binding or a model): resolves it again with the kept state and lays it out.
    public func updateIfNeeded() throws {
        var rounds = 0
        // Tasks' work that became ready since the last call runs first (ViewHost+Tasks).
        runtime.taskExecutor.runReadyJobs()
        while runtime.needsUpdate {
            rounds += 1
            // An onChange or onAppear that keeps writing what it watches would never settle.
            guard rounds <= Self.maximumUpdatesPerEvent else { throw ViewHostError.tooManyUpdates(rounds - 1) }
            runtime.beginUpdate()
            invalidatedBodies = runtime.invalidatedAtStart
            layout = makeLayout(runtime, window)
            runtime.currentRoot = layout.root
            updateCount += 1
            bodyEvaluations = runtime.bodyEvaluations
            // Lifecycle actions due run after the update; what they write makes another.
            for action in runtime.endUpdate() { action() }
            runtime.taskExecutor.runReadyJobs()
        }
        // A `@FocusState` set by code moves typing to its field (ViewHost+Focus); the focus
        // states it clears then make one more update.
        followFocusState()
        if runtime.needsUpdate { try updateIfNeeded() }
    }

    private static let maximumUpdatesPerEvent = 100

    // MARK: Resizing

    /// Lays the view out again in a window proposing `proposal` (a canvas resized), from the
    /// layout's caches; later updates keep the new window.
    public func relayout(in proposal: ProposedViewSize) {
        window = .proposal(proposal)
        layout.relayout(in: proposal)
    }

    /// Lays the view out again on `screen` (a device switched or turned), from the layout's
    /// caches; later updates keep the new screen.
    public func relayout(on screen: Screen) {
        window = .screen(screen)
        layout.relayout(on: screen)
    }

    /// The number of values the runtime keeps (views' `@State`s and the like), for tests that
    /// state of views that are gone is dropped.
    public var _keptStateCount: Int { runtime.keptValueCount }
}
