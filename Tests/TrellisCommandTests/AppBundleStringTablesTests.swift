import Foundation
import Testing

@testable import trellis

/// String tables land in the preview program's bundle where the program looks for them:
/// String Catalogs at the top (flattened, as other resources), language folders kept whole.
@Suite("String tables in the app's bundle")
struct AppBundleStringTablesTests {
    @Test func catalogsAreFlattenedAndLanguageFoldersKept() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bundle-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        for path in [
            "Localization/Localizable.xcstrings", "Localization/Menu.xcstrings", "de.lproj/InfoPlist.strings",
            "Resources/pt-BR.lproj/Localizable.stringsdict",
        ] {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url)
        }
        let bundle = AppBundle(appFolders: [app], projectSearchStart: app)
        #expect(
            bundle.resources.map(\.path).sorted() == [
                "Localizable.xcstrings", "Menu.xcstrings", "de.lproj/InfoPlist.strings", "pt-BR.lproj/Localizable.stringsdict",
            ])
    }
}
