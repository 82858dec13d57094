import Foundation

/// The pages open on `trellis serve`, each told of every change of state over server-sent
/// events; a page opened later is told the current state first.
actor ServeEvents {
    private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]
    private var latest: String?

    /// The events for one page, starting with the current state.
    func subscribe() -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(16))
        if let latest { continuation.yield(latest) }
        subscribers[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        return stream
    }

    /// Sends `state` (one line of JSON) to every page.
    func publish(_ state: String) {
        latest = state
        for continuation in subscribers.values { continuation.yield(state) }
    }

    /// How many pages are listening.
    var count: Int { subscribers.count }

    private func remove(_ id: UUID) {
        subscribers[id] = nil
    }

    /// `state` as one server-sent event.
    static func event(_ state: String) -> String {
        "event: state\ndata: \(state)\n\n"
    }
}
