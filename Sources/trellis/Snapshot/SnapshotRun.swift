import Foundation

/// `trellis snapshot` on one path (a Swift file, or a folder of an app's files): its previews
/// drawn, then recorded as references or compared with them.
struct SnapshotRun {
    let path: String
    var record = false
    var precision: Double = 1
    var perceptualPrecision: Double = 1
    /// Where pictures that fail are kept: the new picture, its reference and their differences.
    var reportFolder: URL
    /// The preview program's drawing options (scale, device, canvas).
    var drawingArguments: [String] = []
    var configure: (inout PreviewSession) -> Void = { _ in }

    /// Draws, records or compares, and says what became of each picture and file.
    func run() throws -> [SnapshotOutcome] {
        let drawn = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: drawn, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: drawn) }
        var session = PreviewSession(
            file: path, runnerArguments: ["render", "--out", drawn.path, "--format", "png", "--quiet"] + drawingArguments, step: "Drawing",
            participle: "drawn")
        configure(&session)
        session.outputFolder = drawn
        let built: PreviewSession.Built
        do {
            built = try session.build()
        } catch let error as UserError {
            // The previewed file itself did not compile (a folder's files are left out one by one).
            return [SnapshotOutcome(file: URL(fileURLWithPath: path).standardizedFileURL.path, preview: nil, kind: .didNotCompile(reason: error.message))]
        }
        Terminal.note("Drawing…")
        let outcome = try session.run(built)
        let program = try session.programInBundle(built)

        // Each file with previews, its providers, and why it was left out (if it was).
        let files: [String: FolderPreviews.File] =
            built.previewFiles.isEmpty ? [built.userFile.path: FolderPreviews.File(providers: [])] : built.previewFiles
        func owner(of name: String) -> (file: String, preview: String)? {
            built.previewFiles.isEmpty
                ? (built.userFile.path, name) : SnapshotReferences.owner(of: name, providers: files.mapValues(\.providers))
        }
        let pictures = ((try? FileManager.default.contentsOfDirectory(atPath: drawn.path)) ?? [])
            .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
        var failed: [String: [(preview: String, reason: String)]] = [:]
        for failure in outcome.failures {
            guard let name = failure.name, let found = owner(of: name) else { continue }
            failed[found.file, default: []].append((found.preview, failure.message(participle: "drawn")))
        }

        var outcomes: [SnapshotOutcome] = []
        for (file, info) in files.sorted(by: { $0.key < $1.key }) {
            if let reason = info.leftOut {
                outcomes.append(SnapshotOutcome(file: file, preview: nil, kind: .didNotCompile(reason: reason)))
                continue
            }
            let source = URL(fileURLWithPath: file)
            let drawnHere = pictures.compactMap { name in owner(of: name).flatMap { $0.file == file ? (name, $0.preview) : nil } }
            for (name, preview) in drawnHere {
                let picture = drawn.appendingPathComponent(name + ".png")
                let reference = SnapshotReferences.reference(for: preview, of: source)
                outcomes.append(
                    SnapshotOutcome(file: file, preview: preview, kind: try check(picture, against: reference, program: program, file: source, preview: preview)))
            }
            let failures = failed[file] ?? []
            for failure in failures {
                outcomes.append(SnapshotOutcome(file: file, preview: failure.preview, kind: .failedToDraw(reason: failure.reason)))
            }
            // References no preview drew: removed previews (unless their preview failed).
            let drawnNames = Set(drawnHere.map(\.1))
            for stale in SnapshotReferences.recorded(for: source) where !drawnNames.contains(stale) {
                if failures.contains(where: { stale == $0.preview || stale.hasPrefix($0.preview + "-") }) { continue }
                if record {
                    try? FileManager.default.removeItem(at: SnapshotReferences.reference(for: stale, of: source))
                } else {
                    outcomes.append(SnapshotOutcome(file: file, preview: stale, kind: .removedPreview))
                }
            }
        }
        return outcomes
    }

    /// Records `picture` as `reference`, or compares them: the same bytes match; otherwise the
    /// preview program compares their pixels with the precisions.
    private func check(_ picture: URL, against reference: URL, program: URL, file: URL, preview: String) throws -> SnapshotOutcome.Kind {
        let manager = FileManager.default
        let new = manager.contents(atPath: picture.path)
        let old = manager.contents(atPath: reference.path)
        if record {
            try manager.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            if old != new { try new?.write(to: reference, options: .atomic) }
            return old == new ? .matched : .recorded
        }
        guard let old else {
            try keep(picture, as: "", file: file, preview: preview)
            return .missingReference
        }
        if old == new { return .matched }
        let difference = try reportPath(file: file, preview: preview, suffix: ".difference")
        var lines: [String] = []
        let status = try ChildProcess(
            executable: program,
            arguments: [
                "compare", reference.path, picture.path, "--precision", String(precision), "--perceptual-precision",
                String(perceptualPrecision), "--difference", difference.path,
            ]
        ).run(until: .now + .seconds(120)) { lines.append($0) }
        if status == 0 { return .matched }
        try keep(picture, as: "", file: file, preview: preview)
        try keep(reference, as: ".reference", file: file, preview: preview)
        let result = lines.first { $0.hasPrefix("comparison: ") }.map { String($0.dropFirst("comparison: ".count)) }
        return .differs(detail: result ?? "the pictures could not be compared")
    }

    /// Copies `file` into the report, as `<preview><suffix>.png`.
    private func keep(_ picture: URL, as suffix: String, file: URL, preview: String) throws {
        let target = try reportPath(file: file, preview: preview, suffix: suffix)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: picture, to: target)
    }

    /// `<report>/<File>/<preview><suffix>.png`, its folder made.
    private func reportPath(file: URL, preview: String, suffix: String) throws -> URL {
        let folder = reportFolder.appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(preview + suffix + ".png")
    }
}
