import Foundation

/// A visual effect: UIKit's `UIVisualEffect`.
open class UIVisualEffect: NSObject {}

/// A blur: UIKit's `UIBlurEffect` (kept; a wrapped effect view is drawn as its placeholder).
open class UIBlurEffect: UIVisualEffect {
    /// How strong and tinted the blur is: UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy over a blur: UIKit's `UIVibrancyEffect`.
open class UIVibrancyEffect: UIVisualEffect {
    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) { super.init() }
}

/// A view showing a visual effect: UIKit's `UIVisualEffectView`.
open class UIVisualEffectView: UIView {
    /// The effect shown.
    open var effect: UIVisualEffect?
    /// The view to put content in.
    public let contentView = UIView()

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A spinner: UIKit's `UIActivityIndicatorView` (kept, never spinning).
open class UIActivityIndicatorView: UIView {
    /// The spinner's size: UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable { case medium = 100, large = 101 }

    open var style: Style
    open var color: UIColor!
    open var hidesWhenStopped = true
    /// Whether `startAnimating()` was called last.
    open private(set) var isAnimating = false

    /// A spinner of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}
