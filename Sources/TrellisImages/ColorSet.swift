import Foundation
public import TrellisCore

/// A colour set of an asset catalog (`Name.colorset/Contents.json`), read as iOS picks from it in
/// light mode on an iPhone: the entry without `appearances` (dark, high contrast), of the
/// `iphone` idiom else `universal`, of the sRGB gamut else any.
///
/// Components are written as Xcode writes them: floats 0…1 (`"0.200"`), integers 0…255 (`"51"`)
/// or hexadecimal bytes (`"0x33"`); the opacity is a float. Colour spaces: `srgb`,
/// `extended-srgb`, `extended-linear-srgb`, `display-p3`, `gray-gamma-22`, `extended-gray`;
/// every colour is converted to sRGB and clamped to 0…1, the range a picture shows.
public enum ColorSet {
    /// The light-mode colour of a colour set's `Contents.json`, or nil when it has none or is
    /// not a colour set.
    public static func color(fromContents data: Data) -> Color.Resolved? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = root["colors"] as? [[String: Any]]
        else { return nil }
        let chosen = entries.compactMap { entry -> (rank: Int, color: [String: Any])? in
            guard let color = entry["color"] as? [String: Any], (entry["appearances"] as? [Any])?.isEmpty ?? true else { return nil }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { return nil }
            let gamut = (entry["display-gamut"] as? String)?.lowercased()
            return ((idiom == "iphone" ? 0 : 2) + (gamut == nil || gamut == "srgb" ? 0 : 1), color)
        }.min { $0.rank < $1.rank }
        return chosen.flatMap { resolve($0.color) }
    }

    /// A colour entry's `{"color-space": …, "components": {…}}` in sRGB.
    static func resolve(_ color: [String: Any]) -> Color.Resolved? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        let space = (color["color-space"] as? String)?.lowercased() ?? "srgb"
        let opacity: Double?
        if let alpha = components["alpha"] { opacity = opacityValue(alpha) } else { opacity = 1 }
        let rgb: (Double, Double, Double)
        if let white = components["white"].flatMap(componentValue) {
            // Gray Gamma 2.2 is the only grey that is not sRGB-encoded.
            let level = space == "gray-gamma-22" ? encode(pow(max(white, 0), 2.2)) : white
            rgb = (level, level, level)
        } else {
            guard let red = components["red"].flatMap(componentValue), let green = components["green"].flatMap(componentValue),
                let blue = components["blue"].flatMap(componentValue)
            else { return nil }
            switch space {
            case "display-p3":
                rgb = displayP3ToSRGB(red, green, blue)
            case "extended-linear-srgb", "linear-srgb":
                rgb = (encode(red), encode(green), encode(blue))
            default:
                rgb = (red, green, blue)
            }
        }
        guard let opacity else { return nil }
        func clamped(_ value: Double) -> Float { Float(min(max(value, 0), 1)) }
        return Color.Resolved(red: clamped(rgb.0), green: clamped(rgb.1), blue: clamped(rgb.2), opacity: clamped(opacity))
    }

    /// A colour component: `"0.5"` (0…1), `"128"` (0…255) or `"0x80"` (0…255).
    static func componentValue(_ value: Any) -> Double? {
        if let text = value as? String {
            let text = text.trimmingCharacters(in: .whitespaces)
            if let byte = hexByte(text) { return byte / 255 }
            if text.contains(".") || text.lowercased().contains("e") { return Double(text) }
            return Int(text).map { Double($0) / 255 }
        }
        // A bare JSON number (hand-written files): bytes above 1, else a fraction. JSON's true and
        // false are numbers of type char here, and are no component.
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c", number.doubleValue.isFinite else { return nil }
        return number.doubleValue > 1 ? number.doubleValue / 255 : number.doubleValue
    }

    /// The opacity, a fraction however it is written (`"1"` is opaque), or a hexadecimal byte.
    static func opacityValue(_ value: Any) -> Double? {
        if let text = value as? String {
            let text = text.trimmingCharacters(in: .whitespaces)
            if let byte = hexByte(text) { return byte / 255 }
            return Double(text)
        }
        return (value as? NSNumber)?.doubleValue
    }

    private static func hexByte(_ text: String) -> Double? {
        guard text.lowercased().hasPrefix("0x") else { return nil }
        return Int(text.dropFirst(2), radix: 16).map(Double.init)
    }

    /// Display P3 shares sRGB's transfer curve and white point; only the primaries differ.
    static func displayP3ToSRGB(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        let (r, g, b) = (decode(red), decode(green), decode(blue))
        return (
            encode(1.2249401 * r - 0.2249404 * g),
            encode(-0.0420569 * r + 1.0420571 * g),
            encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
        )
    }

    /// sRGB's transfer curve, linear light to encoded, mirrored below 0 for extended values.
    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// sRGB's transfer curve, encoded to linear light.
    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }
}
