import Foundation
import Testing
@testable import trellis

@Suite("Sibling files of a preview")
struct SiblingFilesTests {
    /// A package in a temporary folder: Package.swift, two files of target App, one of Other.
    func makePackage() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-siblings-\(UUID().uuidString)")
        for (path, text) in [
            ("Package.swift", "// swift-tools-version: 5.9"),
            ("Sources/App/Views/Card.swift", "import SwiftUI"),
            ("Sources/App/Model.swift", "import Foundation"),
            ("Sources/Other/Thing.swift", "import Foundation"),
        ] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func theOtherFilesOfTheTargetAreSiblings() throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let card = root.appendingPathComponent("Sources/App/Views/Card.swift").standardizedFileURL
        #expect(SiblingFiles.targetFolder(of: card)?.lastPathComponent == "App")
        #expect(SiblingFiles.find(for: card, includes: []).map(\.lastPathComponent) == ["Model.swift"])
        // --include replaces the target's files.
        let other = root.appendingPathComponent("Sources/Other").path
        #expect(SiblingFiles.find(for: card, includes: [other]).map(\.lastPathComponent) == ["Thing.swift"])
    }

    @Test func aFileOutsideAnyTargetHasNoSiblings() throws {
        let root = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let loose = root.appendingPathComponent("Loose.swift")
        try "import SwiftUI".write(to: loose, atomically: true, encoding: .utf8)
        #expect(SiblingFiles.targetFolder(of: loose.standardizedFileURL) == nil)
        #expect(SiblingFiles.find(for: loose.standardizedFileURL, includes: []).isEmpty)
    }

    @Test(arguments: [
        ("import SwiftUI\nimport Observation\n@preconcurrency import Combine", []),
        ("import ARKit\nimport SwiftUI", ["ARKit"]),
        ("@_exported import SwiftData\nimport struct ARKit.ARAnchor", ["SwiftData", "ARKit"]),
        ("import CoreGraphics\nimport Combine\nimport Foundation", []),
        ("// import WidgetKit\nlet s = \"import ARKit\"", []),
    ] as [(String, [String])])
    func filesImportingModulesOnlyAppleHasAreLeftOut(source: String, foreign: [String]) {
        #expect(SiblingFiles.uncompilableImports(in: source) == foreign)
    }

    @Test func siblingPreviewsGetTheirOwnNames() throws {
        let scan = try PreviewScanner.scan("#Preview { Text(\"a\") }", fileName: "A.swift", providerPrefix: "TrellisSiblingPreview2")
        #expect(scan.providers.map(\.typeName) == ["TrellisSiblingPreview2_1"])
    }
}

@Suite("Building with sibling files")
struct SiblingBuildTests {
    @Test func errorsInSiblingsNameTheSiblingAndPointAtItsOwnFile() {
        let package = PreviewPackage(trellisPackage: URL(fileURLWithPath: "/tmp/trellis-checkout"))
        var build = SwiftBuild(package: package, userFile: URL(fileURLWithPath: "/app/Card.swift"), copyName: "Card.swift")
        let copy = package.sourcesDirectory.appendingPathComponent("Sibling2-Haptics.swift").path
        build.siblingCopies = [copy: "/app/Helpers/Haptics.swift"]
        let lines = ["\(copy):4:25: error: cannot find 'UIImpactFeedbackGenerator' in scope", "4 |     static func tap() {}"]
        #expect(build.failingSiblings(lines) == [copy])
        let message = build.failureMessage(lines)
        #expect(message.contains("/app/Helpers/Haptics.swift:4:25: error: cannot find 'UIImpactFeedbackGenerator' in scope"))
        #expect(!message.contains(copy))
        // An error in the user's own file is not a sibling's.
        let own = package.sourcesDirectory.appendingPathComponent("Card.swift").path
        #expect(build.failingSiblings(["\(own):1:1: error: oops"]).isEmpty)
    }
}

@Suite("The app's own modules")
struct LocalModuleTests {
    @Test func aManifestsRegularTargetsAreModules() {
        let json = """
            warning: something first
            {"name": "FoodTruckKit", "targets": [
              {"name": "FoodTruckKit", "path": "Sources", "type": "regular", "dependencies": []},
              {"name": "Widgets", "type": "regular", "dependencies": [{"byName": ["FoodTruckKit", null]}, {"product": ["Algorithms", "swift-algorithms", null, null]}]},
              {"name": "FoodTruckKitTests", "type": "test", "dependencies": []}
            ]}
            """
        let modules = LocalModules.modules(fromManifestJSON: Data(json.utf8), packageFolder: URL(fileURLWithPath: "/repo/FoodTruckKit"))
        #expect(modules == [
            LocalModule(name: "FoodTruckKit", folder: URL(fileURLWithPath: "/repo/FoodTruckKit/Sources"), dependencies: []),
            LocalModule(name: "Widgets", folder: URL(fileURLWithPath: "/repo/FoodTruckKit/Sources/Widgets"), dependencies: ["FoodTruckKit", "Algorithms"]),
        ])
    }

    @Test func aModuleFilesCopyIsInItsModulesFolder() {
        let package = PreviewPackage(trellisPackage: URL(fileURLWithPath: "/tmp/trellis-checkout"))
        let file = SiblingCopy(copyName: "Sibling9-Truck.swift", path: "/repo/FoodTruckKit/Sources/Truck.swift", source: "", module: "FoodTruckKit")
        #expect(package.copyPath(of: file) == package.directory.appendingPathComponent("Sources/FoodTruckKit/Sibling9-Truck.swift").path)
    }
}
