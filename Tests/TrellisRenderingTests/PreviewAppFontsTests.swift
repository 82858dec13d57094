import Foundation
import Testing
import TrellisRendering
import TrellisText

@Suite("Fonts an app's Info.plist declares")
struct PreviewAppFontsTests {
    @Test func declaredFontsAreRegisteredAndMissingOnesNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-app-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A font in a group is flattened into the bundle, as Xcode copies it.
        try FileManager.default.copyItem(
            atPath: TextEngine.bundledFontDirectory + "/Inter-SemiBold.otf", toPath: folder.appendingPathComponent("Brand.otf").path)
        let plist = ["UIAppFonts": ["Fonts/Brand.otf", "Missing.ttf"]]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: folder.appendingPathComponent("Info.plist"))
        let bundle = try #require(Bundle(path: folder.path))
        #expect(PreviewRendering.registerAppFonts(of: bundle) == ["Missing.ttf: not in the app's resources"])
    }

    @Test func aBundleWithoutFontsRegistersNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-app-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(PreviewRendering.registerAppFonts(of: try #require(Bundle(path: folder.path))).isEmpty)
    }
}
