import Foundation

/// What checking one picture (or one source file) against its reference found.
struct SnapshotOutcome: Equatable, Codable {
    enum Kind: Equatable, Codable {
        /// The picture is its reference (the same bytes, or within the precisions).
        case matched
        /// Recorded as the reference (`--record`).
        case recorded
        /// It differs: `detail` says by how much.
        case differs(detail: String)
        /// A preview without a reference: run with `--record` to make one.
        case missingReference
        /// A reference whose preview no longer exists.
        case removedPreview
        /// The file did not compile, so its previews were not drawn.
        case didNotCompile(reason: String)
        /// The preview crashed or hung.
        case failedToDraw(reason: String)
    }

    /// The source file, and the picture's name (nil for a whole file): the preview's name and,
    /// when a run draws several variants, the variant's suffix (`Card_Previews.dark.ar`).
    var file: String
    var preview: String?
    var kind: Kind
    /// The variant, for people: "iPhone 16 · dark · ar" (nil when the run has one variant).
    var variant: String?
    /// The pictures kept in the report folder, by paths relative to it.
    var pictures: Pictures?
    /// How many pixels differ from the reference (when it differs).
    var changedPixels: Int?
    /// The layout trees (`trellis layout`'s text) of the reference and of the new picture, when
    /// the picture differs and both are known: the review page shows which views moved.
    var layout: LayoutTrees?

    /// Pictures in the report folder, relative to it.
    struct Pictures: Equatable, Codable {
        var new: String?
        var reference: String?
        var difference: String?
    }

    struct LayoutTrees: Equatable, Codable {
        var reference: String
        var new: String
    }

    init(
        file: String, preview: String?, kind: Kind, variant: String? = nil, pictures: Pictures? = nil, changedPixels: Int? = nil,
        layout: LayoutTrees? = nil
    ) {
        self.file = file
        self.preview = preview
        self.kind = kind
        self.variant = variant
        self.pictures = pictures
        self.changedPixels = changedPixels
        self.layout = layout
    }

    var isFailure: Bool {
        switch kind {
        case .matched, .recorded: false
        default: true
        }
    }

    /// A line for the terminal, relative to `folder`.
    func line(relativeTo folder: String) -> String {
        let path = file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : file
        let subject = preview.map { "\(path) › \($0)" } ?? path
        switch kind {
        case .matched: return "  ✓ \(subject)"
        case .recorded: return "  ● \(subject): recorded"
        case .differs(let detail): return "  ✗ \(subject): differs from its reference (\(detail))"
        case .missingReference: return "  ✗ \(subject): no reference (run `trellis snapshot --record` to record it)"
        case .removedPreview: return "  ✗ \(subject): its preview no longer exists (delete the reference, or record again)"
        case .didNotCompile(let reason): return "  ✗ \(subject): did not compile: \(reason)"
        case .failedToDraw(let reason): return "  ✗ \(subject): \(reason)"
        }
    }
}
