internal import Foundation
public import TrellisCore

/// A `PreviewProvider` as the program `trellis preview` generates lists it.
public struct PreviewProviderEntry {
    public var name: String
    public var previews: @MainActor () -> AnyView

    public init(name: String, previews: @escaping @MainActor () -> AnyView) {
        self.name = name
        self.previews = previews
    }
}

extension PreviewRendering {
    /// The program `trellis preview` and `trellis layout` generate: renders or lays out every
    /// preview of `providers` as `arguments` ask, and returns the exit status.
    ///
    /// - `render --out DIR [--format png|svg] [--scale N] [--device NAME] [--debug-frames] [--transparent]`
    ///   writes one picture per preview, printing each file's path.
    /// - `layout [--json] [--scale N] [--device NAME]` prints each preview's layout tree (or JSON).
    ///
    /// Both take `--source FILE` (the previewed file: the asset catalogs of its project are
    /// read) and `--asset-catalog PATH` (repeatable); see ``registerAssetCatalogs(sourceFile:catalogs:environment:)``.
    @MainActor
    public static func runTool(providers: [PreviewProviderEntry], arguments: [String]) -> Int32 {
        var arguments = arguments[...]
        guard let command = arguments.popFirst() else { return fail("no command (render or layout)") }
        var options: [String: String] = [:]
        var flags: Set<String> = []
        var catalogs: [String] = []
        while let argument = arguments.popFirst() {
            switch argument {
            case "--asset-catalog":
                guard let value = arguments.popFirst() else { return fail("\(argument) needs a value") }
                catalogs.append(value)
            case "--out", "--format", "--scale", "--device", "--source":
                guard let value = arguments.popFirst() else { return fail("\(argument) needs a value") }
                options[argument] = value
            case "--debug-frames", "--transparent", "--json":
                flags.insert(argument)
            default:
                return fail("unknown argument \(argument)")
            }
        }
        let scale = options["--scale"].flatMap(Double.init).map { CGFloat($0) } ?? 3
        guard scale > 0, scale.isFinite else { return fail("the scale must be a positive number") }
        var device = defaultDevice
        if let name = options["--device"] {
            guard let named = Device.named(name) else {
                return fail("no device called \(name); `trellis devices` lists them")
            }
            device = named
        }
        // Before the previews are made: `Color("name")` looks its colour up when it is created.
        for path in registerAssetCatalogs(sourceFile: options["--source"], catalogs: catalogs) {
            warn("no asset catalog at \(path)")
        }
        var previews: [(provider: String, preview: ResolvedPreview, index: Int, count: Int)] = []
        for provider in providers {
            let found = self.previews(in: provider.previews())
            if found.isEmpty { warn("\(provider.name) has no previews") }
            for (index, preview) in found.enumerated() {
                if let name = preview.requestedDeviceName, preview.device == nil {
                    warn("\(provider.name): no device called \(name); previewing on \(device.name)")
                }
                previews.append((provider.name, preview, index, found.count))
            }
        }
        switch command {
        case "render":
            let format = options["--format"] ?? "png"
            guard format == "png" || format == "svg" else { return fail("unknown format \(format) (png or svg)") }
            let directory = URL(fileURLWithPath: options["--out"] ?? ".")
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                return fail("cannot create the folder \(directory.path): \(error.localizedDescription)")
            }
            var written = 0
            var unknownSymbols = Set<String>()
            for (provider, preview, index, count) in previews {
                let name = fileName(provider: provider, preview: preview, index: index, count: count)
                announce(name)
                let renderer = renderer(for: preview, scale: scale, device: device)
                renderer.showsFrameOutlines = flags.contains("--debug-frames")
                if !flags.contains("--transparent") { renderer.background = Color.Resolved(red: 1, green: 1, blue: 1) }
                let url = directory.appendingPathComponent(name + "." + format)
                let list = renderer.displayList()
                unknownSymbols.formUnion(SymbolArtwork.unknownNames(in: list.items))
                let data: Data?
                if format == "png" {
                    data = renderer.pngData()
                    if data == nil {
                        let (width, height) = PNGRenderer.pixelSize(of: list)
                        warn("\(name) is \(width) × \(height) pixels: nothing to draw, or too large for PNG; no file written")
                        continue
                    }
                } else {
                    data = Data(renderer.svg().utf8)
                }
                do {
                    try data?.write(to: url)
                } catch {
                    return fail("cannot write \(url.path): \(error.localizedDescription)")
                }
                for diagnostic in renderer.layout().diagnostics { warn("\(name): \(diagnostic.message)") }
                written += 1
                print("\(url.path)  (\(formatted(list.size.width)) × \(formatted(list.size.height)) pt @\(formatted(scale))x)")
            }
            if !unknownSymbols.isEmpty {
                warn("no icon for the SF Symbols \(unknownSymbols.sorted().joined(separator: ", ")): drawn as grey squares")
            }
            return written > 0 || previews.isEmpty ? 0 : 1
        case "layout":
            var reports: [LayoutReport] = []
            for (provider, preview, index, count) in previews {
                let name = fileName(provider: provider, preview: preview, index: index, count: count)
                announce(name)
                let renderer = renderer(for: preview, scale: scale, device: device)
                let layout = renderer.layout()
                if flags.contains("--json") {
                    reports.append(LayoutReport(name: name, provider: provider, proposal: layout.proposal, layout: layout))
                } else {
                    print("\(name): proposed \(layout.proposal), size \(formatted(layout.size.width)) × \(formatted(layout.size.height))")
                    print(layout.description)
                    for diagnostic in layout.diagnostics { print("warning: \(diagnostic.message)") }
                    print("")
                }
            }
            if flags.contains("--json") {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                guard let data = try? encoder.encode(reports) else { return fail("could not encode the layout as JSON") }
                print(String(decoding: data, as: UTF8.self))
            }
            return 0
        default:
            return fail("unknown command \(command) (render or layout)")
        }
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return 1
    }

    /// Tells `trellis` which preview is being drawn, so a crash can be blamed on it.
    private static func announce(_ name: String) {
        FileHandle.standardError.write(Data("\(previewMarker)\(name)\n".utf8))
    }

    /// The prefix of the lines naming the preview being drawn.
    public static let previewMarker = "trellis-preview: "

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    static func formatted(_ value: CGFloat) -> String { NumberFormatting.compact(value) }
}

/// One preview's layout, as `trellis layout --json` prints it: the views in a flat list, parents
/// before children, each with its depth and its parent's index (a flat list stays printable for
/// trees thousands of views deep).
struct LayoutReport: Encodable {
    struct Size: Encodable {
        var width: Double?
        var height: Double?

        /// An unspecified dimension is written as null.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
        }

        enum CodingKeys: String, CodingKey { case width, height }
    }

    struct Frame: Encodable {
        var x, y, width, height: Double
    }

    struct PlacedViewReport: Encodable {
        var index: Int
        var parent: Int?
        var depth: Int
        var kind: String
        var proposal: Size
        var frame: Frame
        var identifiers: [String]?
        var text: String?
    }

    var name: String
    var provider: String
    var proposal: Size
    var size: Size
    var diagnostics: [String]
    var views: [PlacedViewReport]

    init(name: String, provider: String, proposal: ProposedViewSize, layout: ViewLayout) {
        self.name = name
        self.provider = provider
        self.proposal = Size(width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) })
        size = Size(width: Double(layout.size.width), height: Double(layout.size.height))
        diagnostics = layout.diagnostics.map(\.message)
        var views: [PlacedViewReport] = []
        var parents: [Int] = []  // the index of the last view seen at each depth
        for (index, view) in layout.placedViews.enumerated() {
            parents.removeSubrange(min(view.depth, parents.count)...)
            views.append(
                PlacedViewReport(
                    index: index, parent: parents.last, depth: view.depth, kind: view.kind,
                    proposal: Size(width: view.proposal.width.map { Double($0) }, height: view.proposal.height.map { Double($0) }),
                    frame: Frame(
                        x: Double(view.frame.minX), y: Double(view.frame.minY), width: Double(view.frame.width),
                        height: Double(view.frame.height)),
                    identifiers: view.identifiers.isEmpty ? nil : view.identifiers, text: view.text))
            parents.append(index)
        }
        self.views = views
    }
}
