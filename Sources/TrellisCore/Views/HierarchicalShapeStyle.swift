/// The levels of the current foreground style: `.primary`, `.secondary`, `.tertiary`,
/// `.quaternary` and `.quinary`, as SwiftUI's `HierarchicalShapeStyle`.
///
/// With no foreground style set, the levels are iOS's label colours (black, then a grey of
/// 60, 60, 67 at 60 %, 30 % and 18 % opacity, and black at 5 % for quinary). Levels given explicitly with
/// `foregroundStyle(_:_:)` or `foregroundStyle(_:_:_:)` are used as given; other levels of a
/// custom foreground style are that style at 50 %, 25 %, 18 % and 5 % opacity.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
    /// 0 for primary … 4 for quinary.
    let level: Int

    /// iOS's label colours (`UIColor.label`, `secondaryLabel`, `tertiaryLabel`,
    /// `quaternaryLabel`, and SwiftUI's quinary: docs/ios-metrics.md).
    static let labelColors: [Color.Resolved] = [
        Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1),
        Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6),
        Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3),
        Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18),
        Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.05),
    ]

    /// The label colours in dark mode (white, then 235, 235, 245 at 60 %, 30 % and 16 %, and
    /// white at 5 % for quinary).
    static let darkLabelColors: [Color.Resolved] = [
        Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1),
        Color.Resolved(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6),
        Color.Resolved(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3),
        Color.Resolved(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.16),
        Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.05),
    ]

    /// The label colour of `level` in `environment`'s colour scheme.
    static func label(_ level: Int, in environment: EnvironmentValues) -> Color.Resolved {
        (environment.colorScheme == .dark ? darkLabelColors : labelColors)[level]
    }

    /// How much each level keeps of a custom foreground colour's opacity (SwiftUI's, from
    /// OpenSwiftUI's iOS 18 colour table; quinary's is a choice).
    static let levelOpacities: [Float] = [1, 0.5, 0.25, 0.18, 0.05]

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        if level > 0, level < 3, let explicit = environment.foregroundStyleLevels[level - 1]?.base,
           !Self.refersToForeground(explicit) {
            return explicit._resolveColor(in: environment)
        }
        guard let primary = environment.foregroundStyle?.base else { return Self.label(level, in: environment) }
        if let hierarchical = primary as? HierarchicalShapeStyle {
            return Self.label(min(hierarchical.level + level, 4), in: environment)
        }
        if primary is ForegroundStyle { return Self.label(level, in: environment) }
        var color = primary._resolveColor(in: environment)
        color.opacity *= Self.levelOpacities[level]
        return color
    }

    /// Whether resolving `style` would ask for the foreground style again.
    private static func refersToForeground(_ style: any ShapeStyle) -> Bool {
        style is HierarchicalShapeStyle || style is ForegroundStyle
    }

    public var description: String {
        ["primary", "secondary", "tertiary", "quaternary", "quinary"][level]
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
