import Foundation
import Testing
import TrellisCore
@testable import TrellisRendering

/// The preview program run in this process, its output collected.
@MainActor
private func runTool(_ providers: [PreviewProviderEntry], _ arguments: [String]) -> (status: Int32, messages: [String]) {
    var messages: [String] = []
    let output = PreviewRendering.ToolOutput(result: { _ in }, message: { messages.append($0) })
    let status = PreviewRendering.runTool(providers: providers, arguments: arguments, output: output)
    return (status, messages)
}

private func variant(_ components: [(PreviewVariant.Axis, String)], device: String? = nil, landscape: Bool = false, scheme: String? = nil) -> PreviewVariant {
    var variant = PreviewVariant()
    variant.components = components.map { PreviewVariant.Component(axis: $0.0, value: $0.1) }
    variant.device = device
    variant.landscape = landscape
    variant.colorScheme = scheme
    return variant
}

@Suite("Snapshot variants in the preview program")
struct PreviewVariantTests {
    static let matrix = [
        variant([(.device, "iPhone-16"), (.colorScheme, "light")], device: "iPhone 16", scheme: "light"),
        variant([(.device, "iPhone-16"), (.colorScheme, "dark")], device: "iPhone 16", scheme: "dark"),
        variant([(.device, "iPhone-16-landscape"), (.colorScheme, "light")], device: "iPhone 16", landscape: true, scheme: "light"),
        variant([(.device, "iPhone-16-landscape"), (.colorScheme, "dark")], device: "iPhone 16", landscape: true, scheme: "dark"),
    ]

    @MainActor
    static func pictureNames(_ preview: ResolvedPreview, shard: String? = nil, worker: String? = nil) throws -> [String] {
        var options = try PreviewToolOptions(arguments: ["render"] + (shard.map { ["--shard", $0] } ?? []) + (worker.map { ["--worker", $0] } ?? []))
        options.variants = matrix
        let entry = PreviewRendering.NamedPreview(name: "Card", provider: "Card", preview: preview)
        return try PreviewRendering.pictures(of: entry, options: options).map(\.name)
    }

    @MainActor
    @Test func aPreviewOnTheScreenIsDrawnInEveryVariant() throws {
        #expect(try Self.pictureNames(ResolvedPreview(view: AnyView(Text("A")))) == [
            "Card.iPhone-16.light", "Card.iPhone-16.dark", "Card.iPhone-16-landscape.light", "Card.iPhone-16-landscape.dark",
        ])
    }

    /// What a preview fixes itself: its size, its device, its orientation.
    enum Fixed: CaseIterable, Sendable {
        case size, device, orientation

        var preview: ResolvedPreview {
            switch self {
            case .size: ResolvedPreview(layout: .sizeThatFits, view: AnyView(Text("A")))
            case .device: ResolvedPreview(device: Device.named("iPhone SE (3rd generation)"), view: AnyView(Text("A")))
            case .orientation: ResolvedPreview(orientation: .landscapeLeft, requestsOrientation: true, view: AnyView(Text("A")))
            }
        }
    }

    /// The settings a preview fixes itself do not multiply its pictures, nor appear in their names.
    @MainActor
    @Test(arguments: [
        (Fixed.size, ["Card.light", "Card.dark"]),
        (.device, ["Card.light", "Card.dark"]),
        (.orientation, ["Card.iPhone-16.light", "Card.iPhone-16.dark"]),
    ])
    func whatAPreviewFixesIsDrawnOnce(fixed: Fixed, names: [String]) throws {
        #expect(try Self.pictureNames(fixed.preview) == names)
    }

    @MainActor
    @Test func aLandscapeVariantTurnsTheDevice() throws {
        var options = try PreviewToolOptions(arguments: ["render"])
        options.variants = [Self.matrix[2]]
        let entry = PreviewRendering.NamedPreview(name: "Card", provider: "Card", preview: ResolvedPreview(view: AnyView(Text("A"))))
        let picture = try #require(try PreviewRendering.pictures(of: entry, options: options).first)
        #expect(picture.preview.orientation == .landscapeLeft)
        #expect(picture.device.name == "iPhone 16")
        #expect(picture.environment.colorScheme == .light)
    }

    /// Every picture is in exactly one shard, and in exactly one worker of that shard.
    @MainActor
    @Test func sharesSplitThePicturesWithoutOverlap() throws {
        let names = (1...40).map { "Screen-\($0)" }
        for shards in 1...3 {
            var seen: [String] = []
            for shard in 1...shards {
                for worker in 1...2 {
                    let share = try PictureShare("\(worker)/2")
                    seen += names.filter { share.contains($0, within: try! PictureShare("\(shard)/\(shards)")) }
                }
            }
            #expect(seen.sorted() == names.sorted())
        }
        // The hash the command computes too (`PreviewPackage.hash`), for the same names.
        #expect(String(PictureShare.hash("Card-Preview-1"), radix: 16) == "2d2ff58f01a89c7c")
    }

    @Test(arguments: ["0/2", "3/2", "1/0", "a/b", "1"])
    func aShareIsIOfN(text: String) {
        #expect(throws: PreviewToolOptions.Mistake.self) { try PictureShare(text) }
    }

    @Test(arguments: [("ar", LayoutDirection.rightToLeft), ("he-IL", .rightToLeft), ("ar-XB", .rightToLeft), ("en", .leftToRight), ("fr_CA", .leftToRight)])
    func theLocaleSetsTheLayoutDirection(locale: String, direction: LayoutDirection) throws {
        let options = try PreviewToolOptions(arguments: ["render", "--locale", locale])
        #expect(options.environment.layoutDirection == direction)
        #expect(options.environment.locale.identifier == Locale(identifier: locale).identifier)
    }

    @Test func anExplicitLayoutDirectionWinsOverTheLocales() throws {
        let options = try PreviewToolOptions(arguments: ["render", "--locale", "ar", "--layout-direction", "leftToRight"])
        #expect(options.environment.layoutDirection == .leftToRight)
    }

    /// The same preview gives the same bytes whichever process draws it and in what order.
    @MainActor
    @Test func picturesAreTheSameBytesWhateverTheSplit() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-variants-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let variants = root.appendingPathComponent("variants.json")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(#"[{"components":[{"axis":"colorScheme","value":"light"}],"colorScheme":"light"},{"components":[{"axis":"colorScheme","value":"dark"}],"colorScheme":"dark"}]"#.utf8)
            .write(to: variants)
        let providers = (1...4).map { index in
            PreviewProviderEntry(name: "P\(index)") { AnyView(VStack { Text("Row \(index)").padding(); Circle().fill(.blue).frame(width: 30, height: 30) }) }
        }
        func draw(_ folder: String, _ extra: [String]) -> [String: Data] {
            let out = root.appendingPathComponent(folder)
            let run = runTool(providers, ["render", "--out", out.path, "--quiet", "--embed-layout", "--scale", "1", "--variants", variants.path] + extra)
            #expect(run.status == 0, "\(run.messages)")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
            return Dictionary(uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: out.appendingPathComponent($0).path)!) })
        }
        let whole = draw("whole", [])
        #expect(whole.count == 8)
        var split: [String: Data] = [:]
        for worker in 1...3 { split.merge(draw("worker\(worker)", ["--worker", "\(worker)/3"])) { first, _ in first } }
        #expect(split == whole)
        #expect(draw("again", []) == whole)
        // The layout tree travels in the picture.
        let png = try #require(whole["P1.dark.png"])
        #expect(String(decoding: png, as: UTF8.self).contains("iTXtTrellis layout"))
    }

    @Test func aTextChunkIsInsertedAfterTheHeaderWithItsCRC() throws {
        // A 1×1 PNG's signature and IHDR, then IEND.
        var png = Data(PNGTextChunk.signature)
        png += [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0] + [0x1F, 0x15, 0xC4, 0x89]
        png += [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        let result = PNGTextChunk.inserting("Text ×", keyword: "K", into: png)
        let chunk = [UInt8](result[33..<(result.count - 12)])
        // Length 13: "K", five bytes of flags and empty fields, then the 7 bytes of "Text ×".
        #expect(Array(chunk.prefix(8)) == [0, 0, 0, 13] + Array("iTXt".utf8))
        #expect(Array(chunk[8..<21]) == Array("K".utf8) + [0, 0, 0, 0, 0] + Array("Text ×".utf8))
        #expect(PNGTextChunk.crc32(Data("IEND".utf8)) == 0xAE42_6082)
        #expect(PNGTextChunk.inserting("x", keyword: "K", into: Data("not a png at all, but long enough to pass".utf8)) == Data("not a png at all, but long enough to pass".utf8))
    }
}
