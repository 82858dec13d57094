// The levels of any shape style (iOS 17): `.background.secondary`, `Color.red.tertiary`,
// `.tint.quaternary`. A level of the foreground is the hierarchical style of that level; a level
// of the background is the system's next background; a level of any other style is that style
// faded by the hierarchical opacities (1, 0.5, 0.25, 0.18, 0.05).

/// A level of a shape style: what `secondary`, `tertiary`, `quaternary` and `quinary` make of a
/// style.
public struct _HierarchicalLevelShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    /// 1 for secondary … 4 for quinary.
    let level: Int

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        ShapeStyleLevel.resolve(level, of: base, in: environment)
    }
}

enum ShapeStyleLevel {
    /// Level `level` of `style` in `environment`.
    static func resolve(_ level: Int, of style: any ShapeStyle, in environment: EnvironmentValues) -> Color.Resolved {
        let level = min(max(level, 0), 4)
        switch style {
        case let erased as AnyShapeStyle:
            return resolve(level, of: erased.base, in: environment)
        case let background as BackgroundStyle:
            return background._resolveColor(level: level, in: environment)
        case is ForegroundStyle:
            return HierarchicalShapeStyle(level: level)._resolveColor(in: environment)
        case let hierarchical as HierarchicalShapeStyle:
            return HierarchicalShapeStyle(level: min(hierarchical.level + level, 4))._resolveColor(in: environment)
        default:
            var color = style._resolveColor(in: environment)
            color.opacity *= HierarchicalShapeStyle.levelOpacities[level]
            return color
        }
    }
}

extension ShapeStyle {
    /// The second level of this style (the next background, for `.background`).
    public var secondary: some ShapeStyle { _HierarchicalLevelShapeStyle(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: some ShapeStyle { _HierarchicalLevelShapeStyle(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: some ShapeStyle { _HierarchicalLevelShapeStyle(base: self, level: 3) }
    /// The fifth level of this style.
    public var quinary: some ShapeStyle { _HierarchicalLevelShapeStyle(base: self, level: 4) }
}
