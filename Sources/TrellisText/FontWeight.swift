/// The weight of a font, from ultra-light to black, as in SwiftUI's `Font.Weight`.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable, Comparable {
    case ultraLight = 100
    case thin = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case heavy = 800
    case black = 900

    /// The CSS / OpenType `usWeightClass` value (100…900).
    public var numericValue: Int { rawValue }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
