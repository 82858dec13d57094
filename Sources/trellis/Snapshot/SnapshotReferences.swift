import Foundation

/// Where a preview's reference picture lives: beside its source file, in
/// `__Snapshots__/<File>/<Preview>.png` — `<File>` the source file's name without `.swift`,
/// `<Preview>` the picture's name as `trellis preview` gives it (`Card_Previews`,
/// `Card_Previews-2`, `Preview-1`, `Dark mode`…), then its variant when the run draws several
/// (`Preview-1.iPhone-16.dark`: see `SnapshotMatrix`). One file per picture, so a pull request shows
/// exactly the pictures that changed.
enum SnapshotReferences {
    /// The folder of references beside a source file.
    static let folderName = "__Snapshots__"

    /// The folder holding `sourceFile`'s references.
    static func folder(for sourceFile: URL) -> URL {
        sourceFile.deletingLastPathComponent()
            .appendingPathComponent(folderName)
            .appendingPathComponent(sourceFile.deletingPathExtension().lastPathComponent)
    }

    /// The reference of the picture named `picture` (without `.png`) of `sourceFile`.
    static func reference(for picture: String, of sourceFile: URL) -> URL {
        folder(for: sourceFile).appendingPathComponent(picture + ".png")
    }

    /// The preview names of `sourceFile`'s references on disk, sorted.
    static func recorded(for sourceFile: URL) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder(for: sourceFile).path)) ?? []
        return entries.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// Whether `picture` is one of the pictures of the preview (or provider) `name`: the name
    /// itself, one of its numbered previews (`-2`) or one of its variants (`.dark`).
    static func isPicture(_ picture: String, of name: String) -> Bool {
        picture == name || picture.hasPrefix(name + "-") || picture.hasPrefix(name + ".")
    }

    /// Which source file a picture drawn from a folder belongs to, and its name there: a folder's
    /// pictures are named `<File>-<Preview>`, and `providers` says which providers each file has.
    static func owner(of picture: String, providers: [String: [String]]) -> (file: String, preview: String)? {
        // The longest matching provider name wins (`Row-Preview-1` over `Row`).
        var best: (file: String, provider: String)?
        for (file, names) in providers {
            for name in names where isPicture(picture, of: name) {
                if best.map({ name.count > $0.provider.count }) ?? true { best = (file, name) }
            }
        }
        guard let best else { return nil }
        let stem = URL(fileURLWithPath: best.file).deletingPathExtension().lastPathComponent
        return (best.file, String(picture.dropFirst(stem.count + 1)))
    }
}
