import ArgumentParser
import Foundation
import Testing
@testable import trellis

extension ChildProcessTests {
    /// The runs of the preview program, tried on a shell script that behaves as it does: it names
    /// previews A, B and C on standard error before drawing each (writing its name to a log),
    /// honours `--skip`, and does to B what the test says. In `ChildProcessTests`, whose tests run
    /// one at a time: the runner forwards signals through process-wide state, one child at a time.
    @Suite("Previews that crash or hang")
    struct PreviewProgramTests {
        /// A folder with the script `program` (B's body is `faultyPreview`) and its log.
        struct FakeProgram {
            let folder: URL
            var executable: URL { folder.appendingPathComponent("program") }
            var log: URL { folder.appendingPathComponent("log") }

            init(faultyPreview: String, before: String = "") throws {
                folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-program-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let script = """
                    #!/bin/sh
                    skipped=" "
                    while [ $# -gt 0 ]; do
                        case "$1" in --skip) skipped="$skipped$2 "; shift 2;; *) shift;; esac
                    done
                    echo "warning: said on every run" >&2
                    \(before)
                    for preview in A B C; do
                        case "$skipped" in *" $preview "*) continue;; esac
                        echo "trellis-preview: $preview" >&2
                        if [ $preview = B ]; then
                            \(faultyPreview)
                        fi
                        echo $preview >> '\(log.path)'
                    done
                    """
                try script.write(to: executable, atomically: true, encoding: .utf8)
                chmod(executable.path, 0o755)
            }

            func drawn() -> [String] {
                ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            }

            /// Runs it as `trellis` runs the preview program, collecting what it reports.
            func run(timeout: Double = 60, redraws: Bool = false) throws -> (PreviewProgram.Outcome, [String]) {
                var reported: [String] = []
                var program = PreviewProgram(executable: executable, arguments: ["render"])
                program.timeout = timeout
                program.redrawsFinishedPreviews = redraws
                program.fileIDs = ["TrellisPreviews/Faults.swift": "/app/Faults.swift"]
                program.report = { reported.append($0) }
                let outcome = try program.run()
                return (outcome, reported)
            }
        }

        static let fatalError = """
            echo "TrellisPreviews/Faults.swift:9: Fatal error: boom" >&2
            echo "Current stack trace:" >&2
            echo "0    libswiftCore.so                    0x00007fcab6d5f130 swift_reportError + 33" >&2
            kill -ILL $$
            """

        @Test func aCrashingPreviewIsNamedAndTheOthersAreDrawn() throws {
            let program = try FakeProgram(faultyPreview: Self.fatalError)
            defer { try? FileManager.default.removeItem(at: program.folder) }
            let (outcome, reported) = try program.run()
            #expect(outcome == PreviewProgram.Outcome(
                failures: [PreviewFailure(name: "B", cause: .crashed(signal: SIGILL, message: ["/app/Faults.swift:9: Fatal error: boom"]))],
                previewCount: 3))
            // A was drawn by the first run, C by the second, which skipped A and B.
            #expect(program.drawn() == ["A", "C"])
            #expect(reported == ["warning: said on every run", "error: the preview B crashed: /app/Faults.swift:9: Fatal error: boom"])
        }

        @Test func aHangingPreviewIsStoppedAndTheOthersAreDrawn() throws {
            let program = try FakeProgram(faultyPreview: "sleep 30")
            defer { try? FileManager.default.removeItem(at: program.folder) }
            let start = ContinuousClock.now
            let (outcome, reported) = try program.run(timeout: 1)
            #expect(ContinuousClock.now - start < .seconds(10))
            #expect(outcome == PreviewProgram.Outcome(failures: [PreviewFailure(name: "B", cause: .timedOut(seconds: 1))], previewCount: 3))
            #expect(program.drawn() == ["A", "C"])
            #expect(reported.last == """
                error: the preview B was still being drawn after 1 s, and was stopped (an endless loop in a view's body?). \
                Give it longer with --timeout SECONDS.
                """)
        }

        /// The limit is each preview's: the start and B taking 1.2 s each are not stopped at 2 s.
        @Test func theTimeLimitIsEachPreviews() throws {
            let program = try FakeProgram(faultyPreview: "sleep 1.2", before: "sleep 1.2")
            defer { try? FileManager.default.removeItem(at: program.folder) }
            let (outcome, _) = try program.run(timeout: 2)
            #expect(outcome == PreviewProgram.Outcome(failures: [], previewCount: 3))
            #expect(program.drawn() == ["A", "B", "C"])
        }

        /// JSON is printed at the end, so the run after a crash draws A again.
        @Test func finishedPreviewsAreDrawnAgainWhenTheOutputComesAtTheEnd() throws {
            let program = try FakeProgram(faultyPreview: Self.fatalError)
            defer { try? FileManager.default.removeItem(at: program.folder) }
            let (outcome, _) = try program.run(redraws: true)
            #expect(outcome.failures.map(\.name) == ["B"])
            #expect(program.drawn() == ["A", "A", "C"])
        }

        @Test func aCrashBeforeAnyPreviewEndsTheRun() throws {
            let program = try FakeProgram(faultyPreview: "", before: "echo 'Fatal error: no fonts' >&2; kill -SEGV $$")
            defer { try? FileManager.default.removeItem(at: program.folder) }
            var reported: [String] = []
            var runner = PreviewProgram(executable: program.executable, arguments: ["render"])
            runner.report = { reported.append($0) }
            #expect(throws: ExitCode.failure) { try runner.run() }
            #expect(reported == ["warning: said on every run", "error: the preview program crashed before its first preview: Fatal error: no fonts"])
        }

        /// The program's own failure (a picture it cannot write) is not a crash: no second run.
        @Test func aFailingProgramIsNotRunAgain() throws {
            let program = try FakeProgram(faultyPreview: "echo 'error: cannot write /out/B.png: No space left on device' >&2; exit 1")
            defer { try? FileManager.default.removeItem(at: program.folder) }
            var reported: [String] = []
            var runner = PreviewProgram(executable: program.executable, arguments: ["render"])
            runner.report = { reported.append($0) }
            #expect(throws: ExitCode.failure) { try runner.run() }
            #expect(program.drawn() == ["A"])
            #expect(reported == ["warning: said on every run", "error: cannot write /out/B.png: No space left on device"])
        }

        /// A stopped preview's half-written picture is removed; others' files are left alone.
        @Test func aStoppedPreviewsPartialPictureIsRemoved() throws {
            let program = try FakeProgram(faultyPreview: "touch \"$(dirname \"$0\")/.B.png.1A2B3C4D.trellis-partial\"; sleep 30")
            defer { try? FileManager.default.removeItem(at: program.folder) }
            try Data().write(to: program.folder.appendingPathComponent(".Bee.png.1A2B3C4D.trellis-partial"))
            var runner = PreviewProgram(executable: program.executable, arguments: ["render"])
            runner.timeout = 1
            runner.outputFolder = program.folder
            runner.report = { _ in }
            _ = try runner.run()
            let left = try FileManager.default.contentsOfDirectory(atPath: program.folder.path).filter { $0.hasSuffix(".trellis-partial") }
            #expect(left == [".Bee.png.1A2B3C4D.trellis-partial"])
        }
    }
}

@Suite("What a failed preview's message says")
struct PreviewFailureMessageTests {
    @Test(arguments: [
        (PreviewFailure(name: "Card_Previews-2", cause: .crashed(signal: 4, message: ["/app/Card.swift:12: Fatal error: boom"])),
         "the preview Card_Previews-2 crashed: /app/Card.swift:12: Fatal error: boom"),
        (PreviewFailure(name: "Card_Previews-2", cause: .crashed(signal: 11, message: [])),
         "the preview Card_Previews-2 crashed (signal 11, segmentation fault)"),
        (PreviewFailure(name: "Card", cause: .crashed(signal: 4, message: ["Fatal error: a", "more"])),
         "the preview Card crashed:\nFatal error: a\nmore"),
        (PreviewFailure(name: nil, cause: .crashed(signal: 6, message: [])),
         "the preview program crashed before its first preview (signal 6, abort)"),
        (PreviewFailure(name: "Card", cause: .timedOut(seconds: 2.5)),
         "the preview Card was still being laid out after 2.5 s, and was stopped (an endless loop in a view's body?). Give it longer with --timeout SECONDS."),
        (PreviewFailure(name: nil, cause: .timedOut(seconds: 60)),
         "the preview program had not started its first preview after 60 s, and was stopped (an endless loop in a view's body?). Give it longer with --timeout SECONDS."),
    ] as [(PreviewFailure, String)])
    func message(_ failure: PreviewFailure, _ expected: String) {
        #expect(failure.message(participle: "laid out") == expected)
    }

    @Test(arguments: [
        (["B"], 3, "1 of 3 previews failed (B); the other 2 were drawn"),
        (["A", "C"], 3, "2 of 3 previews failed (A, C); the other one was drawn"),
        (["A"], 1, "the preview failed (A)"),
        (["A", "B"], 2, "all 2 previews failed (A, B)"),
    ] as [([String], Int, String)])
    func summary(_ failed: [String], _ count: Int, _ expected: String) {
        let failures = failed.map { PreviewFailure(name: $0, cause: .crashed(signal: 4, message: [])) }
        #expect(PreviewSession.summary(PreviewProgram.Outcome(failures: failures, previewCount: count), participle: "drawn") == expected)
    }
}
