#if canImport(Combine)
import Combine
#else
import OpenCombineShim
#endif

/// `task` and `onReceive` as a runtime sees them: each registers an activity where it is
/// resolved (see ``LifecycleRegistry``), started after the update that placed its view and
/// stopped when an update no longer has it. In a plain layout they register nothing: a still
/// picture shows the initial state, and must not depend on when a task would finish.
struct TaskModifier<ID: Equatable>: _PrimitiveViewModifier {
    let id: ID
    let priority: TaskPriority
    let action: @Sendable () async -> Void

    func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        if let runtime = resolver.runtime {
            let id = self.id
            let priority = self.priority
            let action = self.action
            let executor = runtime.taskExecutor
            let registration = LifecycleRegistry.Registration.activity(
                value: id, isEqual: { ($0 as? ID) == id },
                start: { executor.start(priority: priority, action) })
            // Started in its view's environment: the task inherits it (a task-local value).
            runtime.register(.activity, registration.running(in: resolver.environment))
        }
        content._resolve(into: resolver)
    }
}

/// `onReceive`: subscribes to the publisher while the view is present; each value runs the
/// action where the publisher delivers it, as SwiftUI's subscriber does.
struct ReceiveModifier<P: Publisher>: _PrimitiveViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        if let runtime = resolver.runtime {
            let publisher = self.publisher
            let action = self.action
            let environment = resolver.environment
            let registration = LifecycleRegistry.Registration.activity(
                value: (), isEqual: { _ in true },
                start: {
                    let subscription = publisher.sink { value in ActionEnvironment.run(in: environment) { action(value) } }
                    return { subscription.cancel() }
                })
            runtime.register(.activity, registration)
        }
        content._resolve(into: resolver)
    }
}

extension HostTaskExecutor {
    /// Starts `action` as a task preferring this executor, and returns what cancels it.
    func start(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) -> LifecycleRegistry.ActivityStop {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
            // Without task executors the task runs as SwiftUI's would, undriven by the host.
            let task = Task(priority: priority, operation: action)
            return { task.cancel() }
        }
        taskStarted()
        let task = Task(executorPreference: self, priority: priority) { [self] in
            await action()
            taskFinished()
        }
        return { task.cancel() }
    }
}
