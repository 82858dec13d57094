import Foundation

/// What checking one picture (or one source file) against its reference found.
struct SnapshotOutcome: Equatable {
    enum Kind: Equatable {
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

    /// The source file, and the preview's name (nil for a whole file).
    var file: String
    var preview: String?
    var kind: Kind

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
