import Foundation
import TrellisCore
import TrellisUIKit

/// How a hosting controller sizes itself: SwiftUI's `UIHostingControllerSizingOptions`.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Keep `preferredContentSize` at the root view's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    /// Keep the view's intrinsic content size at the root view's ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// A UIKit view controller showing a SwiftUI view: SwiftUI's `UIHostingController` (declared
/// by SwiftUI, so it lives with `import SwiftUI`'s module).
///
/// Apps make one to put SwiftUI in UIKit (a scene delegate's root, a cell, a sheet).
/// `sizeThatFits(in:)` lays the root view out with Trellis and answers its size, as the real
/// controller does; the controller's own view is an empty `UIView` (nothing UIKit draws is
/// drawn).
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view shown.
    public var rootView: Content
    open var sizingOptions: UIHostingControllerSizingOptions = []

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    /// The root view's size when offered `size` (a dimension of `.infinity` or
    /// `UIView.layoutFittingExpandedSize`-sized asks for the ideal size along it).
    open func sizeThatFits(in size: CGSize) -> CGSize {
        func proposal(_ length: CGFloat) -> CGFloat? { length.isFinite && length < 1e7 ? max(0, length) : nil }
        let layout = ViewLayout(rootView, in: ProposedViewSize(width: proposal(size.width), height: proposal(size.height)))
        return layout.size
    }
}
