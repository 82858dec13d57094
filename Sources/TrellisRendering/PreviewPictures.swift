internal import Foundation
internal import TrellisCore

extension PreviewRendering {
    /// One picture to draw: a preview in one variant of the canvas settings.
    struct Picture {
        /// The file's name, without its extension.
        var name: String
        var preview: ResolvedPreview
        /// The device, unless the preview has its own.
        var device: Device
        var environment: EnvironmentValues
    }

    /// The pictures of `entry` this run draws: one per variant (`render --variants`), the
    /// variants that differ only in settings the preview fixes itself drawn once, and only the
    /// pictures of this run's share (`--shard`, `--worker`) and not skipped.
    static func pictures(of entry: NamedPreview, options: PreviewToolOptions) throws(PreviewToolOptions.Mistake) -> [Picture] {
        let variants = options.variants.isEmpty ? [PreviewVariant()] : options.variants
        var pictures: [Picture] = []
        var names = Set<String>()
        for variant in variants {
            let name = variant.pictureName(base: entry.name, preview: entry.preview)
            guard names.insert(name).inserted, options.worker.contains(name, within: options.shard),
                !options.skipped.contains(name)
            else { continue }
            var preview = entry.preview
            if variant.landscape == true, !preview.requestsOrientation { preview.orientation = .landscapeLeft }
            var device = options.device
            if let deviceName = variant.device {
                guard let named = Device.named(deviceName) else {
                    throw PreviewToolOptions.Mistake(message: "no device called \(deviceName); `trellis devices` lists them")
                }
                device = named
            }
            pictures.append(Picture(name: name, preview: preview, device: device, environment: try variant.environment(over: options.environment)))
        }
        return pictures
    }
}
