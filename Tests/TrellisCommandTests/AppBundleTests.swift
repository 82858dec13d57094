import Foundation
import Testing

@testable import trellis

@Suite("The app's bundle in previews")
struct AppBundleTests {
    /// An Xcode app as cloned: `App.xcodeproj` beside the `App` folder of sources and resources.
    static func makeApp(infoPlist: String?) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bundle-\(UUID().uuidString)")
        let files: [String: String] = [
            "App.xcodeproj/project.pbxproj": """
                buildSettings = {
                    MARKETING_VERSION = 2.3;
                    PRODUCT_BUNDLE_IDENTIFIER = "org.example.landmarks";
                    INFOPLIST_KEY_CFBundleDisplayName = Landmarks;
                    MARKETING_VERSION = 9.9;
                };
                """,
            "App/Views/ContentView.swift": "import SwiftUI",
            "App/Resources/landmarkData.json": "[]",
            "App/Sounds/ding.wav": "RIFF",
            "App/en.lproj/Localizable.strings": "\"a\" = \"b\";",
            "App/Assets.xcassets/Contents.json": "{}",
            "App/App.entitlements": "<plist/>",
            "App/Other/landmarkData.json": "[1]",
        ].merging(infoPlist.map { ["App/Info.plist": $0] } ?? [:]) { first, _ in first }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static func plist(_ bundle: AppBundle) throws -> [String: String] {
        let values = try PropertyListSerialization.propertyList(from: bundle.infoPlist, format: nil) as? [String: Any]
        return (values ?? [:]).compactMapValues { $0 as? String }
    }

    @Test func resourcesLandAtTheTopAsXcodeCopiesThem() throws {
        let root = try Self.makeApp(infoPlist: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        let bundle = AppBundle(appFolders: [app], projectSearchStart: app.appendingPathComponent("Views"))
        // Sources, catalogs and entitlements are not resources; localisations keep their folder;
        // of two files with one name the first in path order wins.
        #expect(bundle.resources.map(\.path) == ["landmarkData.json", "ding.wav", "en.lproj/Localizable.strings"])
        #expect(bundle.resources.first?.file.path == app.appendingPathComponent("Other/landmarkData.json").path)
    }

    @Test func withoutAnInfoPlistTheBundleAnswersXcodesDefaultsAndTheProjectsSettings() throws {
        let root = try Self.makeApp(infoPlist: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        let values = try Self.plist(AppBundle(appFolders: [app], projectSearchStart: app))
        #expect(values["CFBundleShortVersionString"] == "2.3")  // the first setting written
        #expect(values["CFBundleVersion"] == "1")
        #expect(values["CFBundleIdentifier"] == "org.example.landmarks")
        #expect(values["CFBundleName"] == "App")
        #expect(values["CFBundleDisplayName"] == "Landmarks")
    }

    @Test func theAppsInfoPlistHasItsVariablesFilledIn() throws {
        let root = try Self.makeApp(infoPlist: """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string>
            <key>CFBundleExecutable</key><string>${EXECUTABLE_NAME}</string>
            <key>APIKey</key><string>abc</string>
            </dict></plist>
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        let bundle = AppBundle(appFolders: [app], projectSearchStart: app)
        let values = try Self.plist(bundle)
        #expect(values["CFBundleShortVersionString"] == "2.3")
        #expect(values["CFBundleExecutable"] == "App")
        #expect(values["APIKey"] == "abc")
        #expect(!bundle.resources.map(\.path).contains("Info.plist"))
    }

    @Test func installingLinksTheResourcesBesideTheProgram() throws {
        let root = try Self.makeApp(infoPlist: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        let bundle = AppBundle(appFolders: [app], projectSearchStart: app)
        let folder = root.appendingPathComponent("bundle")
        let program = root.appendingPathComponent("program")
        try Data("#!".utf8).write(to: program)
        let placed = try AppBundle.placeProgram(program, in: folder, as: "TrellisPreviews")
        try Data("stale".utf8).write(to: folder.appendingPathComponent("removed.json"))
        try bundle.install(in: folder, program: placed.lastPathComponent)
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(entries == ["Info.plist", "TrellisPreviews", "ding.wav", "en.lproj", "landmarkData.json"])
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("en.lproj/Localizable.strings").path) == Data("\"a\" = \"b\";".utf8))
        // Installing again changes nothing.
        try bundle.install(in: folder, program: placed.lastPathComponent)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == entries)
    }

    @Test(arguments: [
        (["let url = Bundle.module.url(forResource: \"a\", withExtension: \"json\")"], true),
        (["Image(\"logo\", bundle: .module)"], true),
        (["Bundle.module", "extension Bundle { static let module = Bundle.main }"], false),
        (["Bundle.main.url(forResource: \"a\", withExtension: nil)"], false),
    ])
    func bundleModuleIsDeclaredWhenUsedAndMissing(sources: [String], needed: Bool) {
        #expect(PreviewPackage.needsBundleModule(sources) == needed)
    }
}

@Suite("Previewing a folder")
struct FolderPreviewsTests {
    @Test func providersAreNamedAfterTheirFile() throws {
        let scan = try PreviewScanner.scan("struct A_Previews: PreviewProvider {}\n#Preview { Text(\"x\") }", fileName: "Card.swift", providerPrefix: "P")
        #expect(FolderPreviews.providers(of: scan, in: URL(fileURLWithPath: "/app/Card.swift")).map(\.name) == ["Card-A_Previews", "Card-Preview-1"])
    }

    @Test func theReportCountsFilesWhosePreviewsAllDrew() {
        let files: [String: FolderPreviews.File] = [
            "/app/Views/Card.swift": .init(providers: ["Card-Card_Previews"]),
            "/app/Views/Row.swift": .init(providers: ["Row-Preview-1", "Row-Preview-2"]),
            "/app/Map.swift": .init(providers: ["Map-Map_Previews"], leftOut: "imports ARKit"),
        ]
        let failures = [PreviewFailure(name: "Row-Preview-2-1", cause: .timedOut(seconds: 60))]
        #expect(FolderPreviews.report(files, failures: failures, in: URL(fileURLWithPath: "/app")) == """
            Rendered 1 of 3 files with previews (33%)
              ✗ Map.swift: left out, imports ARKit
              ✗ Views/Row.swift: Row-Preview-2-1 failed while drawing
            """)
    }

    @Test func theFirstErrorOfAFileIsItsMessage() {
        let output = """
            Compiling…
            /app/Other.swift:3:1: error: nope
            /app/Views/Row.swift:12:42: error: cannot find 'ModelData' in scope
            /app/Views/Row.swift:13:1: error: later
            """
        #expect(FolderPreviews.firstError(in: "/app/Views/Row.swift", of: output) == "cannot find 'ModelData' in scope")
        #expect(FolderPreviews.firstError(in: "/app/Card.swift", of: output) == nil)
    }
}
