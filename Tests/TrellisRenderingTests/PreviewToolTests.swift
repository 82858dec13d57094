import Foundation
import Testing
import TrellisCore
@testable import TrellisRendering

/// Shows the canvas settings it is drawn with.
private struct CanvasSettingsText: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        VStack {
            Text(colorScheme == .dark ? "dark" : "light")
            Text("\(dynamicTypeSize)")
        }
    }
}

/// The preview program run in this process, its output collected.
@MainActor
private func runTool(_ providers: [PreviewProviderEntry], _ arguments: [String]) -> (status: Int32, results: [String], messages: [String]) {
    var results: [String] = []
    var messages: [String] = []
    let output = PreviewRendering.ToolOutput(result: { results.append($0) }, message: { messages.append($0) })
    let status = PreviewRendering.runTool(providers: providers, arguments: arguments, output: output)
    return (status, results, messages)
}

@Suite("The preview program's options")
struct PreviewToolOptionsTests {
    @Test func optionsAreRead() throws {
        let options = try PreviewToolOptions(arguments: [
            "render", "--out", "/tmp/pictures", "--skip", "Card-2", "--color-scheme", "dark", "--dynamic-type", "accessibility3",
            "--skip", "Other", "--format", "svg", "--transparent",
        ])
        #expect(options.command == .render)
        #expect(options.outputFolder.path == "/tmp/pictures")
        #expect(options.skipped == ["Card-2", "Other"])
        #expect(options.environment.colorScheme == .dark)
        #expect(options.environment.dynamicTypeSize == .accessibility3)
        #expect(options.format == "svg" && options.transparent && !options.debugFrames)
    }

    @Test func theCanvasIsLightAndLargeUnlessSaid() throws {
        let options = try PreviewToolOptions(arguments: ["layout"])
        #expect(options.environment.colorScheme == .light)
        #expect(options.environment.dynamicTypeSize == .large)
        #expect(options.skipped.isEmpty)
    }

    /// Every `DynamicTypeSize` has its name, in order.
    @Test func everyDynamicTypeSizeIsNamed() {
        #expect(PreviewToolOptions.dynamicTypeSizes.map(\.value) == DynamicTypeSize.allCases)
        #expect(PreviewToolOptions.dynamicTypeSizes.map(\.name) == DynamicTypeSize.allCases.map { "\($0)" })
    }

    @Test(arguments: [
        ([], "no command (render, layout or serve)"),
        (["draw"], "unknown command draw (render, layout or serve)"),
        (["render", "--color-scheme", "dusk"], "unknown color scheme dusk (light or dark)"),
        (["render", "--dynamic-type", "Large"],
         "unknown Dynamic Type size Large (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, "
            + "accessibility3, accessibility4, accessibility5)"),
        (["layout", "--skip"], "--skip needs a value"),
        (["layout", "--colour"], "unknown argument --colour"),
        (["render", "--scale", "0"], "the scale must be a positive number, not 0"),
    ] as [([String], String)])
    func mistakesAreNamed(_ arguments: [String], _ expected: String) {
        #expect(throws: PreviewToolOptions.Mistake(message: expected)) { try PreviewToolOptions(arguments: arguments) }
    }
}

@MainActor
@Suite("The preview program")
struct PreviewToolTests {
    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("trellis-tool-\(UUID().uuidString)")
    }

    /// Three previews; the middle one is skipped (as `trellis` does after it crashed), so it is
    /// never made: its view would record it.
    @Test func skippedPreviewsAreNotDrawn() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var made: [String] = []
        let providers = [
            PreviewProviderEntry(name: "Faults") {
                AnyView(Group {
                    Color.red.frame(width: 2, height: 2)
                    Color.green.frame(width: 3, height: 2).onAppearMade { made.append("2") }
                    Color.blue.frame(width: 4, height: 2)
                }.previewLayout(.sizeThatFits))
            },
            PreviewProviderEntry(name: "Skipped") {
                made.append("Skipped")
                return AnyView(Color.red)
            },
        ]
        let run = runTool(providers, ["render", "--out", folder.path, "--scale", "1", "--skip", "Faults-2", "--skip", "Skipped"])
        #expect(run.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Faults-1.png", "Faults-3.png"])
        #expect(run.results == ["\(folder.path)/Faults-1.png  (2 × 2 pt @1x)", "\(folder.path)/Faults-3.png  (4 × 2 pt @1x)"])
        #expect(run.messages == ["trellis-provider: Faults", "trellis-preview: Faults-1", "trellis-preview: Faults-3"])
        #expect(made.isEmpty)
    }

    /// `--color-scheme` and `--dynamic-type` reach every preview's environment.
    @Test(arguments: [
        ([], ["light", "large"]),
        (["--color-scheme", "dark"], ["dark", "large"]),
        (["--color-scheme", "light", "--dynamic-type", "accessibility2"], ["light", "accessibility2"]),
    ] as [([String], [String])])
    func theCanvasSettingsReachThePreviews(_ options: [String], _ texts: [String]) throws {
        let providers = [PreviewProviderEntry(name: "Settings") { AnyView(CanvasSettingsText()) }]
        let run = runTool(providers, ["layout", "--json", "--scale", "1"] + options)
        #expect(run.status == 0)
        let json = try #require(run.results.first.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [[String: Any]] })
        let views = try #require(json.first?["views"] as? [[String: Any]])
        #expect(views.compactMap { $0["text"] as? String } == texts)
    }

    /// A dark canvas is black, as a dark preview's background is.
    @Test(arguments: [([], "#FFFFFF"), (["--color-scheme", "dark"], "#000000")] as [([String], String)])
    func theCanvasFollowsTheColorScheme(_ options: [String], _ fill: String) throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let providers = [PreviewProviderEntry(name: "Empty") { AnyView(Color.clear.frame(width: 2, height: 2).previewLayout(.sizeThatFits)) }]
        #expect(runTool(providers, ["render", "--out", folder.path, "--format", "svg"] + options).status == 0)
        let svg = try String(contentsOf: folder.appendingPathComponent("Empty.svg"), encoding: .utf8)
        #expect(svg.contains("fill=\"\(fill)\""))
    }

    @Test func anUnwritablePictureIsAClearError() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A folder where the picture would go.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Card.png"), withIntermediateDirectories: true)
        let providers = [PreviewProviderEntry(name: "Card") { AnyView(Color.red.frame(width: 1, height: 1).previewLayout(.sizeThatFits)) }]
        let run = runTool(providers, ["render", "--out", folder.path])
        #expect(run.status == 1)
        #expect(run.messages.last == "error: cannot write \(folder.path)/Card.png: Is a directory")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Card.png"])
    }
}

@Suite("Writing pictures whole")
struct PictureFileTests {
    @Test func aPictureReplacesTheOldOneWholeAndLeavesNothingElse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-picture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Card.png")
        try PictureFile.write(Data("old picture".utf8), to: url)
        try PictureFile.write(Data("new".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Card.png"])
    }

    @Test func aMissingFolderIsAClearError() {
        #expect(throws: PictureFile.Failure(message: "cannot write /nonexistent-trellis/Card.png: No such file or directory")) {
            try PictureFile.write(Data(), to: URL(fileURLWithPath: "/nonexistent-trellis/Card.png"))
        }
    }

    @Test func partialFilesAreHiddenAndNamedAfterThePicture() {
        let name = PictureFile.partialName(for: "Card-2.png")
        #expect(name.hasPrefix(".Card-2.png.") && name.hasSuffix(".trellis-partial"))
        #expect(name.count == ".Card-2.png.".count + 8 + ".trellis-partial".count)
    }
}

private extension View {
    /// Calls `made` when the view is made (its body asked for): a preview that is never drawn
    /// never calls it.
    func onAppearMade(_ made: @escaping () -> Void) -> some View {
        MadeRecorder(content: self, made: made)
    }
}

private struct MadeRecorder<Content: View>: View {
    var content: Content
    var made: () -> Void

    var body: some View {
        made()
        return content
    }
}
