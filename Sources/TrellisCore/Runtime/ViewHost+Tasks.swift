/// The views' tasks (`task`, `task(id:)`) under a host. A test has no run loop, so the host
/// runs the tasks' work itself, on the thread calling it, at points a test names.
extension ViewHost {
    /// Runs the hosted views' tasks until every one has finished, updating the view for what
    /// they wrote, and returns when none is left running.
    ///
    /// A task starts after the update that placed its view (its first steps run before the
    /// event or update that placed it returns), is cancelled when an update no longer has its
    /// view, and, for `task(id:)`, is cancelled and started again after the update in which the
    /// id changed. Its work runs on an executor the host drains: every event and
    /// ``updateIfNeeded()`` run the work that is ready — everything a task does up to a real
    /// suspension (`Task.sleep`, I/O, a continuation resumed later, an actor busy elsewhere) —
    /// then update for the state it wrote. Work that becomes ready later (the sleep ended, the
    /// data arrived) waits for the next event, `updateIfNeeded()` or `settle()`: nothing runs
    /// between them. `settle()` waits for that work as it comes, so after it every task's
    /// writes are shown.
    ///
    /// ```swift
    /// struct Loader: View {
    ///     @State private var status = "Loading"
    ///     var body: some View {
    ///         Text(status).accessibilityIdentifier("status")
    ///             .task {
    ///                 try? await Task.sleep(for: .milliseconds(10))
    ///                 status = "Loaded"
    ///             }
    ///     }
    /// }
    ///
    /// @Test func loads() async throws {
    ///     let host = ViewHost(Loader())
    ///     #expect(host.text(of: "status") == "Loading")   // the task is sleeping
    ///     try await host.settle()
    ///     #expect(host.text(of: "status") == "Loaded")
    /// }
    /// ```
    ///
    /// The view above is written as a preview file is, for Swift 5's checks: a task's closure is
    /// `@Sendable` and a Trellis view is not isolated to the main actor, so under Swift 6's
    /// checks it cannot capture the view's `@State` (register V5). The host's draining is what
    /// keeps it safe: a task's own code only runs on the thread calling the host, between its
    /// updates.
    ///
    /// A task that never finishes (a loop over an endless sequence) makes `settle()` wait for
    /// ever: call ``updateIfNeeded()`` instead, which runs what is ready and returns.
    /// `settle()` runs in its caller's isolation: the host stays where the test keeps it.
    ///
    /// - Throws: ``ViewHostError/tooManyUpdates(_:)``, as an event does.
    nonisolated(nonsending) public func settle() async throws {
        while true {
            try updateIfNeeded()
            guard runtime.taskExecutor.hasUnfinishedTasks else { return }
            await runtime.taskExecutor.waitForWork()
        }
    }

    /// How many of the hosted views' tasks have started and not yet finished (a cancelled task
    /// counts until its work after the cancellation has run).
    public var unfinishedTaskCount: Int { runtime.taskExecutor.unfinishedTaskCount }
}
