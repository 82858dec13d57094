import Testing
import TrellisCore
@testable import TrellisRendering

// The preview program's `--os`, and a variant's `os`, set the environment's design version.

@Suite struct DesignVersionPreviewToolTests {
    @Test(arguments: [("18", DesignVersion.iOS18), ("17", .iOS18), ("26", .iOS26), ("27", .iOS26)])
    func theVersionSetsTheDesign(version: String, design: DesignVersion) throws {
        let options = try PreviewToolOptions(arguments: ["render", "--os", version])
        #expect(options.environment.designVersion == design)
    }

    @Test func withoutTheOptionTheDesignIsTheStandardOne() throws {
        #expect(try PreviewToolOptions(arguments: ["render"]).environment.designVersion == .standard)
        #expect(DesignVersion.standard == .iOS26)
    }

    @Test(arguments: ["22", "ios26", ""])
    func aVersionWithoutADesignIsAMistake(version: String) {
        #expect(throws: PreviewToolOptions.Mistake(message: "unknown iOS version \(version) (18 or 26)")) {
            try PreviewToolOptions(arguments: ["render", "--os", version])
        }
    }

    @Test func aVariantsVersionWinsOverTheCommandLines() throws {
        var variant = PreviewVariant()
        variant.os = "26"
        var base = EnvironmentValues()
        base.designVersion = .iOS18
        #expect(try variant.environment(over: base).designVersion == .iOS26)
    }

    @Test func renderSettingsCarryTheDesign() {
        var settings = RenderSettings()
        settings.designVersion = .iOS26
        #expect(settings.environment.designVersion == .iOS26)
        let red = settings.render(Color.red.frame(width: 2, height: 2)).displayList.items
        #expect(red.contains { if case .fill(_, let color) = $0 { color == Color.Resolved(red: 1, green: 56 / 255, blue: 60 / 255) } else { false } })
    }

    @Test(arguments: [(17, DesignVersion?.some(.iOS18)), (18, .iOS18), (19, nil), (25, nil), (26, .iOS26)])
    func majorVersionsMapToDesigns(version: Int, design: DesignVersion?) {
        #expect(DesignVersion(majorVersion: version) == design)
        #expect(design.map(\.majorVersion) == design.map { $0 == .iOS18 ? 18 : 26 })
    }
}

@Suite struct DesignVersionLivePreviewTests {
    /// `trellis serve`'s Design menu: a request's `os` redraws the previews in that design, not
    /// from the layouts kept for the other.
    @MainActor
    @Test func aRequestsDesignIsDrawnAndNotTakenFromTheCache() throws {
        let switches = PreviewRendering.previews(in: DesignWide().previewLayout(.sizeThatFits))
        let program = LivePreviews(
            previews: [PreviewRendering.NamedPreview(name: "Switch", provider: "Switch", preview: try #require(switches.first))],
            options: try PreviewToolOptions(arguments: ["serve", "--scale", "3"]))
        let output = PreviewRendering.ToolOutput(result: { _ in }, message: { _ in })
        let iOS18 = try program.answer(LivePreviewRequest(os: "18"), output: output)
        let iOS26 = try program.answer(LivePreviewRequest(os: "26"), output: output)
        #expect(iOS18.previews.first?.canvas.width == 18)
        #expect(iOS26.previews.first?.canvas.width == 26)
    }
}

/// As wide as its design's iOS version.
private struct DesignWide: View {
    @Environment(\.designVersion) private var design
    var body: some View { Color.red.frame(width: CGFloat(design.majorVersion), height: 10) }
}
