/// Whether a view is presented, and a way to dismiss it: SwiftUI's deprecated
/// `PresentationMode`, read as `@Environment(\.presentationMode)`. A preview's root is not
/// presented, and dismissing does nothing.
public struct PresentationMode: Sendable {
    /// Whether the view is presented (never, for a preview's root).
    public var isPresented: Bool

    /// Dismisses the view (does nothing here).
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    /// The presentation mode of the view: not presented, and dismissing does nothing.
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(isPresented: false))
    }
}
