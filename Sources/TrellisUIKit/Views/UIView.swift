import Foundation
import TrellisCore

/// An object that answers events: UIKit's `UIResponder`, the base of `UIView` and
/// `UIViewController`. Nothing is ever sent to it in a still picture.
open class UIResponder: NSObject {
    /// The next responder in the chain (none).
    open var next: UIResponder? { nil }
    /// Whether this object can become the first responder.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this object is the first responder (never, in a picture).
    open var isFirstResponder: Bool { false }
    /// Asks to become the first responder (refused: nothing is focused in a picture).
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up being the first responder.
    @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// A rectangle of UIKit content: UIKit's `UIView`, as the views that `UIViewRepresentable`s wrap
/// use it. It keeps what is set on it (frame, colours, subviews, constraints) so wrapper code
/// compiles and runs; it is never drawn: Trellis draws a representable as a labelled placeholder.
open class UIView: UIResponder {
    /// How a view's content fills its bounds: UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// How a view resizes with its superview: UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The size meaning "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size a view can have with its constraints.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size a view can have with its constraints.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }
    /// The view's rectangle in its own coordinates.
    open var bounds: CGRect
    /// The centre of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var contentMode: ContentMode = .scaleToFill
    open var autoresizingMask: AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints = true
    open var tag = 0
    open var accessibilityIdentifier: String?
    /// The views inside this one, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view this one is inside.
    open private(set) weak var superview: UIView?
    /// The constraints this view holds.
    open private(set) var constraints: [NSLayoutConstraint] = []

    /// A view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// A view with an empty frame.
    public convenience override init() { self.init(frame: .zero) }

    /// A view from an archive (none are read: the view is empty).
    public required init?(coder: NSCoder) {
        frame = .zero
        bounds = .zero
        super.init()
    }

    /// The size the view's content needs, or `noIntrinsicMetric` on an axis without one.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.append(subviews.remove(at: index))
    }
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    /// The size that fits `size` (the current size: the view is never measured).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }

    // Layout and drawing passes: never run, overridable as in UIKit.
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func invalidateIntrinsicContentSize() {}
}
