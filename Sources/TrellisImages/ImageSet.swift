import Foundation

/// An image set of an asset catalog (`turtlerock.imageset`): its picture files and the scale
/// each is drawn at, as its `Contents.json` lists them.
public struct ImageSet: Hashable, Sendable {
    /// One picture of the set.
    public struct Variant: Hashable, Sendable {
        /// The file's path.
        public var path: String
        /// The scale its pixels are drawn at (1 for a single-scale image).
        public var scale: Int
    }

    /// The set's pictures for the light appearance and iPhone, in the catalog's order; a set
    /// with only iPad or dark pictures keeps those, as an app on an iPhone would still find them.
    public let variants: [Variant]

    /// The files iOS can draw that Trellis draws too; vector PDFs and SVGs are not among them.
    static let drawableExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// Reads the set in `folder`; nil when it has no picture Trellis can draw.
    public init?(folder: String) {
        let contents = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let images = root["images"] as? [[String: Any]]
        else { return nil }
        var preferred: [Variant] = []
        var others: [Variant] = []
        for image in images {
            guard let file = image["filename"] as? String,
                Self.drawableExtensions.contains((file as NSString).pathExtension.lowercased())
            else { continue }
            let scaleText = (image["scale"] as? String) ?? "1x"
            let scale = Int(scaleText.dropLast()) ?? 1
            let variant = Variant(path: (folder as NSString).appendingPathComponent(file), scale: max(1, scale))
            let idiom = image["idiom"] as? String ?? "universal"
            let appearances = image["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { $0["value"] as? String == "dark" }
            if ["universal", "iphone"].contains(idiom) && !isDark { preferred.append(variant) } else { others.append(variant) }
        }
        let variants = preferred.isEmpty ? others : preferred
        guard !variants.isEmpty else { return nil }
        self.variants = variants
    }

    /// The variant to draw at `displayScale`: that scale's, else the larger ones (nearest
    /// first), else the smaller ones — as iOS picks from a set.
    public func variant(forScale displayScale: Int) -> Variant? {
        let order = [displayScale] + (displayScale + 1...max(displayScale + 1, 3)).map { $0 } + (1..<displayScale).reversed()
        for scale in order {
            if let variant = variants.first(where: { $0.scale == scale }) { return variant }
        }
        return variants.first
    }
}
