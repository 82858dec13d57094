// SwiftUI re-exports Combine, and SwiftUI code leans on it: `ObservableObject` and `@Published`,
// `$value` publishers with `sink`, `debounce` and `store(in:)`, subjects, `Timer.publish`.
// Where Apple's Combine is missing (Linux), Trellis's `Combine` stand-in module (OpenCombine, with
// the operators it lacks) provides the same API under the same names.
@_exported import Combine

extension View {
    /// Runs `action` on every value `publisher` publishes. Trellis draws one frame: the view
    /// does not subscribe, so `action` never runs (SwiftUI subscribes when the view appears).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        self
    }
}
