import Foundation

/// How a view controller is presented: UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none
    case automatic = -2
}

/// A screen of UIKit content: UIKit's `UIViewController`, as the controllers that
/// `UIViewControllerRepresentable`s wrap use it. It keeps its view and children; its life-cycle
/// methods are never called (the controller is drawn as a placeholder).
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The controller's root view, made by `loadView()` when first asked for.
    open var view: UIView! {
        get {
            if loadedView == nil { loadView() }
            return loadedView
        }
        set { loadedView = newValue }
    }
    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }
    open var title: String?
    open var preferredContentSize: CGSize = .zero
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var isModalInPresentation = false
    /// The controllers inside this one.
    open private(set) var children: [UIViewController] = []
    /// The controller this one is inside.
    open private(set) weak var parent: UIViewController?
    /// The controller this one presents (none: nothing is presented in a picture).
    open var presentedViewController: UIViewController? { nil }

    /// A controller made in code (no nib is read).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// A controller made in code.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// A controller from an archive (none are read).
    public required init?(coder: NSCoder) { super.init() }

    /// Makes the root view (an empty `UIView`).
    open func loadView() { loadedView = UIView(frame: .zero) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Presents `viewControllerToPresent` (nothing is presented in a picture; `completion` runs).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }
    /// Dismisses this controller (nothing to dismiss; `completion` runs).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
}
