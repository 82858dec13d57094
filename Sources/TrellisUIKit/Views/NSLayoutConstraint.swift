import Foundation

/// A constraint between two views' anchors: UIKit's `NSLayoutConstraint`, kept (never solved:
/// UIKit views are drawn as placeholders).
open class NSLayoutConstraint: NSObject {
    /// A layout axis: UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable { case horizontal, vertical }

    /// The constant added to the constraint's relation.
    open var constant: CGFloat
    /// The constraint's priority.
    open var priority: UILayoutPriority = .required
    /// Whether the constraint takes part in layout.
    open var isActive = false
    open var identifier: String?

    init(constant: CGFloat) {
        self.constant = constant
        super.init()
    }

    /// Activates each constraint.
    public class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }
}

/// The priority of a constraint, hugging or compression resistance: UIKit's `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// An edge, centre or dimension of a view that constraints relate: UIKit's `NSLayoutAnchor`.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint(constant: 0) }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
}

/// A horizontal edge or centre: UIKit's `NSLayoutXAxisAnchor`.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// A vertical edge or centre: UIKit's `NSLayoutYAxisAnchor`.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
/// A width or height: UIKit's `NSLayoutDimension`.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
}

/// A rectangle constraints can pin to: UIKit's `UILayoutGuide` (`safeAreaLayoutGuide`…).
open class UILayoutGuide: NSObject {
    public let leadingAnchor = NSLayoutXAxisAnchor(), trailingAnchor = NSLayoutXAxisAnchor()
    public let leftAnchor = NSLayoutXAxisAnchor(), rightAnchor = NSLayoutXAxisAnchor(), centerXAnchor = NSLayoutXAxisAnchor()
    public let topAnchor = NSLayoutYAxisAnchor(), bottomAnchor = NSLayoutYAxisAnchor(), centerYAnchor = NSLayoutYAxisAnchor()
    public let widthAnchor = NSLayoutDimension(), heightAnchor = NSLayoutDimension()
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
}
