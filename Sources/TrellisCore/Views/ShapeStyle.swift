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
/// unless set with `backgroundStyle(_:)`.
public struct BackgroundStyle: ShapeStyle {
    public init() {}

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        guard let style = environment.backgroundStyle?.base, !(style is BackgroundStyle) else {
            return environment.colorScheme == .dark ? Color.black.resolved : Color.white.resolved
        }
        return style._resolveColor(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The environment's background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
