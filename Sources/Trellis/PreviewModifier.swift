import Dispatch

/// Shared set-up for previews (sample data, an environment), applied with the trait
/// `.modifier(_:)`: SwiftUI's `PreviewModifier`.
///
/// ```swift
/// struct SampleData: PreviewModifier {
///     static func makeSharedContext() async throws -> Store { Store.sample }
///     func body(content: Content, context: Store) -> some View { content.environment(context) }
/// }
/// #Preview(traits: .modifier(SampleData())) { LibraryView() }
/// ```
///
/// `trellis` makes the context once per preview, before drawing it (the process draws each
/// preview once, so "shared" is per preview here).
public protocol PreviewModifier {
    /// What `makeSharedContext()` makes and `body(content:context:)` receives.
    associatedtype Context = Void
    /// The view the modifier makes of the preview.
    associatedtype Body: View
    /// The preview's view, as the modifier receives it.
    typealias Content = PreviewModifierContent

    /// Makes the context the previews using this modifier share.
    static func makeSharedContext() async throws -> Context
    /// The preview's view, modified.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The view a `PreviewModifier` modifies: SwiftUI's `PreviewModifierContent`.
public struct PreviewModifierContent: View {
    let content: AnyView

    public var body: some View { content }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// A trait that applies `modifier` to the preview's view.
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
        PreviewTrait(name: "modifier", modifier: PreviewModifierApplication(modifier))
    }
}

/// A preview modifier, kept by its trait until the preview is drawn.
struct PreviewModifierApplication: @unchecked Sendable {
    // Kept only until the preview that names it is drawn, on the thread drawing it.
    private let apply: (AnyView) -> AnyView

    init<Modifier: PreviewModifier>(_ modifier: Modifier) {
        apply = { content in
            guard let context = runToEnd({ try await Modifier.makeSharedContext() }) as? Modifier.Context else { return content }
            return AnyView(modifier.body(content: PreviewModifierContent(content: content), context: context))
        }
    }

    func callAsFunction(_ content: AnyView) -> AnyView { apply(content) }
}

/// Runs an asynchronous function to its end for a preview drawn synchronously: its result,
/// or nil when it threw.
private func runToEnd(_ operation: @escaping () async throws -> Any) -> Any? {
    // The task runs while this thread waits, so the operation is never used from two threads.
    nonisolated(unsafe) let operation = operation
    let result = ResultBox()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        result.value = try? await operation()
        done.signal()
    }
    done.wait()
    return result.value
}

private final class ResultBox: @unchecked Sendable {
    var value: Any?
}

extension View {
    /// The preview's view with `trait` applied where it changes the view (`.modifier(_:)`
    /// traits, also through the names apps give them); `trellis` writes this for a
    /// `#Preview`'s traits that are not layouts or orientations.
    public func _previewTrait(_ trait: PreviewTrait<Preview.ViewTraits>) -> AnyView {
        guard let modifier = trait.modifier else { return AnyView(self) }
        return modifier(AnyView(self))
    }
}
