import Foundation
import Testing

/// Previews that respond, in `trellis serve` driven by a real headless browser: clicks tap the
/// preview (a counter's button, a toggle), a press moved drags it (a slider), keys type into
/// the field a click focused, and "Reset state" brings the first state back. Every event is answered by a new picture; none is
/// lost when they come faster than the answers.
///
/// Like ``ServeEndToEndTests`` it builds Trellis into the preview package, so it runs only
/// with TRELLIS_E2E=1 (`.ci/run` sets it).
@Suite(
    "trellis serve: previews that respond, in a browser",
    .enabled(if: ProcessInfo.processInfo.environment["TRELLIS_E2E"] == "1", "builds Trellis and needs chromium: set TRELLIS_E2E=1"),
    .serialized)
struct ServeInteractionEndToEndTests {
    static let source = """
        import SwiftUI

        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack(spacing: 20) {
                    Text("Count: \\(count)")
                    Button("Add one") { count += 1 }
                }
                .padding()
            }
        }

        struct SignIn: View {
            @State private var email = ""
            @State private var remember = false
            @State private var sent = false
            var body: some View {
                VStack(spacing: 16) {
                    TextField("Email", text: $email).textFieldStyle(.roundedBorder).onSubmit { sent = true }
                    Text(email.contains("@") ? "Valid address" : "Not an address yet")
                    Toggle("Remember me", isOn: $remember)
                    Text(remember ? "Remembered" : "Not remembered")
                    Text(sent ? "Sent \\(email)" : "Not sent")
                }
                .padding()
                .frame(width: 320)
            }
        }

        struct Rows: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<40, id: \\.self) { row in Text("Row \\(row)").frame(width: 200, height: 40) }
                    }
                }
                .frame(width: 200, height: 200)
            }
        }

        struct Chores: View {
            struct Chore: Identifiable { let id: Int; var title: String; var done = false }
            @State private var chores: [Chore] = []
            @State private var draft = ""
            @State private var made = 0
            var body: some View {
                VStack(spacing: 12) {
                    HStack {
                        TextField("New chore", text: $draft).textFieldStyle(.roundedBorder)
                        Button("Add") { made += 1; chores.append(Chore(id: made, title: draft)); draft = "" }.disabled(draft.isEmpty)
                    }
                    ForEach($chores) { $chore in
                        HStack {
                            Button(chore.done ? "Done: \\(chore.title)" : "To do: \\(chore.title)") { chore.done.toggle() }
                            Spacer()
                            Button("Delete \\(chore.title)") { chores.removeAll { $0.id == chore.id } }
                        }
                    }
                    Text("\\(chores.filter(\\.done).count) of \\(chores.count) done")
                }
                .padding()
                .frame(width: 320)
            }
        }

        struct Inbox: View {
            @State private var composing = false
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Message 1") { Text("Body of message 1").navigationTitle("Message 1") }
                        NavigationLink("Message 2") { Text("Body of message 2").navigationTitle("Message 2") }
                    }
                    .navigationTitle("Inbox")
                    .toolbar { Button("Compose") { composing = true } }
                    .sheet(isPresented: $composing) { Compose() }
                }
            }
        }

        struct Compose: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                VStack(spacing: 20) {
                    Text("New message")
                    Button("Cancel") { dismiss() }
                }
            }
        }

        struct Mixer: View {
            @State private var volume = 0.0
            var body: some View {
                VStack(spacing: 12) {
                    Slider(value: $volume, in: 0...100, step: 1).frame(width: 228).accessibilityIdentifier("volume")
                    Text("Volume \\(Int(volume))")
                }
                .padding()
            }
        }

        #Preview("Counter", traits: .sizeThatFitsLayout) { Counter() }
        #Preview("Sign in", traits: .sizeThatFitsLayout) { SignIn() }
        #Preview("Rows", traits: .sizeThatFitsLayout) { Rows() }
        #Preview("Chores", traits: .sizeThatFitsLayout) { Chores() }
        #Preview("Inbox") { Inbox() }
        #Preview("Mixer", traits: .sizeThatFitsLayout) { Mixer() }
        """

    /// The texts a preview shows, in order.
    private func texts(_ browser: HeadlessChromium, _ preview: Int) throws -> [String] {
        try browser.evaluate("trellis.previews[\(preview)].layout.views.filter((v) => v.text).map((v) => v.text)") as? [String] ?? []
    }

    /// Clicks the middle of the view of preview `preview` showing `text` (the deepest such view).
    private func click(_ browser: HeadlessChromium, _ preview: Int, on text: String) throws {
        let point = try #require(
            try browser.evaluate("""
                (() => {
                  const preview = trellis.previews[\(preview)];
                  const name = \(Self.quoted(text));
                  const view = preview.layout.views.filter((v) => v.text === name || (v.identifiers || []).includes(name)).pop();
                  const element = document.querySelectorAll('.card .canvas')[\(preview)];
                  element.scrollIntoView({ block: 'center' });
                  const canvas = element.getBoundingClientRect();
                  return view ? [canvas.left + preview.window.x + view.frame.x + view.frame.width / 2,
                                 canvas.top + preview.window.y + view.frame.y + view.frame.height / 2] : null;
                })()
                """) as? [Double], "no view shows \(text)")
        try browser.mouse("mouseMoved", x: point[0], y: point[1])
        try browser.mouse("mousePressed", x: point[0], y: point[1], button: "left")
        try browser.mouse("mouseReleased", x: point[0], y: point[1], button: "left")
    }

    private func key(_ browser: HeadlessChromium, _ key: String) throws {
        let text = key.count == 1 ? key : (key == "Enter" ? "\r" : "")
        var down: [String: Any] = ["type": "keyDown", "key": key]
        if !text.isEmpty { down["text"] = text }
        if key == "Backspace" { down["windowsVirtualKeyCode"] = 8 }
        if key == "Enter" { down["windowsVirtualKeyCode"] = 13 }
        try browser.send("Input.dispatchKeyEvent", down)
        try browser.send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key])
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    @Test func tapsAndTypingRedrawThePreview() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-serve-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Live.swift")
        try Self.source.write(to: file, atomically: false, encoding: .utf8)
        let shots = ProcessInfo.processInfo.environment["TRELLIS_E2E_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
            ?? folder.appendingPathComponent("screenshots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)

        let server = try ServeProcess(file: file)
        defer { server.interrupt() }
        let url = try server.waitForURL(timeout: 60)
        let browser = try HeadlessChromium(width: 1400, height: 1000)
        try browser.navigate(to: url)
        try browser.wait(for: "document.querySelectorAll('#previews .card svg').length === 6", timeout: 1500)
        #expect(try texts(browser, 0).contains("Count: 0"))

        // One click: one event, answered by a new picture.
        try click(browser, 0, on: "Add one")
        try browser.wait(for: "trellis.events === 1 && !trellis.inFlight", timeout: 30)
        #expect(try texts(browser, 0).contains("Count: 1"))
        #expect(try browser.evaluate("trellis.lastEvent.outcome") as? String == "tapped “Add one”")
        let tapToPicture = try #require(try browser.evaluate("trellis.lastEvent.roundTripMs") as? Double)

        // Three clicks faster than the answers: queued, none lost.
        for _ in 0..<3 { try click(browser, 0, on: "Add one") }
        try browser.wait(for: "trellis.events === 4 && !trellis.inFlight", timeout: 30)
        #expect(try texts(browser, 0).contains("Count: 4"))
        try browser.screenshot(to: shots.appendingPathComponent("live-1-counter.png"))

        // The toggle flips; a click on the field focuses it and keys type into it.
        try click(browser, 1, on: "Remember me")
        try browser.wait(for: "trellis.events === 5 && !trellis.inFlight", timeout: 30)
        #expect(try texts(browser, 1).contains("Remembered"))
        try click(browser, 1, on: "Email")
        try browser.wait(for: "trellis.events === 6 && !trellis.inFlight && trellis.previews[1].editing === 'Email'", timeout: 30)
        try browser.evaluate("document.querySelectorAll('.card .canvas')[1].focus()")
        // Two keys at once, then one at a time after each new picture (the canvas, drawn anew,
        // keeps the keyboard focus).
        try key(browser, "a")
        try key(browser, "d")
        try browser.wait(for: "trellis.events === 8 && !trellis.inFlight", timeout: 30)
        for (offset, character) in "a@x".enumerated() {
            try key(browser, String(character))
            try browser.wait(for: "trellis.events === \(9 + offset) && !trellis.inFlight", timeout: 30)
        }
        try key(browser, "Backspace")
        try key(browser, "y")
        try browser.wait(for: "trellis.events === 13 && !trellis.inFlight", timeout: 30)
        let typed = try texts(browser, 1)
        #expect(typed.contains("ada@y") && typed.contains("Valid address"))
        try key(browser, "Enter")
        try browser.wait(for: "trellis.events === 14 && !trellis.inFlight", timeout: 30)
        #expect(try texts(browser, 1).contains("Sent ada@y"))
        let keyToPicture = try #require(try browser.evaluate("trellis.lastEvent.roundTripMs") as? Double)
        try browser.screenshot(to: shots.appendingPathComponent("live-2-sign-in.png"))

        // The scroll wheel over the rows: two turns of 60 points, the content 120 higher.
        let rowsTop = try #require(try browser.evaluate("trellis.previews[2].layout.views.find((v) => v.text === 'Row 0').frame.y") as? Double)
        let wheel = try #require(
            try browser.evaluate("""
                (() => { const r = document.querySelectorAll('.card .canvas')[2].getBoundingClientRect();
                         return [r.left + r.width / 2, r.top + r.height / 2]; })()
                """) as? [Double])
        for _ in 0..<2 {
            try browser.send("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": wheel[0], "y": wheel[1], "deltaX": 0, "deltaY": 60])
        }
        try browser.wait(for: "!trellis.inFlight && trellis.previews[2].layout.views.find((v) => v.text === 'Row 0').frame.y === \(rowsTop - 120)", timeout: 30)
        try browser.screenshot(to: shots.appendingPathComponent("live-3-scrolled.png"))

        // A to-do list: add two chores by typing and tapping Add, mark one done, delete the other.
        func add(_ title: String) throws {
            let before = try #require(try browser.evaluate("trellis.events") as? Int)
            try click(browser, 3, on: "New chore")
            try browser.wait(for: "trellis.events === \(before + 1) && !trellis.inFlight && trellis.previews[3].editing === 'New chore'", timeout: 30)
            try browser.evaluate("document.querySelectorAll('.card .canvas')[3].focus()")
            for (offset, character) in title.enumerated() {
                try key(browser, String(character))
                try browser.wait(for: "trellis.events === \(before + 2 + offset) && !trellis.inFlight", timeout: 30)
            }
            try click(browser, 3, on: "Add")
            try browser.wait(for: "trellis.events === \(before + 2 + title.count) && !trellis.inFlight", timeout: 30)
        }
        try add("Dishes")
        try add("Plants")
        #expect(try texts(browser, 3).contains("0 of 2 done"))
        var done = try #require(try browser.evaluate("trellis.events") as? Int)
        try click(browser, 3, on: "To do: Dishes")
        try browser.wait(for: "trellis.events === \(done + 1) && !trellis.inFlight", timeout: 30)
        #expect(try texts(browser, 3).contains("Done: Dishes") && texts(browser, 3).contains("1 of 2 done"))
        done += 1
        try click(browser, 3, on: "Delete Plants")
        try browser.wait(for: "trellis.events === \(done + 1) && !trellis.inFlight", timeout: 30)
        let chores = try texts(browser, 3)
        #expect(chores.contains("1 of 1 done") && !chores.contains("To do: Plants"))
        try browser.screenshot(to: shots.appendingPathComponent("live-4-chores.png"))

        // A navigation push and back, a sheet presented and dismissed from inside it.
        var events = try #require(try browser.evaluate("trellis.events") as? Int)
        func tap(_ name: String) throws {
            try click(browser, 4, on: name)
            events += 1
            try browser.wait(for: "trellis.events === \(events) && !trellis.inFlight", timeout: 30)
        }
        #expect(try texts(browser, 4).contains("Inbox"))
        try tap("Message 1")
        #expect(try texts(browser, 4).contains("Body of message 1") && !texts(browser, 4).contains("Message 2"))
        try browser.screenshot(to: shots.appendingPathComponent("live-5-pushed.png"))
        try tap("Back")
        #expect(try texts(browser, 4).contains("Message 2") && !texts(browser, 4).contains("Body of message 1"))
        try tap("Compose")
        #expect(try texts(browser, 4).contains("New message"))
        try browser.screenshot(to: shots.appendingPathComponent("live-6-sheet.png"))
        try tap("Cancel")
        #expect(try !texts(browser, 4).contains("New message"))

        // The slider dragged with the mouse: pressed left of its middle, moved in steps, released
        // on its middle (the value half way, whatever the thumb's width), then past its end.
        #expect(try texts(browser, 5).contains("Volume 0"))
        let slider = try #require(
            try browser.evaluate("""
                (() => {
                  const preview = trellis.previews[5];
                  const view = preview.layout.views.filter((v) => (v.identifiers || []).includes('volume')).pop();
                  const element = document.querySelectorAll('.card .canvas')[5];
                  element.scrollIntoView({ block: 'center' });
                  const canvas = element.getBoundingClientRect();
                  return [canvas.left + preview.window.x + view.frame.x, canvas.top + preview.window.y + view.frame.y,
                          view.frame.width, view.frame.height];
                })()
                """) as? [Double])
        let middle = (x: slider[0] + slider[2] / 2, y: slider[1] + slider[3] / 2)
        func drag(from start: Double, to end: Double) throws {
            try browser.mouse("mouseMoved", x: start, y: middle.y)
            try browser.mouse("mousePressed", x: start, y: middle.y, button: "left")
            for step in 1...4 { try browser.mouse("mouseMoved", x: start + (end - start) * Double(step) / 4, y: middle.y, button: "left") }
            try browser.mouse("mouseReleased", x: end, y: middle.y, button: "left")
        }
        try drag(from: slider[0] + 30, to: middle.x)
        events += 1
        try browser.wait(for: "trellis.events === \(events) && !trellis.inFlight", timeout: 30)
        #expect(try texts(browser, 5).contains("Volume 50"))
        #expect(try browser.evaluate("trellis.lastEvent.kind") as? String == "drag")
        #expect(try browser.evaluate("trellis.lastEvent.outcome") as? String == "dragged “volume”")
        let dragToPicture = try #require(try browser.evaluate("trellis.lastEvent.roundTripMs") as? Double)
        try browser.screenshot(to: shots.appendingPathComponent("live-7-slider.png"))
        // Past the end, then a move of 2 pixels (a click, which a slider does not act on): the
        // drag is not taken for a click, and the click changes nothing.
        try drag(from: middle.x, to: slider[0] + slider[2] + 40)
        try drag(from: middle.x, to: middle.x + 2)
        events += 2
        try browser.wait(for: "trellis.events === \(events) && !trellis.inFlight", timeout: 30)
        #expect(try texts(browser, 5).contains("Volume 100"))
        #expect(try browser.evaluate("trellis.lastEvent.kind") as? String == "tap")
        let beforeReset = try #require(try browser.evaluate("trellis.events") as? Int)

        // Reset: every preview back to its first state; the inspector still reads the new layout.
        try browser.evaluate("document.querySelector('#resetState').click()")
        try browser.wait(for: "trellis.events === \(beforeReset + 1) && !trellis.inFlight", timeout: 30)
        #expect(try texts(browser, 0).contains("Count: 0"))
        #expect(try texts(browser, 1).contains("Not an address yet"))
        #expect(try browser.evaluate("trellis.previews[2].layout.views.find((v) => v.text === 'Row 0').frame.y") as? Double == rowsTop)
        #expect(try texts(browser, 3).contains("0 of 0 done"))
        #expect(try texts(browser, 5).contains("Volume 0"))
        print("trellis serve: tap to new picture \(String(format: "%.1f", tapToPicture)) ms, key to new picture \(String(format: "%.1f", keyToPicture)) ms, drag to new picture \(String(format: "%.1f", dragToPicture)) ms")
    }
}
