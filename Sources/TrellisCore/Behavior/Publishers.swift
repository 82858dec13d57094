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
    /// Runs `action` on every value `publisher` publishes. Trellis draws one frame: the view
    /// does not subscribe, so `action` never runs (SwiftUI subscribes when the view appears).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        self
    }
}
