import Foundation
import Testing
import Hummingbird
@testable import trellis

@Suite("trellis serve's parts")
struct ServeTests {
    @Test(arguments: [
        (PreviewQuery(), "{}"),
        (PreviewQuery(device: "", width: "", height: ""), "{}"),
        (PreviewQuery(device: "iPhone 16 Pro", width: "390.5", height: "700", colorScheme: "dark", dynamicTypeSize: "xxLarge"),
         #"{"colorScheme":"dark","device":"iPhone 16 Pro","dynamicTypeSize":"xxLarge","height":700,"width":390.5}"#),
        (PreviewQuery(os: "26"), #"{"os":"26"}"#),
        (PreviewQuery(os: "17"), #"{"os":"17"}"#),
        (PreviewQuery(event: .init(kind: "tap", preview: "Counter", x: "120.5", y: "300")),
         #"{"event":{"kind":"tap","preview":"Counter","x":120.5,"y":300}}"#),
        (PreviewQuery(os: "26", event: .init(kind: "type", preview: "Login", text: "a\"b")),
         #"{"event":{"kind":"type","preview":"Login","text":"a\"b"},"os":"26"}"#),
        (PreviewQuery(event: .init(kind: "reset")), #"{"event":{"kind":"reset"}}"#),
        (PreviewQuery(event: .init(kind: "scroll", preview: "List", x: "10", y: "20", dx: "0", dy: "-53.5")),
         #"{"event":{"dx":0,"dy":-53.5,"kind":"scroll","preview":"List","x":10,"y":20}}"#),
        (PreviewQuery(event: .init(kind: "drag", preview: "Volume", x: "20", y: "17", toX: "164.5", toY: "-3")),
         #"{"event":{"kind":"drag","preview":"Volume","toX":164.5,"toY":-3,"x":20,"y":17}}"#),
        (PreviewQuery(event: .init(kind: "submit", preview: "Login", x: "5", text: "ignored")), #"{"event":{"kind":"submit","preview":"Login"}}"#),
    ] as [(PreviewQuery, String)])
    func queriesBecomeRequests(_ query: PreviewQuery, _ json: String) {
        #expect(query.request() == .success(json))
    }

    /// Nothing but names Trellis knows and sizes within bounds reaches the preview program.
    @Test(arguments: [
        (PreviewQuery(device: "../../etc/passwd"), "no device called ../../etc/passwd"),
        (PreviewQuery(width: "300"), "give the canvas's width and height together"),
        (PreviewQuery(width: "300", height: "nan"), "the canvas must be 1 to 10000 points on each side, not 300 × nan"),
        (PreviewQuery(width: "1e9", height: "10"), "the canvas must be 1 to 10000 points on each side, not 1e9 × 10"),
        (PreviewQuery(width: "0", height: "10"), "the canvas must be 1 to 10000 points on each side, not 0 × 10"),
        (PreviewQuery(colorScheme: "Dark"), "unknown color scheme Dark"),
        (PreviewQuery(dynamicTypeSize: "huge"), "unknown Dynamic Type size huge"),
        (PreviewQuery(os: "22"), "unknown iOS version 22 (18 or 26)"),
        (PreviewQuery(os: "26; rm"), "unknown iOS version 26; rm (18 or 26)"),
        (PreviewQuery(event: .init(kind: "fling", preview: "A")), "an event is one of tap, drag, type, delete, submit, scroll, reset, not fling"),
        (PreviewQuery(event: .init(kind: "drag", preview: "A", toX: "3", toY: "4")), "a drag needs a point: x and y within 100000 points"),
        (PreviewQuery(event: .init(kind: "drag", preview: "A", x: "1", y: "2", toX: "3")), "a drag needs where it ends: toX and toY within 100000 points"),
        (PreviewQuery(event: .init(kind: "drag", preview: "A", x: "1", y: "2", toX: "inf", toY: "4")),
         "a drag needs where it ends: toX and toY within 100000 points"),
        (PreviewQuery(event: .init(kind: "scroll", preview: "A", x: "1", y: "2", dy: "3")), "a scroll needs a distance: dx and dy within 100000 points"),
        (PreviewQuery(event: .init(kind: "scroll", preview: "A", dx: "1", dy: "2")), "a scroll needs a point: x and y within 100000 points"),
        (PreviewQuery(event: .init(kind: "tap", x: "1", y: "2")), "say which preview the tap is for"),
        (PreviewQuery(event: .init(kind: "tap", preview: "A", x: "1")), "a tap needs a point: x and y within 100000 points"),
        (PreviewQuery(event: .init(kind: "tap", preview: "A", x: "nan", y: "2")), "a tap needs a point: x and y within 100000 points"),
        (PreviewQuery(event: .init(kind: "tap", preview: "A", x: "1e9", y: "2")), "a tap needs a point: x and y within 100000 points"),
        (PreviewQuery(event: .init(kind: "type", preview: "A", text: "")), "typing needs 1 to 1000 characters of text"),
        (PreviewQuery(event: .init(kind: "type", preview: "A", text: String(repeating: "x", count: 1001))),
         "typing needs 1 to 1000 characters of text"),
    ] as [(PreviewQuery, String)])
    func badQueriesAreRefused(_ query: PreviewQuery, _ message: String) {
        #expect(query.request() == .failure(PreviewQuery.Mistake(message: message)))
    }

    @Test(arguments: [
        ("127.0.0.1:8040", true), ("localhost:8040", true), ("LOCALHOST", true), ("[::1]:8040", true), ("127.0.0.1", true),
        ("evil.example:8040", false), ("127.0.0.1.evil.example:8040", false), ("[::2]:8040", false), ("[::1", false), ("", false),
    ])
    func onlyLoopbackHostsAreServed(_ authority: String, _ served: Bool) {
        #expect(LoopbackHostMiddleware<Hummingbird.BasicRequestContext>.isLoopback(authority) == served)
    }

    @Test func theProgramsAnswerIsSplicedIntoTheReply() throws {
        let reply = ServeSession.reply(generation: 3, messages: ["warning: \"x\""], answer: #"{"previews":[]}"#)
        #expect(reply == #"{"generation":3,"messages":["warning: \"x\""],"answer":{"previews":[]}}"#)
        #expect(ServeSession.reply(generation: 0, messages: [], answer: nil) == #"{"generation":0,"messages":[],"answer":null}"#)
        #expect(try JSONSerialization.jsonObject(with: Data(reply.utf8)) is [String: Any])
    }

    private func noticed(_ watcher: inout FileWatcher) -> Bool {
        watcher.changed()
    }

    @Test func savingAFileIsNoticedWhicheverWayTheEditorWritesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("View.swift")
        try "one".write(to: file, atomically: false, encoding: .utf8)
        var watcher = FileWatcher(paths: [file.path])
        #expect(!noticed(&watcher))
        // In place, with a new size.
        try "three".write(to: file, atomically: false, encoding: .utf8)
        #expect(noticed(&watcher))
        #expect(!noticed(&watcher))
        // A new file renamed over the old one, same size and (possibly) the same second.
        try "thr3e".write(to: file, atomically: true, encoding: .utf8)
        #expect(noticed(&watcher))
        try FileManager.default.removeItem(at: file)
        #expect(noticed(&watcher))
        #expect(watcher.stamps == [nil])
    }

    @Test func aPageOpenedLaterIsToldTheCurrentState() async {
        let events = ServeEvents()
        await events.publish(#"{"status":"building"}"#)
        await events.publish(#"{"status":"ready"}"#)
        var iterator = await events.subscribe().makeAsyncIterator()
        let first = await iterator.next()
        #expect(first == #"{"status":"ready"}"#)
        await events.publish(#"{"status":"failed"}"#)
        let second = await iterator.next()
        #expect(second == #"{"status":"failed"}"#)
        #expect(ServeEvents.event("{}") == "event: state\ndata: {}\n\n")
    }
}

/// The kept-running preview program, played by a shell script: it names a preview on standard
/// error as the real one does, then answers, crashes or hangs.
@Suite("trellis serve's preview program")
struct LiveProgramTests {
    /// A script standing in for the preview program: for each request line it names "Good",
    /// then "Bad" unless `--skip Bad` was given, and `bad` says what "Bad" does.
    func program(bad: String) throws -> URL {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-live-\(UUID().uuidString).sh")
        try """
            #!/bin/sh
            skip=no
            for argument in "$@"; do [ "$argument" = Bad ] && skip=yes; done
            while read -r request; do
              echo "trellis-preview: Good" >&2
              if [ $skip = no ]; then
                echo "trellis-preview: Bad" >&2
                \(bad)
              fi
              echo "warning: drawn for $request" >&2
              echo '{"previews":["Good"]}'
            done

            """.write(to: script, atomically: true, encoding: .utf8)
        return script
    }

    /// The script run by the shell (not executed itself: a file just written may still be open
    /// in a process another test is starting, and executing it would fail with ETXTBSY).
    func live(bad: String, timeout: Double) throws -> LiveProgram {
        LiveProgram(executable: URL(fileURLWithPath: "/bin/sh"), arguments: [try program(bad: bad).path], timeout: timeout, fileIDs: [:])
    }

    @Test func anAnswerComesWithTheProgramsWarnings() async throws {
        let live = try live(bad: ":", timeout: 10)
        defer { live.stop() }
        let reply = await live.ask("{}")
        #expect(reply.answer == #"{"previews":["Good"]}"#)
        // The warning may arrive just after the answer; the next request collects it then.
        let next = await live.ask("{}")
        #expect(next.answer == #"{"previews":["Good"]}"#)
        #expect((reply.messages + next.messages).contains("warning: drawn for {}"))
    }

    @Test func aCrashingPreviewIsNamedAndLeftOut() async throws {
        let live = try live(bad: #"echo "Bad.swift:3: Fatal error: no body" >&2; kill -ABRT $$"#, timeout: 10)
        defer { live.stop() }
        let reply = await live.ask("{}")
        #expect(reply.answer == #"{"previews":["Good"]}"#)
        #expect(reply.messages.contains("error: the preview Bad crashed: Bad.swift:3: Fatal error: no body"))
        // The program runs on without it.
        let next = await live.ask("{}")
        #expect(next.answer == #"{"previews":["Good"]}"#)
        #expect(!next.messages.contains { $0.hasPrefix("error:") })
    }

    @Test func aHangingPreviewIsStoppedAndLeftOut() async throws {
        let live = try live(bad: "while :; do :; done", timeout: 0.5)
        defer { live.stop() }
        let reply = await live.ask("{}")
        #expect(reply.answer == #"{"previews":["Good"]}"#)
        #expect(reply.messages.contains { $0.hasPrefix("error: the preview Bad was still being drawn after 0.5 s, and was stopped") })
    }

    @Test func aProgramThatCannotStartIsReported() async {
        let live = LiveProgram(executable: URL(fileURLWithPath: "/nonexistent/TrellisPreviews"), arguments: [], timeout: 1, fileIDs: [:])
        let reply = await live.ask("{}")
        #expect(reply.answer == nil)
        #expect(reply.messages == ["error: could not run the preview program: No such file or directory"])
    }
}

@Suite("trellis serve on a folder")
struct PreviewFolderTests {
    @Test func theFilesWithPreviewsAreOffered() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Views/Card.swift": "import SwiftUI\nstruct Card_Previews: PreviewProvider { static var previews: some View { Text(\"a\") } }\n",
            "Views/Row.swift": "import SwiftUI\n#Preview { Text(\"b\") }\n",
            "Model.swift": "struct Model { var name = \"PreviewProvider\" }\n",
            ".build/checkouts/Other.swift": "#Preview { Text(\"c\") }\n",
            "App.swift": "import SwiftUI\n#Preview(\"First\") { Text(\"d\") }\n",
        ]
        for (path, source) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        let found = PreviewFolder.previewFiles(in: folder)
        #expect(found.map { PreviewFolder.relativePath(of: $0, in: folder) } == ["App.swift", "Views/Card.swift", "Views/Row.swift"])
    }
}
