/// A colour or pattern to fill or stroke a shape with.
public protocol ShapeStyle: Sendable {
    /// The colour this style draws with (gradients and materials are drawn as their main colour).
    func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
    /// The wrapped style (never itself an `AnyShapeStyle`).
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            base = erased.base
        } else {
            base = style
        }
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        base._resolveColor(in: environment)
    }

    public var description: String { String(describing: base) }
}

/// The foreground style of the environment: the primary colour unless set with
/// `foregroundStyle` or `foregroundColor`.
public struct ForegroundStyle: ShapeStyle {
    public init() {}

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        HierarchicalShapeStyle(level: 0)._resolveColor(in: environment)
    }
}

/// The tint of the environment (the accent colour unless set with `tint`).
public struct TintShapeStyle: ShapeStyle {
    public init() {}

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        // A tint that refers back to the tint or the foreground (`.tint(.tint)`) would never end.
        guard let tint = environment.tint?.base, !(tint is TintShapeStyle), !(tint is ForegroundStyle),
              !(tint is HierarchicalShapeStyle)
        else { return Color.accentColor._resolveColor(in: environment) }
        return tint._resolveColor(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A shape style drawn at a fraction of its opacity: what `ShapeStyle.opacity(_:)` makes.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        var color = base._resolveColor(in: environment)
        color.opacity *= Float(max(0, min(1, opacity.isNaN ? 1 : opacity)))
        return color
    }
}

extension ShapeStyle {
    /// This style at `opacity` (0…1) of its own opacity.
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

/// The background style of the environment: iOS's system background (white in light mode)
/// unless set with `backgroundStyle(_:)`. Its levels (`.background.secondary`…) are the
/// system's layered backgrounds (see ``_resolveColor(level:in:)``).
public struct BackgroundStyle: ShapeStyle {
    public init() {}

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        _resolveColor(level: 0, in: environment)
    }

    /// The background `level` steps above the current one. In light mode iOS alternates white
    /// and the grouped grey (242, 242, 247) from level to level; in dark mode each level is
    /// lighter: black, then 28, 28, 30, then 44, 44, 46, then 58, 58, 60 (SwiftUI's
    /// `systemBackgroundColor`, docs/ios-metrics.md § 27). A style set with `backgroundStyle(_:)`
    /// takes the hierarchical opacities of a custom foreground instead.
    func _resolveColor(level: Int, in environment: EnvironmentValues) -> Color.Resolved {
        if let style = environment.backgroundStyle?.base, !(style is BackgroundStyle) {
            return ShapeStyleLevel.resolve(level, of: style, in: environment)
        }
        let level = max(0, level)
        if environment.colorScheme == .dark {
            let greys: [Float] = [0, 28, 44, 58]
            let grey = greys[min(level, greys.count - 1)] / 255
            let blue = [0, 30, 46, 60][min(level, greys.count - 1)] / Float(255)
            return Color.Resolved(red: grey, green: grey, blue: blue, opacity: 1)
        }
        return level.isMultiple(of: 2)
            ? Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1)
            : Color.Resolved(red: 242 / 255, green: 242 / 255, blue: 247 / 255, opacity: 1)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The environment's background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
