public import Foundation
public import TrellisCore
internal import TrellisImages

/// How the renderers find the file that draws an `Image`: `Image(contentsOfFile:)` names it;
/// `Image("name")` is looked up as layout looked it up (``FileImageProvider``: `name@3x.png`,
/// `name@2x.png`, `name.png`, JPEG too, in `imageDirectories`, preferring the display scale's
/// variant), unless layout already told us which file it measured (``located``).
public struct ImageFiles: Hashable, Sendable {
    /// The folders `Image("name")` is looked up in, as `EnvironmentValues.imageDirectories`.
    public var directories: [String]
    /// Files layout measured, by image: they win over a fresh look-up, so an image is drawn from
    /// the very file its size came from (even when `imageDirectories` was set inside the view).
    public var located: [Image.Source: String]

    public init(directories: [String] = [], located: [Image.Source: String] = [:]) {
        self.directories = directories
        self.located = located
    }

    /// The file for `source` at `displayScale`, or nil (a missing image, a system symbol).
    public func path(for source: Image.Source, displayScale: CGFloat) -> String? {
        if let path = located[source] { return path }
        var environment = EnvironmentValues()
        environment.imageDirectories = directories
        environment.displayScale = displayScale
        return FileImageProvider().locate(source, environment: environment)?.path
    }

    /// What draws `source` at `displayScale`: its file, or the bytes it carries; nil for a
    /// missing image or a system symbol.
    func resource(for source: Image.Source, displayScale: CGFloat) -> Resource? {
        if case .data(let data, _) = source { return .data(data) }
        return path(for: source, displayScale: displayScale).map(Resource.file)
    }

    /// An image's bytes, in a file or in memory. Renderers cache what they decoded by it.
    enum Resource: Hashable {
        case file(String)
        case data(Data)

        /// The bytes and their format, for embedding; nil unless they are a PNG or a JPEG.
        func contents() -> (data: Data, mimeType: String)? {
            let bytes: Data
            switch self {
            case .file(let path):
                guard let data = FileManager.default.contents(atPath: path) else { return nil }
                bytes = data
            case .data(let data):
                bytes = data
            }
            guard bytes.count >= 4 else { return nil }
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return (bytes, "image/png") }
            if bytes.starts(with: [0xFF, 0xD8]) { return (bytes, "image/jpeg") }
            return nil
        }
    }
}

/// An image provider that remembers which file it measured for each image, so drawing uses the
/// same file.
final class LocatingImageProvider: ImageProviding, @unchecked Sendable {
    // @unchecked: `located` is only touched while holding `lock`.
    private let lock = NSLock()
    private var located: [Image.Source: String] = [:]
    private let provider = FileImageProvider()

    func naturalSize(of source: Image.Source, environment: EnvironmentValues) -> CGSize? {
        switch source {
        case .system, .data: return provider.naturalSize(of: source, environment: environment)
        case .named, .file: break
        }
        guard let location = provider.locate(source, environment: environment) else { return nil }
        lock.withLock { located[source] = location.path }
        return location.pointSize
    }

    var locatedFiles: [Image.Source: String] { lock.withLock { located } }
}
