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
    public var values: [Double]

    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 4 rows of 5 values")
        self.values = values
    }

    public static let identity = ColorMatrix([
        1, 0, 0, 0, 0,
        0, 1, 0, 0, 0,
        0, 0, 1, 0, 0,
        0, 0, 0, 1, 0,
    ])

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
