import TrellisCore

/// A UIKit view in SwiftUI: UIKit's `UIViewRepresentable`.
///
/// Write one as for iOS: `makeUIView(context:)`, `updateUIView(_:context:)`, optionally a
/// coordinator and `sizeThatFits(_:uiView:context:)`. Trellis cannot draw UIKit, so it never makes
/// the view: the representable is drawn as a light grey rectangle captioned with the view's type
/// name, filling the space it is offered (SwiftUI's size for a UIKit view without an intrinsic
/// size), and `sizeThatFits` is not asked (divergence register).
public protocol UIViewRepresentable: View where Body == _UIKitPlaceholder {
    /// The UIKit view this representable makes.
    associatedtype UIViewType: UIView
    /// An object that passes the view's events back to SwiftUI (`Void` when there is none).
    associatedtype Coordinator = Void
    /// The context the view is made and updated in.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view.
    @MainActor func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with this representable's state.
    @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans the view up before it is removed.
    @MainActor static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator.
    @MainActor func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`, or `nil` for UIKit's own sizing.
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    /// A labelled placeholder: UIKit views are not drawn.
    public var body: _UIKitPlaceholder { _UIKitPlaceholder(typeName: String(describing: UIViewType.self)) }
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewRepresentable` is made and updated with: SwiftUI's `UIViewRepresentableContext`.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the current update.
    public var transaction: Transaction
    /// The environment the view is in.
    public var environment: EnvironmentValues
}

/// How a UIKit view or controller is drawn: a light grey rectangle, filling the space it is
/// offered, with the UIKit type's name in caption type at its centre.
public struct _UIKitPlaceholder: View {
    let typeName: String

    public var body: some View {
        Rectangle()
            .fill(Color(uiColor: .systemGray5))
            .overlay {
                Text(verbatim: typeName)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
    }
}
