import Foundation
import Testing
@testable import trellis

@Suite("Slow type-checking")
struct SlowExpressionTests {
    @Test(arguments: [
        ("/p/Sources/TrellisPreviews/Card.swift:12:5: warning: expression took 3210ms to type-check (limit: 2000ms)",
         SlowExpression(path: "/p/Sources/TrellisPreviews/Card.swift", line: 12, column: 5, milliseconds: 3210)),
        ("/a b/My: File.swift:1:20: warning: expression took 2000ms to type-check (limit: 2000ms)",
         SlowExpression(path: "/a b/My: File.swift", line: 1, column: 20, milliseconds: 2000)),
        ("/p/Card.swift:12:5: warning: instance method 'f()' took 3210ms to type-check (limit: 2000ms)", nil),
        ("   |         `- warning: expression took 8ms to type-check (limit: 1ms)", nil),
        ("/p/Card.swift:12:5: error: the compiler is unable to type-check this expression in reasonable time", nil),
        ("[12/40] Compiling TrellisPreviews Card.swift", nil),
    ] as [(String, SlowExpression?)])
    func warningsAreRead(_ line: String, _ expected: SlowExpression?) {
        #expect(SlowExpression(warning: line) == expected)
    }

    @Test func eachExpressionIsNamedOnceWithItsLongestTime() {
        let lines = [
            "/p/A.swift:3:9: warning: expression took 2500ms to type-check (limit: 2000ms)",
            "3 | let x = a + b",
            "/p/A.swift:3:9: warning: expression took 2700ms to type-check (limit: 2000ms)",
            "/p/A.swift:8:1: warning: expression took 12345ms to type-check (limit: 2000ms)",
        ]
        #expect(SlowExpression.all(in: lines) == [
            SlowExpression(path: "/p/A.swift", line: 3, column: 9, milliseconds: 2700),
            SlowExpression(path: "/p/A.swift", line: 8, column: 1, milliseconds: 12345),
        ])
    }

    func build() -> SwiftBuild {
        let package = PreviewPackage(trellisPackage: URL(fileURLWithPath: "/tmp/trellis-checkout"))
        var build = SwiftBuild(package: package, userFile: URL(fileURLWithPath: "/app/Card.swift"), copyName: "Card.swift")
        build.siblingCopies = [package.sourcesDirectory.appendingPathComponent("Sibling2-Model.swift").path: "/app/Model.swift"]
        build.timeLimit = 90
        return build
    }

    @Test func slowExpressionsPointAtTheUsersFiles() {
        let build = build()
        let sources = build.package.sourcesDirectory
        let lines = [
            "\(sources.appendingPathComponent("Card.swift").path):12:5: warning: expression took 3210ms to type-check (limit: 2000ms)",
            "\(sources.appendingPathComponent("Sibling2-Model.swift").path):4:17: warning: expression took 2049ms to type-check (limit: 2000ms)",
            "\(sources.appendingPathComponent("main.swift").path):9:1: warning: expression took 2500ms to type-check (limit: 2000ms)",
            "/tmp/trellis-checkout/Sources/TrellisCore/View.swift:1:1: warning: expression took 2500ms to type-check (limit: 2000ms)",
        ]
        #expect(build.slowExpressionMessages(lines) == [
            "Slow to type-check (3.2 s): /app/Card.swift:12:5 — consider splitting this expression",
            "Slow to type-check (2.0 s): /app/Model.swift:4:17 — consider splitting this expression",
        ])
    }

    @Test func aStoppedBuildNamesTheSlowExpressionsAndTheOption() {
        let build = build()
        let card = build.package.sourcesDirectory.appendingPathComponent("Card.swift").path
        #expect(build.timeLimitMessage(["\(card):7:3: warning: expression took 61000ms to type-check (limit: 2000ms)"], firstBuild: false) == """
            compiling Card.swift took longer than 90 s, and was stopped.
            Slow to type-check (61.0 s): /app/Card.swift:7:3 — consider splitting this expression
            Give it longer with --time-limit SECONDS, or split the expressions named above.
            """)
        #expect(build.timeLimitMessage([], firstBuild: true) == """
            compiling Card.swift took longer than 90 s (this first build also compiles Trellis itself), and was stopped.
            Give it longer with --time-limit SECONDS.
            """)
    }
}

/// The runner `swift build` goes through, tried on small programs. Serialized: it forwards
/// signals through process-wide state, one child at a time.
@Suite("Running a program with a time limit", .serialized)
struct ChildProcessTests {
    @Test func outputLinesAndTheExitStatusComeBack() throws {
        let process = ChildProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "echo one; echo two >&2; printf three; exit 3"])
        var lines: [String] = []
        let status = try process.run(until: .now + .seconds(60)) { lines.append($0) }
        #expect(lines == ["one", "two", "three"])
        #expect(status == 3)
    }

    @Test func aProgramPastItsDeadlineIsStopped() throws {
        let process = ChildProcess(executable: URL(fileURLWithPath: "/bin/sleep"), arguments: ["5"])
        let start = ContinuousClock.now
        #expect(throws: ChildProcess.TimedOut.self) { try process.run(until: .now + .seconds(1)) { _ in } }
        #expect(ContinuousClock.now - start < .seconds(4.5))
    }

    /// A program that ignores SIGTERM, and its child, are killed with the whole group.
    @Test func theProgramsChildrenAreStoppedWithIt() throws {
        let process = ChildProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "trap '' TERM; sleep 30 & echo $!; wait"])
        var lines: [String] = []
        let start = ContinuousClock.now
        #expect(throws: ChildProcess.TimedOut.self) { try process.run(until: .now + .seconds(1)) { lines.append($0) } }
        #expect(ContinuousClock.now - start < .seconds(10))
        let child = try #require(lines.first.flatMap { pid_t($0) })
        #expect(Self.hasEnded(child))
    }

    /// Gone, or a zombie waiting for its new parent to reap it.
    static func hasEnded(_ pid: pid_t) -> Bool {
        for _ in 0..<100 {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            if stat.split(separator: ")").last?.split(separator: " ").first == "Z" { return true }
            usleep(20_000)
        }
        return false
    }

    @Test func aMissingProgramIsAUserError() {
        let process = ChildProcess(executable: URL(fileURLWithPath: "/nonexistent/swift"), arguments: [])
        #expect(throws: UserError.self) { try process.run(until: .now + .seconds(5)) { _ in } }
    }
}
