// Shadows carried by a shape style: `.fill(.blue.shadow(.drop(radius: 4)))`,
// `.foregroundStyle(.white.shadow(.drop(radius: 2)))`. The style draws its colour; the shadow is
// drawn by the display list around what the style paints (a shape's fill or stroke, a text's
// glyphs), with the same Gaussian as the `shadow(color:radius:x:y:)` modifier.

/// A shadow a shape style draws with: SwiftUI's `ShadowStyle`.
public struct ShadowStyle: Equatable, Sendable {
    /// Behind the drawing (`drop`) or inside its edges (`inner`).
    enum Kind: Equatable, Sendable { case drop, inner }

    let kind: Kind
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    /// A shadow behind the drawing: its alpha blurred by `radius`, tinted `color`, moved by
    /// (`x`, `y`).
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                            y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// A shadow inside the drawing's edges: the inverse of its alpha blurred by `radius`,
    /// tinted `color`, moved by (`x`, `y`), drawn over it.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
                             y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// The shadow as the display list draws it (a non-finite or negative radius is 0).
    func displayShadow(in environment: EnvironmentValues) -> DisplayShadow {
        DisplayShadow(
            color: color._resolveColor(in: environment), radius: radius.isFinite ? max(0, radius) : 0,
            offset: CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0))
    }
}

/// A shape style that draws `style` with a shadow: what `ShapeStyle.shadow(_:)` makes.
public struct _ShadowShapeStyle<Style: ShapeStyle>: ShapeStyle {
    let style: Style
    let shadowStyle: ShadowStyle

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        style._resolveColor(in: environment)
    }
}

extension ShapeStyle {
    /// This style, drawn with `style`'s shadow.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(style: self, shadowStyle: style)
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The current style (the foreground), drawn with `style`'s shadow:
    /// `Circle().fill(.shadow(.inner(radius: 1, y: 1)))`.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(style: ForegroundStyle(), shadowStyle: style)
    }
}

/// Styles that wrap another and may carry shadows.
protocol _StyleWrapping {
    /// The wrapped style.
    var wrappedStyle: any ShapeStyle { get }
    /// The shadow this wrapper adds, if any.
    var addedShadow: ShadowStyle? { get }
}

extension _ShadowShapeStyle: _StyleWrapping {
    var wrappedStyle: any ShapeStyle { style }
    var addedShadow: ShadowStyle? { shadowStyle }
}

extension AnyShapeStyle: _StyleWrapping {
    var wrappedStyle: any ShapeStyle { base }
    var addedShadow: ShadowStyle? { nil }
}

extension _OpacityShapeStyle: _StyleWrapping {
    var wrappedStyle: any ShapeStyle { base }
    var addedShadow: ShadowStyle? { nil }
}

enum ShapeStyleShadows {
    /// The shadows `style` draws with, innermost first.
    static func of(_ style: any ShapeStyle) -> [ShadowStyle] {
        var shadows: [ShadowStyle] = []
        var current: any ShapeStyle = style
        while let wrapper = current as? any _StyleWrapping {
            if let shadow = wrapper.addedShadow { shadows.insert(shadow, at: 0) }
            current = wrapper.wrappedStyle
        }
        return shadows
    }

    /// `style` without its shadow wrappers (so a gradient under a shadow is still drawn as one).
    static func unshadowed(_ style: any ShapeStyle) -> any ShapeStyle {
        var current: any ShapeStyle = style
        while let wrapper = current as? any _StyleWrapping, wrapper is AnyShapeStyle || wrapper.addedShadow != nil {
            current = wrapper.wrappedStyle
        }
        return current
    }

    /// `items` (drawing `path`, when it is a fill) with `shadows`: each drop shadow a layer of
    /// its own under them, each inner shadow drawn over them. An inner shadow is the shadow's
    /// colour over the shape, masked by the inverse of the shape's alpha moved by the offset and
    /// blurred (what the blurred, moved shape leaves uncovered), clipped to the shape: exact for
    /// fills; strokes and text have none.
    static func apply(_ shadows: [ShadowStyle], to items: [DisplayItem], fill path: Path?,
                      environment: EnvironmentValues) -> [DisplayItem] {
        var items = items
        for shadow in shadows {
            let display = shadow.displayShadow(in: environment)
            switch shadow.kind {
            case .drop:
                items = [.layer(DisplayLayer(shadow: display, items: items))]
            case .inner:
                guard let path, !path.isEmpty else { continue }
                // The inversion must cover the shape itself, not only where the moved shape
                // reaches: a clear rectangle over the shape widens the filtered region.
                let bounds = path.boundingRect.insetBy(dx: -1, dy: -1)
                let inverse = DisplayLayer(
                    filters: [.blur(radius: display.radius), .colorMatrix(.alphaInversion)],
                    items: [
                        .fill(Path(bounds), Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)),
                        .fill(path.offsetBy(dx: display.offset.width, dy: display.offset.height), Color.Resolved(red: 0, green: 0, blue: 0)),
                    ])
                let tinted = DisplayLayer(mask: [.layer(inverse)], items: [.fill(path, display.color)])
                items.append(.layer(DisplayLayer(clip: path, items: [.layer(tinted)])))
            }
        }
        return items
    }
}
