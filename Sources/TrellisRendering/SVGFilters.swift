internal import Foundation
internal import TrellisCore

/// Filters and blend modes as SVG writes them: filter primitives for `<filter>` elements and
/// CSS `mix-blend-mode` names.
enum SVGFilters {
    /// The filter primitive for `filter` (its input is the previous primitive's result).
    static func primitive(_ filter: DisplayFilter) -> String {
        switch filter {
        case .blur(let radius):
            "<feGaussianBlur stdDeviation=\"\(NumberFormatting.compact(radius / 2))\"/>"
        case .colorMatrix(let matrix):
            "<feColorMatrix type=\"matrix\" values=\"" + matrix.values.map { NumberFormatting.compact(CGFloat($0)) }.joined(separator: " ")
                + "\"/>"
        }
    }

    /// CSS's name for `mode`; nil for normal drawing, and for the Porter-Duff modes CSS blending
    /// has no name for (drawn normally: divergence register R8).
    static func blendModeName(_ mode: BlendMode) -> String? {
        switch mode {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: nil
        case .multiply, .plusDarker: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        }
    }
}
