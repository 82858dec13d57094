import Foundation
import Testing

@testable import trellis

/// The review page of `trellis snapshot`, opened from file:// in a real headless browser (Debian's
/// chromium), as a reader opens a CI artefact: the failure comes first, the slider cuts the new
/// picture over its reference, a click flips between them, the zoom draws pixels as squares,
/// and the filters hide what does not match.
///
/// Gated with the other browser tests (TRELLIS_E2E=1, which CI sets); it needs no build of
/// Trellis. The screenshot goes to $TRELLIS_E2E_SCREENSHOTS when that is set.
@Suite(
    "trellis snapshot's review page in a browser",
    .enabled(if: ProcessInfo.processInfo.environment["TRELLIS_E2E"] == "1", "needs chromium: set TRELLIS_E2E=1"),
    .serialized)
struct SnapshotReviewEndToEndTests {
    /// A card with a button: the reference's button says "Pay" (short), the new one "Checkout".
    static func card(buttonWidth: Int) -> TestPNG {
        TestPNG(width: 180, height: 120) { x, y in
            if x >= 30, x < 30 + buttonWidth, y >= 72, y < 96 { return (10, 132, 255) }  // the button
            if x >= 30, x < 120, y >= 26, y < 36 { return (60, 60, 67) }  // the title
            if x >= 30, x < 150, y >= 44, y < 50 { return (174, 174, 178) }  // the subtitle
            if x >= 12, x < 168, y >= 12, y < 108 { return (255, 255, 255) }  // the card
            return (242, 242, 247)
        }
    }

    /// Red where the pictures differ, the new picture faded to grey elsewhere (as `compare` draws it).
    static func difference(_ reference: TestPNG, _ new: TestPNG) -> (picture: TestPNG, changed: Int) {
        var changed = 0
        let picture = TestPNG(width: new.width, height: new.height) { x, y in
            let at = (y * new.width + x) * 4
            if reference.pixels[at..<(at + 4)] != new.pixels[at..<(at + 4)] {
                changed += 1
                return (255, 0, 0)
            }
            let grey = UInt8((Int(new.pixels[at]) + Int(new.pixels[at + 1]) + Int(new.pixels[at + 2])) / 3 / 2 + 120)
            return (grey, grey, grey)
        }
        return (picture, changed)
    }

    @Test func theFailureComesFirstAndItsPicturesCompare() throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-review-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let pictures = report.appendingPathComponent("Checkout")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        let (reference, new) = (Self.card(buttonWidth: 40), Self.card(buttonWidth: 90))
        let (difference, changed) = Self.difference(reference, new)
        try reference.data.write(to: pictures.appendingPathComponent("Checkout_Previews.reference.png"))
        try new.data.write(to: pictures.appendingPathComponent("Checkout_Previews.png"))
        try difference.data.write(to: pictures.appendingPathComponent("Checkout_Previews.difference.png"))
        #expect(changed == 50 * 24)

        var failure = SnapshotReviewPageTests.differing
        failure.changedPixels = changed
        let outcomes = [
            SnapshotOutcome(file: "/app/Views/Card.swift", preview: "Card_Previews", kind: .matched, variant: "iPhone 16 · light"),
            failure,
            SnapshotOutcome(file: "/app/Views/Row.swift", preview: "Row_Previews", kind: .matched, variant: "iPhone 16 · dark · ar"),
        ]
        try SnapshotReport.write(outcomes, to: report, relativeTo: "/app", title: "Snapshots of Sources/Shop")

        let browser = try HeadlessChromium(width: 1280, height: 900)
        try browser.navigate(to: report.appendingPathComponent("index.html").absoluteString)
        try browser.wait(
            for: "location.protocol === 'file:' && document.readyState === 'complete' && [...document.images].every((i) => i.complete && i.naturalWidth > 0)",
            timeout: 30)

        // The failure first, then the pictures that passed.
        #expect(try browser.evaluate("[...document.querySelectorAll('main [data-subject]')].map((e) => e.className).join()") as? String
            == "card failure,pass,pass")
        #expect(try browser.evaluate("document.querySelector('#failure-1 .pixels').textContent") as? String == "1,200 changed pixels")
        #expect(try browser.evaluate("document.querySelectorAll('#failure-1 .panel img').length") as? Int == 5)

        // The slider cuts the new picture where it is; the line follows.
        try browser.evaluate("(() => { const s = document.querySelector('.slider'); s.value = 30; s.dispatchEvent(new Event('input')); })()")
        #expect(try browser.evaluate("document.querySelector('.over').style.clipPath") as? String == "inset(0px 0px 0px 30%)")
        #expect(try browser.evaluate("document.querySelector('.divider').style.left") as? String == "30%")
        // Dragged with the mouse to near the right end: most of the picture is the reference.
        let track = try #require(
            try browser.evaluate("(() => { const r = document.querySelector('.slider').getBoundingClientRect(); return [r.left, r.top + r.height / 2, r.width]; })()")
                as? [Double])
        try browser.mouse("mousePressed", x: track[0] + track[2] * 0.9, y: track[1], button: "left")
        try browser.mouse("mouseReleased", x: track[0] + track[2] * 0.9, y: track[1], button: "left")
        let dragged = try #require(try browser.evaluate("Number(document.querySelector('.slider').value)") as? Double)
        #expect(dragged > 80 && dragged < 100)
        #expect(try browser.evaluate("document.querySelector('.over').style.clipPath") as? String == "inset(0px 0px 0px \(Self.css(dragged))%)")

        // A click on the pictures flips to the whole reference, another to the whole new picture.
        let stack = try #require(
            try browser.evaluate("(() => { const r = document.querySelector('.stack').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
                as? [Double])
        try browser.mouse("mousePressed", x: stack[0], y: stack[1], button: "left")
        try browser.mouse("mouseReleased", x: stack[0], y: stack[1], button: "left")
        #expect(try browser.evaluate("document.querySelector('.compare .showing').textContent") as? String == "reference")
        #expect(try browser.evaluate("document.querySelector('.over').style.clipPath") as? String == "inset(0px 0px 0px 100%)")
        try browser.mouse("mousePressed", x: stack[0], y: stack[1], button: "left")
        try browser.mouse("mouseReleased", x: stack[0], y: stack[1], button: "left")
        #expect(try browser.evaluate("document.querySelector('.compare .showing').textContent") as? String == "new")
        #expect(try browser.evaluate("document.querySelector('.over').style.clipPath") as? String == "inset(0px 0px 0px 0%)")

        // Zoomed 4×: each picture pixel is 4 CSS pixels, drawn as a square.
        try browser.evaluate("(() => { const z = document.querySelector('.zoom'); z.value = '4'; z.dispatchEvent(new Event('change')); })()")
        try browser.wait(for: "document.querySelector('#failure-1').classList.contains('pixelated')", timeout: 5)
        #expect(try browser.evaluate("document.querySelector('.panel.new img').getBoundingClientRect().width") as? Double == 720)
        #expect(try browser.evaluate("getComputedStyle(document.querySelector('.panel.new img')).imageRendering") as? String == "pixelated")
        try shoot(browser, "snapshot-report-zoomed.png")
        try browser.evaluate("(() => { const z = document.querySelector('.zoom'); z.value = 'fit'; z.dispatchEvent(new Event('change')); })()")
        try browser.wait(for: "!document.querySelector('#failure-1').classList.contains('zoomed')", timeout: 5)

        // The layout's difference: the text's line, removed and added, its changed numbers marked.
        #expect(try browser.evaluate("[...document.querySelectorAll('#failure-1 .row.added mark')].map((m) => m.textContent).join()") as? String
            == "Checkout,73.667,159.667")

        // Shot before the filters hide anything, with the comparison halfway.
        try browser.evaluate("(() => { const s = document.querySelector('.slider'); s.value = 50; s.dispatchEvent(new Event('input')); })()")
        try shoot(browser, "snapshot-report.png")
        try browser.send("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "dark"]]])
        #expect(try browser.evaluate("getComputedStyle(document.body).backgroundColor") as? String == "rgb(17, 17, 20)")
        try shoot(browser, "snapshot-report-dark.png")
        try browser.send("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "light"]]])

        // Filters: by name, by variant, failures only.
        let visible = "[...document.querySelectorAll('main [data-subject]')].filter((e) => !e.hidden).map((e) => e.dataset.subject).join()"
        try browser.evaluate("(() => { const f = document.querySelector('#filter'); f.value = 'checkout'; f.dispatchEvent(new Event('input')); })()")
        #expect(try browser.evaluate(visible) as? String == "Views/Checkout.swift › Checkout_Previews")
        #expect(try browser.evaluate("document.querySelector('#passed').hidden") as? Bool == true)
        try browser.evaluate("(() => { const f = document.querySelector('#filter'); f.value = ''; f.dispatchEvent(new Event('input')); })()")
        try browser.evaluate("(() => { const v = document.querySelector('#variant'); v.value = 'iPhone 16 · dark · ar'; v.dispatchEvent(new Event('change')); })()")
        #expect(try browser.evaluate(visible) as? String == "Views/Checkout.swift › Checkout_Previews,Views/Row.swift › Row_Previews")
        #expect(try browser.evaluate("document.querySelector('#passed .shown').textContent") as? String == "1 of 2")
        try browser.evaluate("(() => { const v = document.querySelector('#variant'); v.value = ''; v.dispatchEvent(new Event('change')); })()")
        let box = try #require(
            try browser.evaluate("(() => { const r = document.querySelector('#failures-only').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
                as? [Double])
        try browser.mouse("mousePressed", x: box[0], y: box[1], button: "left")
        try browser.mouse("mouseReleased", x: box[0], y: box[1], button: "left")
        #expect(try browser.evaluate("document.querySelector('#failures-only').checked") as? Bool == true)
        #expect(try browser.evaluate(visible) as? String == "Views/Checkout.swift › Checkout_Previews")
        #expect(try browser.evaluate("document.querySelectorAll('li.pass:not([hidden])').length") as? Int == 0)
    }

    /// A screenshot into $TRELLIS_E2E_SCREENSHOTS, when it is set.
    func shoot(_ browser: HeadlessChromium, _ name: String) throws {
        guard let shots = ProcessInfo.processInfo.environment["TRELLIS_E2E_SCREENSHOTS"] else { return }
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        try browser.screenshot(to: URL(fileURLWithPath: shots).appendingPathComponent(name))
    }

    /// A number as CSS writes it in a percentage (no trailing `.0`).
    static func css(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
