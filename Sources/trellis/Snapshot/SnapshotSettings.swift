import ArgumentParser
import Foundation
import TrellisCore

/// A snapshot run's settings for one path: the command line's, over the checked-in
/// configuration's (`.trellis-snapshots.json`), over the defaults (scale 3, exact precision,
/// the default device in light at the large size).
struct SnapshotSettings {
    /// SwiftUI's `LayoutDirection` cases.
    enum Direction: String, ExpressibleByArgument, CaseIterable {
        case leftToRight, rightToLeft
    }

    var matrix = SnapshotMatrix()
    var scale: Double = 3
    var precision: Double = 1
    var perceptualPrecision: Double = 1
    var configuration: SnapshotConfiguration?
    var configurationFile: URL?

    init(command: SnapshotCommand, path: String) throws {
        let start = URL(fileURLWithPath: path).standardizedFileURL
        configurationFile = command.config.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? SnapshotConfiguration.find(from: start)
        if let configurationFile {
            let configuration = try SnapshotConfiguration.read(configurationFile)
            try Self.check(configuration, file: configurationFile.path)
            self.configuration = configuration
        }
        let file = configuration ?? SnapshotConfiguration()
        func chosen(_ given: [String], _ configured: [String]?) -> [String] { given.isEmpty ? configured ?? [] : given }
        matrix.values = [
            .device: chosen(command.device, file.devices),
            .colorScheme: chosen(command.colorScheme.map(\.rawValue), file.colorSchemes),
            .dynamicType: chosen(command.dynamicType.map(\.rawValue), file.dynamicTypeSizes),
            .locale: chosen(command.locale, file.locales),
            .layoutDirection: chosen(command.layoutDirection.map(\.rawValue), file.layoutDirections),
            .os: chosen(command.os.map(String.init), file.osVersions?.map(String.init)),
        ].filter { !$0.value.isEmpty }
        scale = command.scale ?? file.scale ?? 3
        precision = command.precision ?? file.precision ?? 1
        perceptualPrecision = command.perceptualPrecision ?? file.perceptualPrecision ?? 1
    }

    /// Checks every value of a configuration, so a typo is named before anything is built.
    static func check(_ configuration: SnapshotConfiguration, file: String) throws {
        let lists = [(configuration.devices, "devices")] + (configuration.previews ?? [:]).sorted(by: { $0.key < $1.key }).map {
            ($0.value.devices, "previews[\"\($0.key)\"].devices")
        }
        for (devices, name) in lists { try checkDevices(devices ?? [], source: "\(file): \(name)") }
        func checkAll(_ values: [String]?, _ known: [String], _ name: String) throws {
            if let wrong = (values ?? []).first(where: { !known.contains($0) }) {
                throw UserError("\(file): \(name): unknown value \"\(wrong)\" (\(known.joined(separator: ", ")))")
            }
        }
        let schemes = CanvasOptions.Scheme.allCases.map(\.rawValue)
        let sizes = CanvasOptions.TypeSize.allCases.map(\.rawValue)
        let directions = Direction.allCases.map(\.rawValue)
        try checkAll(configuration.colorSchemes, schemes, "colorSchemes")
        try checkAll(configuration.dynamicTypeSizes, sizes, "dynamicTypeSizes")
        try checkAll(configuration.layoutDirections, directions, "layoutDirections")
        try checkLocales(configuration.locales ?? [], source: "\(file): locales")
        try checkOSVersions(configuration.osVersions ?? [], source: "\(file): osVersions")
        for (name, settings) in configuration.previews ?? [:] {
            try checkAll(settings.colorSchemes, schemes, "previews[\"\(name)\"].colorSchemes")
            try checkAll(settings.dynamicTypeSizes, sizes, "previews[\"\(name)\"].dynamicTypeSizes")
            try checkAll(settings.layoutDirections, directions, "previews[\"\(name)\"].layoutDirections")
            try checkOSVersions(settings.osVersions ?? [], source: "\(file): previews[\"\(name)\"].osVersions")
        }
        for (value, name) in [(configuration.precision, "precision"), (configuration.perceptualPrecision, "perceptualPrecision")] {
            if let value, !(0...1).contains(value) { throw UserError("\(file): \(name) must be a number from 0 to 1") }
        }
        if let scale = configuration.scale, !(scale > 0 && scale <= 10) { throw UserError("\(file): scale must be above 0 and at most 10") }
    }

    static func checkDevices(_ devices: [String], source: String) throws {
        for value in devices where Device.named(SnapshotMatrix.device(value).name) == nil {
            throw UserError("\(source): no device called \(value) (`trellis devices` lists them; add \" landscape\" to hold one sideways)")
        }
    }

    static func checkOSVersions(_ versions: [Int], source: String) throws {
        for version in versions where DesignVersion(majorVersion: version) == nil {
            throw UserError("\(source): iOS \(version) has no design of its own (18 or 26)")
        }
    }

    static func checkLocales(_ locales: [String], source: String) throws {
        for value in locales where value.isEmpty || !value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            throw UserError("\(source): \(value) is not a locale identifier (such as en, pt-BR or ar)")
        }
    }

    /// `i/n` read: the share's index (from 0) and count.
    static func shard(_ text: String) throws -> (index: Int, count: Int) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw ValidationError("--shard must be i/n with 1 ≤ i ≤ n (such as 2/4), not \(text).")
        }
        return (index - 1, count)
    }

    /// Empties a report folder an earlier run wrote (it has `results.json`), so its pictures do
    /// not pass for this run's; a folder that is not a report is left as it is.
    static func prepareReportFolder(_ folder: URL) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: folder.appendingPathComponent("results.json").path) else { return }
        for entry in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
            try? manager.removeItem(at: folder.appendingPathComponent(entry))
        }
    }
}
