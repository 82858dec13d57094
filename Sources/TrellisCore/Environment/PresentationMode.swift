/// Whether a view is presented, and a way to dismiss it: SwiftUI's deprecated
/// `PresentationMode`, read as `@Environment(\.presentationMode)`. A preview's root is not
/// presented; inside a sheet or a pushed screen, dismissing under a ``ViewHost`` dismisses it.
public struct PresentationMode: Sendable {
    /// Whether the view is presented.
    public var isPresented: Bool

    /// Dismisses the view: sets `isPresented` false, which the environment's binding turns into
    /// the presentation's dismissal.
    public mutating func dismiss() {
        isPresented = false
    }
}

extension EnvironmentValues {
    /// The presentation mode of the view, derived from ``dismiss``: presented inside a
    /// presentation that set a dismiss action, and dismissing runs that action.
    public var presentationMode: Binding<PresentationMode> {
        let dismiss = self.dismiss
        let isPresented = dismiss.action != nil
        return Binding(
            get: { PresentationMode(isPresented: isPresented) },
            set: { if !$0.isPresented { dismiss() } })
    }
}
