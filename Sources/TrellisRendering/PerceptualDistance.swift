internal import Foundation

/// How different two pixels look: CIE ΔE 1994 (graphic-arts weights) between their colours in
/// CIELAB, 0 (the same) to about 100 (black against white).
///
/// This is the measure swift-snapshot-testing's `perceptualPrecision` is defined by on Apple's
/// platforms (Core Image's `CILabDeltaE` filter, "ΔE 1994"), so a threshold means the same
/// here: a pixel matches when its ΔE is at most `(1 - perceptualPrecision) × 100`, and 0.98
/// (ΔE 2, about what an eye notices) tolerates antialiasing and rounding but not a changed
/// colour. Pixels are sRGB with straight alpha; translucent ones are compared as they look
/// over white and over black, and the larger ΔE counts, so a change only in alpha is seen too.
public enum PerceptualDistance {
    /// ΔE 1994 between `reference` and `actual` (red, green, blue, alpha in 0…255).
    public static func deltaE(
        _ reference: (UInt8, UInt8, UInt8, UInt8), _ actual: (UInt8, UInt8, UInt8, UInt8)
    ) -> Float {
        if reference.3 == 255 && actual.3 == 255 {
            return deltaE94(lab(reference, over: 1), lab(actual, over: 1))
        }
        return max(
            deltaE94(lab(reference, over: 1), lab(actual, over: 1)),
            deltaE94(lab(reference, over: 0), lab(actual, over: 0)))
    }

    /// The pixel as it looks over a grey `backdrop` (0 black … 1 white), in CIELAB (D65).
    private static func lab(_ pixel: (UInt8, UInt8, UInt8, UInt8), over backdrop: Float) -> SIMD3<Float> {
        let alpha = Float(pixel.3) / 255
        // Blended in sRGB's encoded values, as a viewer composites a PNG over a page.
        func linear(_ channel: UInt8) -> Float {
            let encoded = Float(channel) / 255 * alpha + backdrop * (1 - alpha)
            return encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
        }
        let r = linear(pixel.0), g = linear(pixel.1), b = linear(pixel.2)
        // sRGB → XYZ, relative to the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Float) -> Float {
            t > 216 / 24389 ? cbrt(t) : (24389 / 27 * t + 16) / 116
        }
        let fx = f(x), fy = f(y), fz = f(z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE94 with graphic-arts weights (kL = 1, K1 = 0.045, K2 = 0.015); chroma weighting
    /// follows the reference colour, as the formula asks.
    private static func deltaE94(_ reference: SIMD3<Float>, _ actual: SIMD3<Float>) -> Float {
        let deltaL = reference.x - actual.x
        let chromaReference = (reference.y * reference.y + reference.z * reference.z).squareRoot()
        let chromaActual = (actual.y * actual.y + actual.z * actual.z).squareRoot()
        let deltaC = chromaReference - chromaActual
        let deltaA = reference.y - actual.y
        let deltaB = reference.z - actual.z
        let deltaHSquared = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
        let weightC = 1 + 0.045 * chromaReference
        let weightH = 1 + 0.015 * chromaReference
        let sum = deltaL * deltaL + (deltaC / weightC) * (deltaC / weightC) + deltaHSquared / (weightH * weightH)
        return sum.squareRoot()
    }
}
