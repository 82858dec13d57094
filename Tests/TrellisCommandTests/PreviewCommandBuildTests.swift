import Foundation
import Testing
@testable import trellis

extension ChildProcessTests {
    /// `trellis` itself on real files: it compiles them with Trellis, the first time Trellis too (a
    /// few minutes on two cores; seconds after that), so these run only with TRELLIS_SLOW_TESTS=1.
    /// In `ChildProcessTests`, whose tests run one at a time (signals are forwarded through
    /// process-wide state).
    @Suite(
        "The command on files that crash or hang",
        .enabled(if: ProcessInfo.processInfo.environment["TRELLIS_SLOW_TESTS"] == "1", "compiles Trellis: set TRELLIS_SLOW_TESTS=1"))
    struct PreviewCommandBuildTests {
        /// The `trellis` program built beside the tests.
        static var trellis: URL {
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis")
        }

        /// Runs `trellis ARGUMENTS` on `source` (written to a temporary Faults.swift: FILE in the
        /// arguments; FOLDER stands for its folder), returning its output and error lines together,
        /// its exit status, and the file's folder.
        func run(_ source: String, _ arguments: [String]) throws -> (lines: [String], status: Int32, folder: URL) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-faults-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("Faults.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            try #require(FileManager.default.isExecutableFile(atPath: Self.trellis.path), "build the trellis program first (swift build)")
            var lines: [String] = []
            let arguments = arguments.map { $0 == "FILE" ? file.path : $0.replacingOccurrences(of: "FOLDER", with: folder.path) }
            let status = try ChildProcess(executable: Self.trellis, arguments: arguments).run(until: .now + .seconds(1200)) { lines.append($0) }
            return (lines, status, folder)
        }

        @Test func aTrappingPreviewIsNamedAndTheOthersAreDrawn() throws {
            let source = """
                import SwiftUI

                struct Faults_Previews: PreviewProvider {
                    static var previews: some View {
                        Text("one")
                        Broken()
                        Text("three")
                    }
                }

                struct Broken: View {
                    var body: some View {
                        fatalError("Broken has no body")
                    }
                }

                """
            let (lines, status, folder) = try run(source, ["preview", "FILE", "--out", "FOLDER/out"])
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(status == 1, "\(lines.joined(separator: "\n"))")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
                == ["Faults_Previews-1.png", "Faults_Previews-3.png"])
            #expect(lines.contains("error: the preview Faults_Previews-2 crashed: \(folder.path)/Faults.swift:13: Fatal error: Broken has no body"))
            #expect(lines.last == "error: 1 of 3 previews failed (Faults_Previews-2); the other 2 were drawn")
        }

        @Test func aHangingPreviewIsStoppedAndTheCanvasSettingsReachTheOthers() throws {
            let source = """
                import SwiftUI

                struct Scheme: View {
                    @Environment(\\.colorScheme) var colorScheme
                    @Environment(\\.dynamicTypeSize) var size
                    var body: some View {
                        VStack {
                            Text(colorScheme == .dark ? "dark" : "light")
                            Text(size == .xxLarge ? "xxLarge" : "other")
                        }
                    }
                }

                struct Endless: View {
                    var body: some View {
                        var count = 0
                        while count >= 0 { count = (count + 1) % 10 }
                        return Text("never")
                    }
                }

                #Preview("Scheme") { Scheme() }
                #Preview("Endless") { Endless() }

                """
            let (lines, status, folder) = try run(
                source, ["layout", "FILE", "--json", "--color-scheme", "dark", "--dynamic-type", "xxLarge", "--timeout", "5"])
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(status == 1, "\(lines.joined(separator: "\n"))")
            #expect(lines.contains { $0.contains(#""text" : "dark""#) })
            #expect(lines.contains { $0.contains(#""text" : "xxLarge""#) })
            #expect(lines.contains(
                "error: the preview Endless was still being laid out after 5 s, and was stopped (an endless loop in a view's body?). "
                    + "Give it longer with --timeout SECONDS."))
            #expect(lines.last == "error: 1 of 2 previews failed (Endless); the other one was laid out")
        }
    }
}
