import ArgumentParser
import Foundation

/// Runs the built preview program until every preview has been drawn or has failed. A preview
/// that crashes the program, or is still being drawn when its time runs out, is reported by
/// name, and the program runs again without it (and without the previews already drawn), so
/// one broken preview does not cost the others their pictures.
///
/// The program names each preview on standard error before drawing it (`PreviewRendering`'s
/// markers) and has written its results before naming the next: the last name seen is the
/// culprit, the ones before it are done.
struct PreviewProgram {
    /// `PreviewRendering.previewMarker` and `.providerMarker` (the command does not link the
    /// renderer).
    static let previewMarker = "trellis-preview: "
    static let providerMarker = "trellis-provider: "
    /// `PictureFile.partialSuffix`: how the renderer's half-written pictures end.
    static let partialSuffix = ".trellis-partial"

    let executable: URL
    let arguments: [String]
    /// The seconds each preview may take (and the program before its first one).
    var timeout: Double = 60
    /// Whether a run after a failure draws the previews drawn before it again: JSON is printed
    /// only at the end, so a run that crashed printed none of it.
    var redrawsFinishedPreviews = false
    /// The `#fileID`s of the package's copies (`TrellisPreviews/Card.swift`) → the user's paths,
    /// for crash reports.
    var fileIDs: [String: String] = [:]
    /// Where pictures are written: a stopped preview's half-written file there is removed.
    var outputFolder: URL?
    /// "drawn" or "laid out", for messages.
    var participle = "drawn"
    /// Where the program's messages and the failures are written, a line at a time.
    var report: (String) -> Void = { Terminal.write($0 + "\n") }

    /// What became of the previews.
    struct Outcome: Equatable {
        var failures: [PreviewFailure]
        /// How many previews there were: those named by the program, and the providers whose
        /// previews could not be made.
        var previewCount: Int
    }

    /// At most this many runs: each one after the first skips a preview more, so only a
    /// program that fails without naming new previews could need more.
    static let runLimit = 500

    func run() throws -> Outcome {
        var failures: [PreviewFailure] = []
        var finished: [String] = []
        var previews: Set<String> = []
        var shown: Set<String> = []
        for _ in 0..<Self.runLimit {
            let skipped = failures.compactMap(\.name) + (redrawsFinishedPreviews ? [] : finished)
            let run = try runOnce(skipping: skipped)
            previews.formUnion(run.previews)
            // Messages each run repeats (a provider without previews) are shown once.
            for line in run.messages where shown.insert(line).inserted { report(line) }
            guard let failure = run.failure else {
                if run.status != 0 {
                    // SIGPIPE: the reader of the results went away (`trellis layout | head`).
                    if run.status == 128 + SIGPIPE { throw ExitCode(run.status) }
                    // The program's own error ("cannot write …") has been shown.
                    throw ExitCode.failure
                }
                let providers = failures.compactMap(\.name).filter { !previews.contains($0) }
                return Outcome(failures: failures, previewCount: previews.count + providers.count)
            }
            report("error: " + failure.message(participle: participle))
            removePartialPicture(of: failure.name)
            guard let name = failure.name, !skipped.contains(name) else {
                // Nothing to skip: another run would fail the same way.
                throw ExitCode.failure
            }
            failures.append(failure)
            finished += run.finished
        }
        throw UserError("the preview program failed \(Self.runLimit) times; stopped")
    }

    /// What one run of the program did.
    struct Run {
        var status: Int32 = 0
        var failure: PreviewFailure?
        /// The previews it finished, in order.
        var finished: [String] = []
        /// Every preview it named.
        var previews: Set<String> = []
        /// Its messages (warnings, errors), markers and crash reports left out.
        var messages: [String] = []
    }

    /// The state of a run as its lines come, shared by the line handler and the deadline.
    private final class Progress {
        var current: (name: String, isPreview: Bool)?
        var started = ContinuousClock.now
        var run = Run()
        /// Lines since the last marker: the crash report, if the program crashes.
        var pending: [String] = []
    }

    func runOnce(skipping skipped: [String]) throws -> Run {
        let process = ChildProcess(
            executable: executable, arguments: arguments + skipped.flatMap { ["--skip", $0] },
            // The runtime's crash message without a backtrace (which would name Trellis's internals).
            environment: ["SWIFT_BACKTRACE": "enable=no"], passesStandardOutputThrough: true)
        let progress = Progress()
        let limit = Duration.seconds(timeout)
        let status: Int32
        do {
            status = try process.run(deadline: { progress.started + limit }) { line in
                let marker = line.hasPrefix(Self.previewMarker) ? Self.previewMarker : line.hasPrefix(Self.providerMarker) ? Self.providerMarker : nil
                guard let marker else {
                    // The program's own warnings are never part of a crash report.
                    if line.hasPrefix("warning: ") { return progress.run.messages.append(line) }
                    return progress.pending.append(line)
                }
                if let (name, isPreview) = progress.current, isPreview { progress.run.finished.append(name) }
                progress.run.messages += progress.pending
                progress.pending = []
                let name = String(line.dropFirst(marker.count))
                progress.current = (name, marker == Self.previewMarker)
                if marker == Self.previewMarker { progress.run.previews.insert(name) }
                progress.started = .now
            }
        } catch is ChildProcess.TimedOut {
            progress.run.messages += progress.pending
            progress.run.status = 128 + SIGKILL
            progress.run.failure = PreviewFailure(name: progress.current?.name, cause: .timedOut(seconds: timeout))
            return progress.run
        }
        progress.run.status = status
        let signal = status - 128
        // The program exits 0 or 1 by itself; a signal other than SIGPIPE (closed output) is a crash.
        if status > 128, signal != SIGPIPE {
            progress.run.failure = PreviewFailure(name: progress.current?.name, cause: .crashed(signal: signal, message: crashReport(progress.pending)))
        } else {
            if let (name, isPreview) = progress.current, isPreview { progress.run.finished.append(name) }
            progress.run.messages += progress.pending
        }
        return progress.run
    }

    /// The runtime's report in `lines`, without the backtrace, pointing at the user's files.
    func crashReport(_ lines: [String]) -> [String] {
        let frame = try! Regex(#"^\d+\s+\S+\s+0x[0-9a-fA-F]+"#)
        return lines.filter { line in
            !(line.contains("SWIFT_BACKTRACE") || line.hasPrefix("Current stack trace") || line.hasPrefix("💣")
                || line.hasPrefix("Stack dump") || line.contains(frame) || line.trimmingCharacters(in: .whitespaces).isEmpty)
        }.map { line in
            var line = line
            for (fileID, path) in fileIDs where line.hasPrefix(fileID + ":") { line = path + line.dropFirst(fileID.count) }
            return line
        }
    }

    /// Removes the hidden file the renderer was writing `name`'s picture to, if it was stopped
    /// meanwhile (`PictureFile`: `.NAME.EXT.RANDOM.trellis-partial`).
    private func removePartialPicture(of name: String?) {
        guard let name, let outputFolder, let files = try? FileManager.default.contentsOfDirectory(atPath: outputFolder.path) else { return }
        for file in files where file.hasPrefix("." + name + ".") && file.hasSuffix(Self.partialSuffix) {
            try? FileManager.default.removeItem(at: outputFolder.appendingPathComponent(file))
        }
    }
}
