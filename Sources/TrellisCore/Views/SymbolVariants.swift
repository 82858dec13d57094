/// Variants of SF Symbols a view asks for: SwiftUI's `SymbolVariants`. `Image(systemName:
/// "heart")` under `.symbolVariant(.fill)` draws `heart.fill`; under `.circle.fill`,
/// `heart.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
    private enum Shape: Hashable, Sendable { case circle, square, rectangle }
    private var shape: Shape?
    private var isFilled = false
    private var isSlashed = false

    /// No variant.
    public static let none = SymbolVariants()
    /// Enclosed in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// Enclosed in a square.
    public static let square = SymbolVariants(shape: .square)
    /// Enclosed in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// Struck through.
    public static let slash = SymbolVariants(isSlashed: true)

    /// These variants, enclosed in a circle.
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// These variants, enclosed in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// These variants, enclosed in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// These variants, filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// These variants, struck through.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether these variants include all of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// The SF Symbol name of `name` in these variants, in SF's order (`mic.slash.circle.fill`);
    /// a suffix the name already has is not added twice.
    func applied(to name: String) -> String {
        var result = name
        func append(_ suffix: String) {
            if !result.split(separator: ".").contains(Substring(suffix)) { result += "." + suffix }
        }
        if isSlashed { append("slash") }
        switch shape {
        case .circle: append("circle")
        case .square: append("square")
        case .rectangle: append("rectangle")
        case nil: break
        }
        if isFilled { append("fill") }
        return result
    }
}

/// How a symbol's layers are coloured: SwiftUI's `SymbolRenderingMode` (accepted; symbols are
/// drawn in one colour, divergence T10).
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

private enum SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

private enum SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The symbol variants of images in this view.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The rendering mode of symbol images in this view.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbol images in this view in `variant`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Sets how the symbol images in this view colour their layers (accepted).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// This symbol image with its layers coloured in `mode` (accepted).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// A symbol at a variable value (accepted; drawn as the plain symbol).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }
}
