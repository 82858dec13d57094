import Foundation
import Testing

/// `trellis serve` driven as a person would, in a real headless browser (Debian's chromium):
/// the page loads and shows the previews, pointing at a view shows its proposal and size,
/// saving the file redraws the page, a compile error is shown while the last pictures stay,
/// dragging a canvas's corner lays the previews out again, and Ctrl-C stops everything.
///
/// It builds Trellis into the preview package the first time (minutes), so it runs only with
/// TRELLIS_E2E=1 (CI sets it: `.ci/run`). Screenshots go to $TRELLIS_E2E_SCREENSHOTS (else a
/// temporary folder), and the measured times are printed.
@Suite(
    "trellis serve in a browser",
    .enabled(if: ProcessInfo.processInfo.environment["TRELLIS_E2E"] == "1", "builds Trellis and needs chromium: set TRELLIS_E2E=1"),
    .serialized)
struct ServeEndToEndTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func thePageShowsInspectsRedrawsAndResizes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-serve-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ExamineScenarios.swift")
        let original = try String(contentsOf: Self.package.appendingPathComponent("Examples/Previews/ExamineScenarios.swift"), encoding: .utf8)
        try original.write(to: file, atomically: false, encoding: .utf8)
        // Served as a folder: the page offers its files with previews, the first shown.
        try "import SwiftUI\n\nstruct Second_Previews: PreviewProvider {\n    static var previews: some View { Text(\"Second\").padding() }\n}\n"
            .write(to: folder.appendingPathComponent("Second.swift"), atomically: false, encoding: .utf8)
        let shots = ProcessInfo.processInfo.environment["TRELLIS_E2E_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
            ?? folder.appendingPathComponent("screenshots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)

        let server = try ServeProcess(file: folder)
        defer { server.interrupt() }
        let url = try server.waitForURL(timeout: 60)
        let browser = try HeadlessChromium(width: 1400, height: 1000)
        try browser.navigate(to: url)

        // The first build compiles Trellis into the preview package: minutes on a cold machine.
        try browser.wait(for: "document.querySelectorAll('#previews .card svg').length === 3", timeout: 1500)
        #expect(try browser.evaluate("document.querySelector('#status').textContent") as? String == "Build 1")
        #expect(try browser.evaluate("document.querySelector('#previews .card .name').textContent") as? String == "BothMinAndMax_Previews")
        // `.sizeThatFits`: the first preview's canvas is its VStack's size, 300 + 2 × 32 wide.
        #expect(try browser.evaluate("document.querySelector('#previews .card svg').getAttribute('width')") as? String == "364")
        try browser.screenshot(to: shots.appendingPathComponent("1-loaded.png"))

        // Point at the first scenario (parent 75 wide, content 150, minWidth 100, maxWidth 200),
        // then go up to its flexible frame: proposed 75, it chooses 100 (its minimum).
        let scenario = try #require(
            try browser.evaluate("""
                (() => {
                  const views = trellis.previews[0].layout.views;
                  const frame = views.find((v) => v.kind === 'FlexibleFrame');
                  const canvas = document.querySelector('.card .canvas').getBoundingClientRect();
                  const window = trellis.previews[0].window;
                  return frame ? [canvas.left + window.x + frame.frame.x + 5, canvas.top + window.y + frame.frame.y + 50, frame.index] : null;
                })()
                """) as? [Double])
        try browser.mouse("mouseMoved", x: scenario[0], y: scenario[1])
        try browser.wait(for: "trellis.selected !== null", timeout: 5)
        try browser.evaluate("document.querySelector('.card .canvas').focus()")
        // Up the ancestors until the flexible frame is selected.
        for _ in 0..<20 {
            if try browser.evaluate("trellis.selected.view") as? Int == Int(scenario[2]) { break }
            try browser.send("Input.dispatchKeyEvent", ["type": "keyDown", "key": "ArrowUp", "code": "ArrowUp", "windowsVirtualKeyCode": 38])
            try browser.send("Input.dispatchKeyEvent", ["type": "keyUp", "key": "ArrowUp", "code": "ArrowUp", "windowsVirtualKeyCode": 38])
        }
        #expect(try browser.evaluate("document.querySelector('#inspector-proposal').textContent") as? String == "75 × 100")
        #expect(try browser.evaluate("document.querySelector('#inspector-size').textContent") as? String == "100 × 100")
        #expect(try browser.evaluate("document.querySelector('#inspector-frame-parent').textContent") as? String == "(0, 0) 100 × 100")
        try browser.screenshot(to: shots.appendingPathComponent("2-inspector.png"))

        // Save a change: the first scenario's parent becomes 150 wide; the page redraws itself.
        let saved = Date()
        try original.replacingOccurrences(of: "ExamineScenario(parentWidth: 75, contentWidth: 150, minWidth: 100, maxWidth: 200)",
                                          with: "ExamineScenario(parentWidth: 150, contentWidth: 150, minWidth: 100, maxWidth: 200)")
            .write(to: file, atomically: true, encoding: .utf8)
        try browser.wait(for: "trellis.lastDraw && trellis.lastDraw.generation === 2", timeout: 600)
        let saveToPage = try #require(try browser.evaluate("trellis.lastDraw.at") as? Double) / 1000 - saved.timeIntervalSince1970
        let build = try #require(try browser.evaluate("trellis.lastBuild.buildSeconds") as? Double)
        let afterBuild = try #require(try browser.evaluate("trellis.lastDraw.at - trellis.lastBuild.builtAt") as? Double)
        #expect(try browser.evaluate("trellis.previews[0].layout.views[\(Int(scenario[2]))].proposal.width") as? Double == 150)
        #expect(try browser.evaluate("trellis.previews[0].layout.views[\(Int(scenario[2]))].frame.width") as? Double == 150)
        try browser.screenshot(to: shots.appendingPathComponent("3-after-save.png"))
        print("trellis serve: save to page \(String(format: "%.2f", saveToPage)) s (build \(build) s; page drawn \(afterBuild) ms after the build ended)")

        // A compile error: shown on the page, the pictures of build 2 kept.
        try (original + "\nlet broken: Int = \"not a number\"\n").write(to: file, atomically: true, encoding: .utf8)
        try browser.wait(for: "trellis.status === 'failed'", timeout: 600)
        #expect(try browser.evaluate("document.querySelector('#errors').textContent.includes('cannot convert value')") as? Bool == true)
        #expect(try browser.evaluate("document.querySelectorAll('#previews .card svg').length") as? Int == 3)
        try browser.screenshot(to: shots.appendingPathComponent("4-compile-error.png"))

        // Drag the first canvas's corner 100 points left and 50 down: laid out again from the caches.
        let handle = try #require(
            try browser.evaluate("""
                (() => { const r = document.querySelector('.card .resize-handle').getBoundingClientRect();
                         return [r.left + r.width / 2, r.top + r.height / 2]; })()
                """) as? [Double])
        let draws = try #require(try browser.evaluate("trellis.draws") as? Int)
        try browser.mouse("mouseMoved", x: handle[0], y: handle[1])
        try browser.mouse("mousePressed", x: handle[0], y: handle[1], button: "left")
        try browser.mouse("mouseMoved", x: handle[0] - 50, y: handle[1] + 25, button: "left")
        try browser.mouse("mouseMoved", x: handle[0] - 100, y: handle[1] + 50, button: "left")
        try browser.mouse("mouseReleased", x: handle[0] - 100, y: handle[1] + 50, button: "left")
        try browser.wait(for: "trellis.lastDraw.reason === 'resize' && trellis.draws > \(draws) && !trellis.inFlight && trellis.previews[0].window.width === 264", timeout: 30)
        #expect(try browser.evaluate("trellis.lastDraw.relaidOut") as? Bool == true)
        // The VStack is proposed 264 − 64 = 200: the 300-wide scenario no longer fits, but keeps its width.
        #expect(try browser.evaluate("trellis.previews[0].layout.views[1].proposal.width") as? Double == 200)
        let resize = try #require(try browser.evaluate("trellis.lastDraw.roundTripMs") as? Double)
        let relayout = try #require(try browser.evaluate("trellis.lastDraw.layoutMs") as? Double)
        try browser.screenshot(to: shots.appendingPathComponent("5-resized.png"))
        print("trellis serve: resize to page \(String(format: "%.1f", resize)) ms (layout \(relayout) ms in the program)")
        print("trellis serve: screenshots in \(shots.path)")

        // The folder's other file, picked in the menu: built and shown instead.
        #expect(try browser.evaluate("[...document.querySelectorAll('#files option')].map((o) => o.text).join()") as? String
            == "ExamineScenarios.swift,Second.swift")
        try browser.evaluate("(() => { const menu = document.querySelector('#files'); menu.value = '1'; menu.dispatchEvent(new Event('change')); })()")
        try browser.wait(for: "trellis.lastDraw.generation === 3", timeout: 600)
        #expect(try browser.evaluate("trellis.previews.map((p) => p.name).join()") as? String == "Second_Previews")
        // The text padded by 16 on each side (the canvas keeps the size it was dragged to).
        #expect(try browser.evaluate("trellis.previews[0].layout.views.map((v) => v.kind).join()") as? String == "Padding,Text")
        #expect(try browser.evaluate("(([p, t]) => Math.round((p.frame.width - t.frame.width) * 1000) / 1000)(trellis.previews[0].layout.views)") as? Double == 32)
        #expect(try browser.evaluate("trellis.previews[0].window.width") as? Double == 264)
        try browser.screenshot(to: shots.appendingPathComponent("6-second-file.png"))

        // Ctrl-C: the server and its preview program end.
        let programs = server.previewPrograms()
        #expect(!programs.isEmpty)
        server.interrupt()
        #expect(server.waitForExit(timeout: 10) == 0)
        #expect(programs.allSatisfy(ServeProcess.hasEnded))
    }
}
