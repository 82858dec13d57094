import Testing
@testable import TrellisText

@Suite("Measurements against SwiftUI")
struct MeasurementTests {
    @Test func helloWorldAtBodySize() {
        // SwiftUI on an iPhone (3×, SF Pro): Text("Hello world") is 85.333 × 20.333.
        // This engine (Inter 3.19 advances + SF Pro's −0.43 pt tracking at 17 pt on each of the
        // 11 clusters) lays the line out 85.2927… wide, which rounds up to the same 85.333. The
        // match is partly luck: Inter's glyphs are not SF Pro's, and other strings differ by a
        // few per cent.
        let result = layout(body("Hello world"))
        #expect(result.size == TextSize(width: 256.0 / 3, height: 61.0 / 3))
        #expect(abs(result.lines[0].width - 85.29272727272728) < 1e-9)
    }

    @Test func systemTrackingIsAppliedPerCluster() {
        // Tracking is per cluster: an explicit +1 pt on 11 clusters adds exactly 11 pt.
        let plain = layout(body("Hello world")).lines[0].width
        let tracked = layout(Paragraph(runs: [TextRun("Hello world", tracking: 1)])).lines[0].width
        let kerned = layout(Paragraph(runs: [TextRun("Hello world", kerning: 1)])).lines[0].width
        #expect(abs(tracked - plain - 11) < 1e-9)
        #expect(abs(kerned - plain - 11) < 1e-9)
    }

    static let trackingRows: [(size: Double, tracking: Double)] = [
        (17, -0.43), (11, 0.06), (12, 0), (20, -0.45), (28, 0.38), (34, 0.40), (6, 0.24), (80, 0),
    ]

    @Test("SF Pro tracking table", arguments: trackingRows)
    func trackingTable(size: Double, tracking: Double) {
        #expect(SystemFontTracking.tracking(forSize: size) == tracking)
    }

    @Test func trackingInterpolatesPerEmBetweenRows() {
        let between = SystemFontTracking.tracking(forSize: 17.5)
        let expected = (-0.43 / 17 + (-0.44 / 18 - -0.43 / 17) / 2) * 17.5
        #expect(abs(between - expected) < 1e-12)
        #expect(SystemFontTracking.tracking(forSize: 3) == 0.12)  // 0.24 pt per 6 pt, scaled
    }

    @Test func customFontsUseTheirOwnMetricsAndNoSystemTracking() {
        let custom = layout(Paragraph("Hello world", font: .custom("Inter", size: 17)))
        let system = layout(body("Hello world"))
        // Inter's own line (ascender 2728 + descender 680 per 2816 units) is taller than SF Pro's.
        #expect(custom.lines[0].ascent == 2728.0 / 2816 * 17)
        #expect(custom.size.height == thirds((2728.0 + 680) / 2816 * 17))
        // Without SF's −0.43 pt per cluster the line is 11 × 0.43 wider.
        #expect(abs(custom.lines[0].width - system.lines[0].width - 11 * 0.43) < 1e-9)
    }

    @Test func weightsMapToTheNearestBundledFace() {
        func file(_ weight: FontWeight, italic: Bool = false) -> String {
            let font = FontSpec.system(size: 17, weight: weight, isItalic: italic)
            let path = layout(Paragraph("a", font: font)).lines[0].glyphRuns[0].font.path
            return String(path.split(separator: "/").last!)
        }
        #expect(file(.ultraLight) == "Inter-Regular.otf")
        #expect(file(.regular) == "Inter-Regular.otf")
        #expect(file(.medium) == "Inter-Medium.otf")
        #expect(file(.semibold) == "Inter-SemiBold.otf")
        #expect(file(.bold) == "Inter-Bold.otf")
        #expect(file(.black) == "Inter-Bold.otf")
        #expect(file(.regular, italic: true) == "Inter-Italic.otf")
        #expect(file(.bold, italic: true) == "Inter-BoldItalic.otf")
    }

    @Test func unknownFontNamesFallBackWithADiagnostic() {
        let result = layout(Paragraph("Hello", font: .custom("No Such Font", size: 17)))
        #expect(result.diagnostics == ["Unknown font name \"No Such Font\": using the system font (Inter) instead."])
        #expect(result.size == layout(body("Hello")).size)
        let missingFile = layout(Paragraph("Hello", font: .file("/nonexistent/font.ttf", size: 17)))
        #expect(missingFile.diagnostics.count == 1)
        #expect(layout(body("Hello")).diagnostics.isEmpty)
    }

    @Test func fontsRegisteredByPathAreFoundByName() throws {
        let local = TextEngine()
        let path = TextEngine.bundledFontDirectory + "/Inter-SemiBold.otf"
        let names = try local.registerFont(atPath: path)
        #expect(names.contains("Inter-SemiBold"))
        let result = local.layout(Paragraph("Hi", font: .custom("Inter-SemiBold", size: 20)), width: nil, height: nil)
        #expect(result.diagnostics.isEmpty)
        #expect(result.lines[0].glyphRuns[0].font.path == path)
        #expect(throws: FontRegistrationError.self) { try local.registerFont(atPath: "/nonexistent.otf") }
    }

    @Test func newWidthsReuseShapedWords() {
        let local = TextEngine()
        let paragraph = body("Shaped once, wrapped at many widths: the words stay cached")
        _ = local.layout(paragraph, width: 300, height: nil)
        let shaped = local.cachedShapingCount
        #expect(shaped > 0)
        for width in stride(from: 0.0, through: 400, by: 25) {
            _ = local.layout(paragraph, width: width, height: nil)
            _ = local.layout(paragraph, width: width, height: 50)
        }
        #expect(local.cachedShapingCount == shaped)
    }

    @Test func cachedResultsAreIdentical() {
        let paragraph = body("Cache me if you can, at several widths")
        let first = layout(paragraph, width: 120)
        #expect(layout(paragraph, width: 120) == first)
        let other = TextEngine()
        #expect(other.layout(paragraph, width: 120, height: nil) == first)
    }
}
