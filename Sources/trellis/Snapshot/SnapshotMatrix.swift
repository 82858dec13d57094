import Foundation
import TrellisCore

/// The variants a snapshot run draws every preview in: every combination of its devices,
/// colour schemes, Dynamic Type sizes, locales, layout directions and iOS designs.
///
/// A picture is named after its preview, then, for each setting with more than one value in
/// the run, `.` and the value as a file name has it: `Card_Previews.iPhone-16-landscape.dark`.
/// A setting with one value (or none: the defaults) adds nothing, so a run without a matrix
/// names its pictures after their previews alone.
struct SnapshotMatrix: Equatable {
    /// A setting, in the order its values appear in names.
    enum Axis: String, CaseIterable, Encodable {
        case device, colorScheme, dynamicType, locale, layoutDirection, os
    }

    /// The values of each setting, as the user wrote them (`"iPhone 16 landscape"`, `"dark"`).
    var values: [Axis: [String]] = [:]

    /// One combination, as the preview program reads it (`render --variants FILE`).
    struct Variant: Encodable, Equatable {
        var components: [Component]
        var device: String?
        var landscape = false
        var colorScheme: String?
        var dynamicType: String?
        var locale: String?
        var layoutDirection: String?
        /// The iOS version whose design is drawn ("18", "26").
        var os: String?

        struct Component: Encodable, Equatable {
            var axis: Axis
            var value: String
        }
    }

    /// The combinations, devices outermost.
    var variants: [Variant] {
        var variants = [Variant(components: [])]
        for axis in Axis.allCases {
            let axisValues = values[axis] ?? []
            guard !axisValues.isEmpty else { continue }
            variants = variants.flatMap { variant in
                axisValues.map { value in
                    var next = variant
                    if axisValues.count > 1 { next.components.append(Variant.Component(axis: axis, value: Self.fileNamePart(value, axis: axis))) }
                    switch axis {
                    case .device: (next.device, next.landscape) = Self.device(value)
                    case .colorScheme: next.colorScheme = value
                    case .dynamicType: next.dynamicType = value
                    case .locale: next.locale = value
                    case .layoutDirection: next.layoutDirection = value
                    case .os: next.os = value
                    }
                    return next
                }
            }
        }
        return variants
    }

    /// Whether the run has more than one variant.
    var varies: Bool { values.values.contains { $0.count > 1 } }

    /// A device's name and whether it is held sideways: `"iPhone 16 landscape"`.
    static func device(_ value: String) -> (name: String, landscape: Bool) {
        let suffix = " landscape"
        if value.hasSuffix(suffix), Device.named(value) == nil { return (String(value.dropLast(suffix.count)), true) }
        return (value, false)
    }

    /// How `value` appears in a picture's name: a device's name with runs of other characters
    /// than letters and digits made one `-` (`iPhone-SE-3rd-generation-landscape`), a layout
    /// direction as `ltr` or `rtl`, an iOS version as `ios26`, the others as written.
    static func fileNamePart(_ value: String, axis: Axis) -> String {
        switch axis {
        case .device:
            return value.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }).joined(separator: "-")
        case .layoutDirection:
            return value == "rightToLeft" || value == "rtl" ? "rtl" : "ltr"
        case .os:
            return "ios" + value
        default:
            return value
        }
    }

    /// A picture's name read back: its preview's name and its variant's parts (by setting), the
    /// parts taken from the end of the name in the order they are written.
    func parse(_ picture: String) -> (preview: String, parts: [(axis: Axis, value: String)]) {
        var tokens = picture.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var parts: [(axis: Axis, value: String)] = []
        for axis in Axis.allCases.reversed() where (values[axis]?.count ?? 0) > 1 {
            guard tokens.count > 1, let last = tokens.last else { break }
            let known = Set((values[axis] ?? []).map { Self.fileNamePart($0, axis: axis) })
            // A device of a preview held its own way loses `-landscape`; a sized preview has none.
            if known.contains(last) || (axis == .device && known.contains(last + PreviewVariantNaming.landscapeSuffix)) {
                parts.insert((axis, last), at: 0)
                tokens.removeLast()
            }
        }
        return (tokens.joined(separator: "."), parts)
    }

    /// What people read for a picture's variant: its parts, joined (`iPhone-16 · dark · ar`);
    /// nil when it has none.
    func label(of picture: String) -> String? {
        let parts = parse(picture).parts
        return parts.isEmpty ? nil : parts.map(\.value).joined(separator: " · ")
    }

    /// Whether the picture `picture` is one `settings` allow (each list the preview narrows the
    /// matrix to must hold the picture's value of that setting).
    func allows(_ picture: String, settings: SnapshotConfiguration.PreviewSettings?) -> Bool {
        guard let settings else { return true }
        if settings.skip == true { return false }
        let lists: [Axis: [String]?] = [
            .device: settings.devices, .colorScheme: settings.colorSchemes, .dynamicType: settings.dynamicTypeSizes,
            .locale: settings.locales, .layoutDirection: settings.layoutDirections,
            .os: settings.osVersions?.map(String.init),
        ]
        for (axis, value) in parse(picture).parts {
            guard let allowed = lists[axis] ?? nil else { continue }
            if !allowed.map({ Self.fileNamePart($0, axis: axis) }).contains(value) { return false }
        }
        return true
    }
}

/// The naming the preview program shares with the command (it is not linked into it).
enum PreviewVariantNaming {
    /// `PreviewVariant.landscapeSuffix`.
    static let landscapeSuffix = "-landscape"
}
