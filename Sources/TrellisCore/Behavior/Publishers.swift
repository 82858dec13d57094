// SwiftUI re-exports Combine, and SwiftUI code leans on it: `ObservableObject` and `@Published`,
// `$value` publishers with `sink`, `debounce` and `store(in:)`, subjects, `Timer.publish`.
// Where Apple's Combine is missing (Linux), OpenCombine provides the same API under the same
// names, with the schedulers `DispatchQueue` and `RunLoop` and Foundation's publishers.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombineShim
#endif

extension View {
    /// Runs `action` on every value `publisher` publishes while the view is present. A still
    /// picture does not subscribe; under a ``ViewHost`` the view subscribes after the update
    /// that placed it and cancels when an update no longer has it. The action runs where the
    /// publisher delivers the value; what it writes is shown by the host's next event or
    /// `updateIfNeeded()`.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}
