import Foundation
import Testing
@testable import TrellisRendering

@Suite("The preview program's compare command")
struct PreviewComparisonTests {
    /// A 10 × 10 picture, white but for `red` pixels of the first row.
    static func picture(red: Int, in folder: URL, named name: String) throws -> String {
        var pixels = [UInt8](repeating: 255, count: 10 * 10 * 4)
        for x in 0..<red { pixels[x * 4 + 1] = 0; pixels[x * 4 + 2] = 0 }
        let path = folder.appendingPathComponent(name).path
        try #require(RGBAImage(width: 10, height: 10, pixels: pixels).pngData()).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [
        // 3 of 100 pixels differ, white against red: ΔE 1994 √(46.76² + 104.55²) = 114.5 (L*a*b*
        // of white 100, 0, 0; of red 53.24, 80.09, 67.20). Exact fails, 97 % passes, 98 % fails.
        (["--precision", "1"], Int32(1), "comparison: differs 3 of 100 pixels (largest ΔE 114.5)"),
        (["--precision", "0.97"], 0, "comparison: match"),
        (["--precision", "0.98"], 1, "comparison: differs 3 of 100 pixels (largest ΔE 114.5)"),
    ])
    func precisionIsTheShareOfPixelsThatMustMatch(options: [String], status: Int32, line: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = try Self.picture(red: 0, in: folder, named: "reference.png")
        let actual = try Self.picture(red: 3, in: folder, named: "actual.png")
        let difference = folder.appendingPathComponent("difference.png").path
        var results: [String] = []
        let output = PreviewRendering.ToolOutput(result: { results.append($0) }, message: { _ in })
        let exit = PreviewRendering.compareTool([reference, actual, "--difference", difference] + options, output: output)
        #expect(exit == status)
        #expect(results == [line])
        #expect(FileManager.default.fileExists(atPath: difference) == (status == 1))
    }

    @Test func anUnreadablePictureIsNamed() {
        var results: [String] = []
        let output = PreviewRendering.ToolOutput(result: { results.append($0) }, message: { _ in })
        #expect(PreviewRendering.compareTool(["/nonexistent/a.png", "/nonexistent/b.png"], output: output) == 2)
        #expect(results == ["comparison: unreadable /nonexistent/a.png"])
    }
}
