/// A device to lay a view out on, as a preview or a snapshot shows it: its screen in points,
/// its pixel scale and the safe-area insets of each orientation.
///
/// ```swift
/// let layout = ViewLayout(ContentView(), on: .iPhone16, textMeasurer: measurer)
/// layout.frame(of: "title")   // in screen coordinates, below the status bar
/// ```
///
/// The catalogue (``all``, ``named(_:)``) holds current iPhones and iPads with their published
/// metrics; `docs/ios-metrics.md` gives the source of every number.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The kind of device, which decides how some containers look (a tab bar's labels, a split
    /// view's columns).
    public enum Idiom: String, Hashable, Sendable {
        case phone, pad
    }

    /// The name Xcode gives the device (`"iPhone 16 Pro"`), as `.previewDevice` takes it.
    public var name: String
    public var idiom: Idiom
    /// The screen in portrait, in points.
    public var screenSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The safe-area insets in portrait: the status bar (or sensor housing) and the home
    /// indicator.
    public var portraitSafeAreaInsets: EdgeInsets
    /// The safe-area insets in landscape (left; the sensor housing on the leading side).
    public var landscapeSafeAreaInsets: EdgeInsets
    /// The radius of the screen's rounded corners (0 for a square screen).
    public var displayCornerRadius: CGFloat

    public init(
        name: String, idiom: Idiom = .phone, screenSize: CGSize, scale: CGFloat, portraitSafeAreaInsets: EdgeInsets,
        landscapeSafeAreaInsets: EdgeInsets, displayCornerRadius: CGFloat
    ) {
        self.name = name
        self.idiom = idiom
        self.screenSize = screenSize
        self.scale = scale
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.displayCornerRadius = displayCornerRadius
    }

    /// The screen as it is held in `orientation`.
    public func screen(in orientation: InterfaceOrientation = .portrait) -> Screen {
        switch orientation {
        case .portrait:
            return Screen(size: screenSize, safeAreaInsets: portraitSafeAreaInsets)
        case .portraitUpsideDown:
            let insets = portraitSafeAreaInsets
            return Screen(
                size: screenSize,
                safeAreaInsets: EdgeInsets(
                    top: insets.bottom, leading: insets.trailing, bottom: insets.top, trailing: insets.leading))
        case .landscapeLeft, .landscapeRight:
            let insets = landscapeSafeAreaInsets
            let size = CGSize(width: screenSize.height, height: screenSize.width)
            // Turned the other way, the sensor housing is on the other side.
            if orientation == .landscapeRight { return Screen(size: size, safeAreaInsets: insets) }
            return Screen(
                size: size,
                safeAreaInsets: EdgeInsets(
                    top: insets.top, leading: insets.trailing, bottom: insets.bottom, trailing: insets.leading))
        }
    }

    public var description: String { name }
}

/// The way a device is held: SwiftUI's `InterfaceOrientation`.
public enum InterfaceOrientation: String, CaseIterable, Hashable, Sendable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    /// Whether the screen is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A screen a view is laid out on: its size in points and its safe-area insets.
///
/// The root view is proposed the size inside the insets and placed there, as a hosting
/// window places it; views that ignore the safe area reach the screen's edges.
public struct Screen: Hashable, Sendable {
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets

    public init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
    }

    /// The screen's rectangle, from (0, 0).
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The part of the screen inside the safe-area insets.
    public var safeBounds: CGRect {
        CGRect(
            x: safeAreaInsets.leading, y: safeAreaInsets.top,
            width: max(size.width - safeAreaInsets.leading - safeAreaInsets.trailing, 0),
            height: max(size.height - safeAreaInsets.top - safeAreaInsets.bottom, 0))
    }
}
