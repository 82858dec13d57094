internal import Foundation
internal import TrellisCore

/// One combination of canvas settings `trellis snapshot` draws every preview in (a device, a
/// colour scheme, a Dynamic Type size, a locale, a layout direction, an iOS design), as the command writes
/// them for the preview program (`render --variants FILE`, a JSON array).
///
/// A picture's name is the preview's name, then `.` and the variant's components (the values
/// of the settings that vary in the run: `Card_Previews.iPhone-16.dark`), leaving out the
/// settings the preview fixes itself: a preview on its own `previewDevice`, or sized to fit,
/// is drawn once whatever the devices, and named without one.
struct PreviewVariant: Decodable, Equatable {
    /// A setting that can vary between a run's variants.
    enum Axis: String, Decodable {
        case device, colorScheme, dynamicType, locale, layoutDirection, os
    }

    /// The settings that vary in the run, with this variant's value of each, as they appear in
    /// file names (`iPhone-16-landscape`, `dark`, `accessibility2`, `ar`, `rtl`).
    var components: [Component] = []
    var device: String?
    /// Whether the device is held sideways (false when left out).
    var landscape: Bool?
    var colorScheme: String?
    var dynamicType: String?
    var locale: String?
    /// "leftToRight" or "rightToLeft"; nil: as the locale's script is written.
    var layoutDirection: String?
    /// The iOS version whose design is drawn ("18", "26"); nil: the command line's.
    var os: String?

    struct Component: Decodable, Equatable {
        var axis: Axis
        var value: String
    }

    /// The name of `preview`'s picture in this variant (`base` is the preview's name), the
    /// components of the settings the preview fixes left out.
    func pictureName(base: String, preview: ResolvedPreview) -> String {
        let fixesDevice = preview.device != nil || preview.layout != .device
        let values = components.compactMap { component -> String? in
            guard component.axis == .device else { return component.value }
            if fixesDevice { return nil }
            // A preview held its own way is drawn the same in both orientations.
            if preview.requestsOrientation, landscape == true { return String(component.value.dropLast(Self.landscapeSuffix.count)) }
            return component.value
        }
        return values.isEmpty ? base : base + "." + values.joined(separator: ".")
    }

    /// How a device's component ends when it is held sideways.
    static let landscapeSuffix = "-landscape"

    /// The canvas settings of this variant, over `options`' (the command line's).
    func environment(over base: EnvironmentValues) throws(PreviewToolOptions.Mistake) -> EnvironmentValues {
        var settings = PreviewToolOptions(command: .render, environment: base)
        if let colorScheme { try settings.set("--color-scheme", to: colorScheme) }
        if let dynamicType { try settings.set("--dynamic-type", to: dynamicType) }
        if let locale { try settings.set("--locale", to: locale) }
        if let layoutDirection { try settings.set("--layout-direction", to: layoutDirection) }
        if let os { try settings.set("--os", to: os) }
        return settings.environment
    }

    /// The variants in the JSON file at `path`.
    static func read(from path: String) throws(PreviewToolOptions.Mistake) -> [PreviewVariant] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PreviewToolOptions.Mistake(message: "cannot read the variants file \(path)")
        }
        do {
            return try JSONDecoder().decode([PreviewVariant].self, from: data)
        } catch {
            throw PreviewToolOptions.Mistake(message: "the variants file \(path) is not a JSON array of variants: \(error)")
        }
    }
}

/// Which pictures one process draws: `trellis snapshot --shard i/n` splits the pictures between
/// CI machines, and the command splits a machine's between its processes, both by a hash of
/// the picture's name, so a picture lands in the same part on every run whatever the order.
struct PictureShare: Equatable {
    /// The part (from 0) and the number of parts.
    var index = 0
    var count = 1

    /// Reads `i/n` (1-based `i`, as the command line writes it).
    init(_ text: String) throws(PreviewToolOptions.Mistake) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw PreviewToolOptions.Mistake(message: "a share is i/n with 1 ≤ i ≤ n, not \(text)")
        }
        self.index = index - 1
        self.count = count
    }

    init() {}

    /// Whether the picture called `name` is this share's. `within` is the share of the
    /// machines this one divides further: its parts take turns on the hash left once that
    /// share has taken its part.
    func contains(_ name: String, within outer: PictureShare = PictureShare()) -> Bool {
        let hash = Self.hash(name)
        guard hash % UInt64(outer.count) == UInt64(outer.index) else { return false }
        return (hash / UInt64(outer.count)) % UInt64(count) == UInt64(index)
    }

    /// FNV-1a, 64 bits, of the name's UTF-8: the same on every machine and run.
    static func hash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0100_0000_01b3
        }
        return hash
    }
}
