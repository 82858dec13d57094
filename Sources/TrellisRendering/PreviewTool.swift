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
    /// - `render --out DIR [--format png|svg] [--scale N] [--device NAME] [--debug-frames] [--transparent] [--quiet]`
    ///   writes one picture per preview, printing each file's path (unless `--quiet`).
    /// - `compare REFERENCE ACTUAL [--precision P] [--perceptual-precision P] [--difference PATH]`
    ///   compares two PNG files for `trellis snapshot` (see ``compareTool(_:output:)``).
    /// - `layout [--json] [--scale N] [--device NAME]` prints each preview's layout tree (or JSON).
    /// - `serve [--scale N] [--device NAME]` stays running for `trellis serve`, answering requests
    ///   read from standard input (see `LivePreviews`).
    ///
    /// Both take `--source FILE` (the previewed file: the asset catalogs of its project are
    /// read), `--asset-catalog PATH` (repeatable; see ``registerAssetCatalogs(sourceFile:catalogs:environment:)``),
    /// `--color-scheme light|dark` and `--dynamic-type SIZE` (a `DynamicTypeSize` case name,
    /// such as `xxLarge` or `accessibility2`) for every preview's environment, and `--skip NAME`
    /// (repeatable): a preview's file name, or a provider's name, not to draw.
    ///
    /// Before drawing each preview it writes ``previewMarker`` and the preview's name to
    /// standard error (``providerMarker`` and the provider's name before making a provider's
    /// previews), and a preview's results are flushed before the next marker: when the program
    /// crashes or hangs, `trellis` knows which preview did it and what was finished, and runs
    /// the program again skipping it.
    @MainActor
    public static func runTool(providers: [PreviewProviderEntry], arguments: [String]) -> Int32 {
        runTool(providers: providers, arguments: arguments, output: .standard)
    }

    /// Where the program's results (standard output) and messages (standard error) go.
    struct ToolOutput {
        var result: (String) -> Void
        var message: (String) -> Void

        /// Standard output and error, unbuffered: what was written is out even if the next
        /// preview crashes the program.
        static var standard: ToolOutput {
            ToolOutput(
                result: { text in
                    // A view's own `print`s are buffered: out before the result that follows them.
                    fflush(nil)
                    FileHandle.standardOutput.write(Data((text + "\n").utf8))
                },
                message: { text in FileHandle.standardError.write(Data((text + "\n").utf8)) })
        }
    }

    /// One preview to draw, with what names it.
    struct NamedPreview {
        var name: String
        var provider: String
        var preview: ResolvedPreview
    }

    @MainActor
    static func runTool(providers: [PreviewProviderEntry], arguments: [String], output: ToolOutput) -> Int32 {
        if arguments.first == "compare" { return compareTool(Array(arguments.dropFirst()), output: output) }
        let options: PreviewToolOptions
        do {
            options = try PreviewToolOptions(arguments: arguments)
        } catch {
            output.message("error: \(error.message)")
            return 1
        }
        // Before the previews are made: `Color("name")` looks its colour up when it is created.
        for path in registerAssetCatalogs(sourceFile: options.sourceFile, catalogs: options.assetCatalogs) {
            output.message("warning: no asset catalog at \(path)")
        }
        for problem in registerAppFonts() { output.message("warning: the font \(problem)") }
        for problem in registerStringTables() { output.message("warning: the string table \(problem)") }
        var previews: [NamedPreview] = []
        for provider in providers where !options.skipped.contains(provider.name) {
            // `previews` is user code too, and may crash.
            output.message(providerMarker + provider.name)
            let found = self.previews(in: provider.previews())
            if found.isEmpty { output.message("warning: \(provider.name) has no previews") }
            for (index, preview) in found.enumerated() {
                let name = fileName(provider: provider.name, preview: preview, index: index, count: found.count)
                guard !options.skipped.contains(name) else { continue }
                if let deviceName = preview.requestedDeviceName, preview.device == nil {
                    output.message("warning: \(provider.name): no device called \(deviceName); previewing on \(options.device.name)")
                }
                previews.append(NamedPreview(name: name, provider: provider.name, preview: preview))
            }
        }
        switch options.command {
        case .render: return render(previews, options: options, output: output)
        case .layout: return layout(previews, options: options, output: output)
        case .serve: return LivePreviews(previews: previews, options: options).run(output: output)
        }
    }

    @MainActor
    private static func render(_ previews: [NamedPreview], options: PreviewToolOptions, output: ToolOutput) -> Int32 {
        let directory = options.outputFolder
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            output.message("error: cannot create the folder \(directory.path): \(error.localizedDescription)")
            return 1
        }
        var written = 0
        var unknownSymbols = Set<String>()
        for entry in previews {
            let pictures: [Picture]
            do {
                pictures = try self.pictures(of: entry, options: options)
            } catch {
                output.message("error: \(error.message)")
                return 1
            }
            for picture in pictures {
                output.message(previewMarker + picture.name)
                // `String(localized:)` has no environment: it reads the process's locale.
                StringTables.previewLocale = picture.environment.locale
                let renderer = renderer(for: picture.preview, scale: options.scale, device: picture.device, environment: picture.environment)
                renderer.showsFrameOutlines = options.debugFrames
                if !options.transparent { renderer.background = canvasColor(picture.environment.colorScheme) }
                let url = directory.appendingPathComponent(picture.name + "." + options.format)
                let list = renderer.displayList()
                unknownSymbols.formUnion(SymbolArtwork.unknownNames(in: list.items))
                var data: Data
                if options.format == "png" {
                    guard let png = renderer.pngData() else {
                        let (width, height) = PNGRenderer.pixelSize(of: list)
                        output.message("warning: \(picture.name) is \(width) × \(height) pixels: nothing to draw, or too large for PNG; no file written")
                        continue
                    }
                    data = png
                    if options.embedsLayout {
                        data = PNGTextChunk.inserting(renderer.layout().description, keyword: PNGTextChunk.layoutKeyword, into: data)
                    }
                } else {
                    data = Data(renderer.svg().utf8)
                }
                do {
                    try PictureFile.write(data, to: url)
                } catch {
                    output.message("error: \(error.message)")
                    return 1
                }
                for diagnostic in renderer.layout().diagnostics { output.message("warning: \(picture.name): \(diagnostic.message)") }
                written += 1
                if !options.quiet {
                    output.result("\(url.path)  (\(formatted(list.size.width)) × \(formatted(list.size.height)) pt @\(formatted(options.scale))x)")
                }
            }
        }
        if !unknownSymbols.isEmpty {
            output.message("warning: no icon for the SF Symbols \(unknownSymbols.sorted().joined(separator: ", ")): drawn as grey squares")
        }
        // Nothing at all to show is a failure; a run whose other previews were drawn earlier, or
        // whose pictures are other processes' share, is not.
        let shared = options.shard.count > 1 || options.worker.count > 1
        return written > 0 || previews.isEmpty || !options.skipped.isEmpty || shared ? 0 : 1
    }

    @MainActor
    private static func layout(_ previews: [NamedPreview], options: PreviewToolOptions, output: ToolOutput) -> Int32 {
        var reports: [LayoutReport] = []
        for entry in previews {
            output.message(previewMarker + entry.name)
            let renderer = renderer(for: entry.preview, scale: options.scale, device: options.device, environment: options.environment)
            let layout = renderer.layout()
            if options.json {
                reports.append(LayoutReport(name: entry.name, provider: entry.provider, proposal: layout.proposal, layout: layout))
            } else {
                var text = "\(entry.name): proposed \(layout.proposal), size \(formatted(layout.size.width)) × \(formatted(layout.size.height))\n"
                text += layout.description + "\n"
                for diagnostic in layout.diagnostics { text += "warning: \(diagnostic.message)\n" }
                output.result(text)
            }
        }
        if options.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(reports) else {
                output.message("error: could not encode the layout as JSON")
                return 1
            }
            output.result(String(decoding: data, as: UTF8.self))
        }
        return 0
    }

    /// The canvas behind a preview: the system background, white, or black in dark mode.
    private static func canvasColor(_ scheme: ColorScheme) -> Color.Resolved {
        scheme == .dark ? Color.Resolved(red: 0, green: 0, blue: 0) : Color.Resolved(red: 1, green: 1, blue: 1)
    }

    /// The prefix of the lines naming the preview being drawn.
    public static let previewMarker = "trellis-preview: "

    /// The prefix of the lines naming the provider whose `previews` is being made.
    public static let providerMarker = "trellis-provider: "

    static func formatted(_ value: CGFloat) -> String { NumberFormatting.compact(value) }
}
