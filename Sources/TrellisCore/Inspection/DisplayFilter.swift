/// A filter applied to a layer's drawing once it is drawn: what `blur`, `brightness`,
/// `saturation` and the other colour effects become in a display list.
public enum DisplayFilter: Hashable, Sendable {
    /// A Gaussian blur of standard deviation `radius / 2` points (the convention shadows use).
    case blur(radius: CGFloat)
    /// Each pixel's colour, unpremultiplied, multiplied by a matrix.
    case colorMatrix(ColorMatrix)
}

/// A 4 × 5 matrix that maps a colour (r, g, b, a, 1) to a new one, as SVG's `feColorMatrix`
/// does: each output component is its row's dot product with the input, components in 0…1.
///
/// The colour effects are defined by the matrices of the Filter Effects specification (the
/// luminance weights 0.2126, 0.7152, 0.0722), which is also how browsers draw the SVG output.
public struct ColorMatrix: Hashable, Sendable {
    /// Twenty numbers, row by row: red, green, blue, alpha.
    public internal(set) var values: [Double]

    /// The matrix of `values` (20, row by row); missing values are the identity's.
    init(_ values: [Double]) {
        var all = Self.identityValues
        for (index, value) in values.prefix(20).enumerated() { all[index] = value }
        self.values = all
    }

    /// The identity: every colour unchanged (SwiftUI's `ColorMatrix()`).
    public init() {
        values = Self.identityValues
    }

    private static let identityValues: [Double] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]

    public static let identity = ColorMatrix()

    /// Alpha turned inside out (a′ = 1 − a), colours kept: what is clear becomes opaque.
    static let alphaInversion = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, -1, 1])

    /// `amount` added to red, green and blue (`brightness`: 0 leaves the colour, 1 is white).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([
            1, 0, 0, 0, amount,
            0, 1, 0, 0, amount,
            0, 0, 1, 0, amount,
            0, 0, 0, 1, 0,
        ])
    }

    /// Distances from mid-grey scaled by `amount` (`contrast`: 1 leaves the colour, 0 is grey,
    /// negative values also invert).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 - 0.5 * amount
        return ColorMatrix([
            amount, 0, 0, 0, offset,
            0, amount, 0, 0, offset,
            0, 0, amount, 0, offset,
            0, 0, 0, 1, 0,
        ])
    }

    /// The colour moved towards its luminance (`saturation`: 1 leaves it, 0 is grey).
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let s = amount
        return ColorMatrix([
            0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0,
            0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0,
            0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// Each component multiplied by `color`'s (`colorMultiply`).
    public static func multiplying(by color: Color.Resolved) -> ColorMatrix {
        ColorMatrix([
            Double(color.red), 0, 0, 0, 0,
            0, Double(color.green), 0, 0, 0,
            0, 0, Double(color.blue), 0, 0,
            0, 0, 0, Double(color.opacity), 0,
        ])
    }

    /// Red, green and blue inverted (`colorInvert`).
    public static let inversion = ColorMatrix([
        -1, 0, 0, 0, 1,
        0, -1, 0, 0, 1,
        0, 0, -1, 0, 1,
        0, 0, 0, 1, 0,
    ])

    /// Black, as opaque as the colour is luminous (`luminanceToAlpha`; the weights of SVG's
    /// `luminanceToAlpha`).
    public static let luminanceToAlpha = ColorMatrix([
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0.2125, 0.7154, 0.0721, 0, 0,
    ])

    /// The hue turned by `angle` around the grey axis (`hueRotation`).
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let cosine = cos(angle.radians), sine = sin(angle.radians)
        return ColorMatrix([
            0.213 + cosine * 0.787 - sine * 0.213, 0.715 - cosine * 0.715 - sine * 0.715, 0.072 - cosine * 0.072 + sine * 0.928, 0, 0,
            0.213 - cosine * 0.213 + sine * 0.143, 0.715 + cosine * 0.285 + sine * 0.140, 0.072 - cosine * 0.072 - sine * 0.283, 0, 0,
            0.213 - cosine * 0.213 - sine * 0.787, 0.715 - cosine * 0.715 + sine * 0.715, 0.072 + cosine * 0.928 + sine * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// `color` (components 0…1, unpremultiplied) through the matrix, clamped to 0…1.
    public func apply(red: Double, green: Double, blue: Double, alpha: Double) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        func row(_ index: Int) -> Double {
            let base = index * 5
            let value = values[base] * red + values[base + 1] * green + values[base + 2] * blue + values[base + 3] * alpha + values[base + 4]
            return min(max(value, 0), 1)
        }
        return (row(0), row(1), row(2), row(3))
    }
}

extension ColorMatrix {
    // SwiftUI's names for the entries: row (r, g, b, a), then column 1…5 (the fifth adds a constant).
    public var r1: Float { get { Float(values[0]) } set { values[0] = Double(newValue) } }
    public var r2: Float { get { Float(values[1]) } set { values[1] = Double(newValue) } }
    public var r3: Float { get { Float(values[2]) } set { values[2] = Double(newValue) } }
    public var r4: Float { get { Float(values[3]) } set { values[3] = Double(newValue) } }
    public var r5: Float { get { Float(values[4]) } set { values[4] = Double(newValue) } }
    public var g1: Float { get { Float(values[5]) } set { values[5] = Double(newValue) } }
    public var g2: Float { get { Float(values[6]) } set { values[6] = Double(newValue) } }
    public var g3: Float { get { Float(values[7]) } set { values[7] = Double(newValue) } }
    public var g4: Float { get { Float(values[8]) } set { values[8] = Double(newValue) } }
    public var g5: Float { get { Float(values[9]) } set { values[9] = Double(newValue) } }
    public var b1: Float { get { Float(values[10]) } set { values[10] = Double(newValue) } }
    public var b2: Float { get { Float(values[11]) } set { values[11] = Double(newValue) } }
    public var b3: Float { get { Float(values[12]) } set { values[12] = Double(newValue) } }
    public var b4: Float { get { Float(values[13]) } set { values[13] = Double(newValue) } }
    public var b5: Float { get { Float(values[14]) } set { values[14] = Double(newValue) } }
    public var a1: Float { get { Float(values[15]) } set { values[15] = Double(newValue) } }
    public var a2: Float { get { Float(values[16]) } set { values[16] = Double(newValue) } }
    public var a3: Float { get { Float(values[17]) } set { values[17] = Double(newValue) } }
    public var a4: Float { get { Float(values[18]) } set { values[18] = Double(newValue) } }
    public var a5: Float { get { Float(values[19]) } set { values[19] = Double(newValue) } }
}
