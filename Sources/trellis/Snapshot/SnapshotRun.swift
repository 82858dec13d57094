import Foundation

/// `trellis snapshot` on one path (a Swift file, or a folder of an app's files): its previews
/// drawn in every variant, then recorded as references or compared with them.
struct SnapshotRun {
    let path: String
    var record = false
    var precision: Double = 1
    var perceptualPrecision: Double = 1
    /// Where pictures that fail are kept: the new picture, its reference and their differences.
    var reportFolder: URL
    /// The preview program's drawing options (scale, device, canvas).
    var drawingArguments: [String] = []
    /// The variants every preview is drawn in.
    var matrix = SnapshotMatrix()
    /// The checked-in settings (per-preview precisions and narrowed matrices).
    var configuration: SnapshotConfiguration?
    /// This machine's share of the pictures (`--shard i/n`), if the run is split.
    var shard: (index: Int, count: Int)?
    /// How many preview programs draw at once.
    var jobs = 1
    var configure: (inout PreviewSession) -> Void = { _ in }

    /// Draws, records or compares, and says what became of each picture and file.
    func run() throws -> [SnapshotOutcome] {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-snapshot-\(UUID().uuidString)")
        let drawn = work.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: drawn, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var arguments = ["render", "--out", drawn.path, "--format", "png", "--quiet", "--embed-layout"] + drawingArguments
        if matrix.values.values.contains(where: { !$0.isEmpty }) {
            let file = work.appendingPathComponent("variants.json")
            try JSONEncoder().encode(matrix.variants).write(to: file)
            arguments += ["--variants", file.path]
        }
        if let shard { arguments += ["--shard", "\(shard.index + 1)/\(shard.count)"] }
        var session = PreviewSession(file: path, runnerArguments: arguments, step: "Drawing", participle: "drawn")
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
        let outcome = try session.run(built, jobs: jobs)
        let program = try session.programInBundle(built)

        // Each file with previews, its providers, and why it was left out (if it was).
        let folderMode = !built.previewFiles.isEmpty
        let files: [String: FolderPreviews.File] = folderMode ? built.previewFiles : [built.userFile.path: FolderPreviews.File(providers: [])]
        func owner(of name: String) -> (file: String, preview: String)? {
            folderMode ? SnapshotReferences.owner(of: name, providers: files.mapValues(\.providers)) : (built.userFile.path, name)
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
                // The folder's reason says "did not compile: …"; the outcome's line says that itself.
                let prefix = "did not compile: "
                let error = reason.hasPrefix(prefix) ? String(reason.dropFirst(prefix.count)) : reason
                outcomes.append(SnapshotOutcome(file: file, preview: nil, kind: .didNotCompile(reason: error)))
                continue
            }
            let source = URL(fileURLWithPath: file)
            let drawnHere = pictures.compactMap { name in owner(of: name).flatMap { $0.file == file ? (name, $0.preview) : nil } }
            var checked = Set<String>()
            for (name, preview) in drawnHere {
                let settings = configuration?.settings(file: file, preview: matrix.parse(preview).preview)
                guard matrix.allows(preview, settings: settings) else { continue }
                checked.insert(preview)
                let picture = drawn.appendingPathComponent(name + ".png")
                let reference = SnapshotReferences.reference(for: preview, of: source)
                var result = SnapshotOutcome(file: file, preview: preview, kind: .matched, variant: matrix.label(of: preview))
                try check(picture, against: reference, program: program, file: source, settings: settings, into: &result)
                outcomes.append(result)
            }
            let failures = failed[file] ?? []
            for failure in failures {
                outcomes.append(SnapshotOutcome(file: file, preview: failure.preview, kind: .failedToDraw(reason: failure.reason), variant: matrix.label(of: failure.preview)))
            }
            // References no preview drew: removed previews (unless their preview failed, is
            // skipped, or is another shard's).
            for stale in SnapshotReferences.recorded(for: source) where !checked.contains(stale) {
                if failures.contains(where: { SnapshotReferences.isPicture(stale, of: $0.preview) }) { continue }
                let settings = configuration?.settings(file: file, preview: matrix.parse(stale).preview)
                if !matrix.allows(stale, settings: settings) { continue }
                if drawnHere.contains(where: { $0.1 == stale }) { continue }
                if let shard, !Self.isInShard(folderMode ? source.deletingPathExtension().lastPathComponent + "-" + stale : stale, shard) { continue }
                if record {
                    try? FileManager.default.removeItem(at: SnapshotReferences.reference(for: stale, of: source))
                } else {
                    outcomes.append(SnapshotOutcome(file: file, preview: stale, kind: .removedPreview, variant: matrix.label(of: stale)))
                }
            }
        }
        return outcomes
    }

    /// Whether the picture the preview program names `name` is in `shard` (the program's
    /// `PictureShare`: FNV-1a of the name, modulo the count).
    static func isInShard(_ name: String, _ shard: (index: Int, count: Int)) -> Bool {
        guard let hash = UInt64(PreviewPackage.hash(name), radix: 16) else { return true }
        return hash % UInt64(shard.count) == UInt64(shard.index)
    }

    /// Records `picture` as `reference`, or compares them: the same bytes match; otherwise the
    /// preview program compares their pixels with the precisions.
    private func check(
        _ picture: URL, against reference: URL, program: URL, file: URL, settings: SnapshotConfiguration.PreviewSettings?,
        into result: inout SnapshotOutcome
    ) throws {
        let manager = FileManager.default
        let new = manager.contents(atPath: picture.path)
        let old = manager.contents(atPath: reference.path)
        let preview = result.preview ?? ""
        if record {
            try manager.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            if old != new { try new?.write(to: reference, options: .atomic) }
            result.kind = old == new ? .matched : .recorded
            return
        }
        guard let old else {
            result.pictures = SnapshotOutcome.Pictures(new: try keep(picture, as: "", file: file, preview: preview))
            result.kind = .missingReference
            return
        }
        if old == new { return }
        let difference = try reportPath(file: file, preview: preview, suffix: ".difference")
        var lines: [String] = []
        let status = try ChildProcess(
            executable: program,
            arguments: [
                "compare", reference.path, picture.path, "--precision", String(settings?.precision ?? precision), "--perceptual-precision",
                String(settings?.perceptualPrecision ?? perceptualPrecision), "--difference", difference.url.path,
            ]
        ).run(until: .now + .seconds(120)) { lines.append($0) }
        if status == 0 { return }
        let detail = lines.first { $0.hasPrefix("comparison: ") }.map { String($0.dropFirst("comparison: ".count)) }
        result.kind = .differs(detail: detail ?? "the pictures could not be compared")
        result.changedPixels = detail.flatMap(Self.changedPixels)
        result.pictures = SnapshotOutcome.Pictures(
            new: try keep(picture, as: "", file: file, preview: preview), reference: try keep(reference, as: ".reference", file: file, preview: preview),
            difference: manager.fileExists(atPath: difference.url.path) ? difference.relative : nil)
        if let newData = new, let oldLayout = PNGTextReader.text(PNGTextReader.layoutKeyword, in: old),
            let newLayout = PNGTextReader.text(PNGTextReader.layoutKeyword, in: newData)
        {
            result.layout = SnapshotOutcome.LayoutTrees(reference: oldLayout, new: newLayout)
        }
    }

    /// The count in the preview program's `differs N of M pixels (…)`.
    static func changedPixels(_ detail: String) -> Int? {
        guard detail.hasPrefix("differs ") else { return nil }
        return Int(detail.dropFirst("differs ".count).prefix { $0.isNumber })
    }

    /// Copies `file` into the report, as `<preview><suffix>.png`; its path relative to the report.
    private func keep(_ picture: URL, as suffix: String, file: URL, preview: String) throws -> String {
        let target = try reportPath(file: file, preview: preview, suffix: suffix)
        try? FileManager.default.removeItem(at: target.url)
        try FileManager.default.copyItem(at: picture, to: target.url)
        return target.relative
    }

    /// `<report>/<File>/<preview><suffix>.png`, its folder made, and that path relative to the report.
    private func reportPath(file: URL, preview: String, suffix: String) throws -> (url: URL, relative: String) {
        let stem = file.deletingPathExtension().lastPathComponent
        let folder = reportFolder.appendingPathComponent(stem)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = preview + suffix + ".png"
        return (folder.appendingPathComponent(name), stem + "/" + name)
    }
}
