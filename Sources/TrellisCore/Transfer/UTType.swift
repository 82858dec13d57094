// Uniform type identifiers where Apple's UniformTypeIdentifiers is missing, compared by name.
// SwiftUI re-exports CoreTransferable, which re-exports them; so does Trellis (the stand-in
// module UniformTypeIdentifiers of the Frameworks package is this, re-exported).
#if !canImport(Darwin)
import Foundation

/// A uniform type identifier such as `public.png`: UniformTypeIdentifiers' `UTType`.
///
/// Only the identifier and the conformances declared below are known; nothing is read from the
/// system's type database.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as "public.jpeg".
    public let identifier: String
    /// The preferred file-name extension.
    public let preferredFilenameExtension: String?
    /// The identifiers of the types this one conforms to directly.
    private let parents: [String]

    init(_ identifier: String, extension: String? = nil, parents: [String]) {
        self.identifier = identifier
        preferredFilenameExtension = `extension`
        self.parents = parents
    }

    /// A type from its identifier (any identifier is accepted here).
    public init?(_ identifier: String) {
        self = UTType.known[identifier] ?? UTType(identifier, parents: ["public.data"])
    }

    /// A type the app declares in its Info.plist and exports (`UTType(exportedAs: "com.example.donut")`).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parents: [parentType?.identifier ?? "public.data"])
    }

    /// A type the app declares in its Info.plist and imports from another app.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parents: [parentType?.identifier ?? "public.data"])
    }

    /// A type for a file-name extension, if it is one of the known ones.
    public init?(filenameExtension: String) {
        guard let type = UTType.known.values.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() })
        else { return nil }
        self = type
    }

    /// Whether this type is `type` or conforms to it through the known types.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || parents.contains { UTType.known[$0]?.conforms(to: type) ?? ($0 == type.identifier) }
    }

    public var description: String { identifier }

    public static let item = UTType("public.item", parents: [])
    public static let content = UTType("public.content", parents: [])
    public static let data = UTType("public.data", parents: ["public.item"])
    public static let text = UTType("public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", extension: "txt", parents: ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", parents: ["public.plain-text"])
    public static let json = UTType("public.json", extension: "json", parents: ["public.text"])
    public static let url = UTType("public.url", parents: ["public.data"])
    public static let fileURL = UTType("public.file-url", parents: ["public.url"])
    public static let image = UTType("public.image", parents: ["public.data", "public.content"])
    public static let png = UTType("public.png", extension: "png", parents: ["public.image"])
    public static let jpeg = UTType("public.jpeg", extension: "jpeg", parents: ["public.image"])
    public static let heic = UTType("public.heic", extension: "heic", parents: ["public.image"])
    public static let gif = UTType("com.compuserve.gif", extension: "gif", parents: ["public.image"])
    public static let svg = UTType("public.svg-image", extension: "svg", parents: ["public.image"])
    public static let audiovisualContent = UTType("public.audiovisual-content", parents: ["public.data", "public.content"])
    public static let movie = UTType("public.movie", parents: ["public.audiovisual-content"])
    public static let video = UTType("public.video", parents: ["public.movie"])
    public static let mpeg4Movie = UTType("public.mpeg-4", extension: "mp4", parents: ["public.movie"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", extension: "mov", parents: ["public.movie"])
    public static let audio = UTType("public.audio", parents: ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", extension: "mp3", parents: ["public.audio"])
    public static let pdf = UTType("com.adobe.pdf", extension: "pdf", parents: ["public.data", "public.content"])
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", extension: "csv", parents: ["public.text"])

    static let known: [String: UTType] = Dictionary(
        uniqueKeysWithValues: [
            item, content, data, text, plainText, utf8PlainText, json, url, fileURL, image, png, jpeg, heic, gif, svg,
            audiovisualContent, movie, video, mpeg4Movie, quickTimeMovie, audio, mp3, pdf, commaSeparatedText,
        ].map { ($0.identifier, $0) })
}
#endif
