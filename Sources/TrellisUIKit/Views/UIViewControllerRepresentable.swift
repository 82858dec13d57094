import TrellisCore

/// A UIKit view controller in SwiftUI: UIKit's `UIViewControllerRepresentable`.
///
/// Written as for iOS; drawn, like a `UIViewRepresentable`, as a light grey rectangle captioned
/// with the controller's type name that fills the space it is offered. The controller is never
/// made (Trellis cannot draw UIKit).
public protocol UIViewControllerRepresentable: View where Body == _UIKitPlaceholder {
    /// The UIKit controller this representable makes.
    associatedtype UIViewControllerType: UIViewController
    /// An object that passes the controller's events back to SwiftUI (`Void` when there is none).
    associatedtype Coordinator = Void
    /// The context the controller is made and updated in.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the UIKit controller.
    @MainActor func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with this representable's state.
    @MainActor func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans the controller up before it is removed.
    @MainActor static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator.
    @MainActor func makeCoordinator() -> Coordinator
    /// The controller's size for `proposal`, or `nil` for UIKit's own sizing.
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    /// A labelled placeholder: UIKit controllers are not drawn.
    public var body: _UIKitPlaceholder { _UIKitPlaceholder(typeName: String(describing: UIViewControllerType.self)) }
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? {
        nil
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewControllerRepresentable` is made and updated with: SwiftUI's
/// `UIViewControllerRepresentableContext`.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the current update.
    public var transaction: Transaction
    /// The environment the controller is in.
    public var environment: EnvironmentValues
}
