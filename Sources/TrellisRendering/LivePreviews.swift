internal import Foundation
internal import TrellisCore
internal import TrellisTextBridge

/// The preview program's `serve` command, for `trellis serve`: it stays running, reads one
/// request per line on standard input (a ``LivePreviewRequest`` as JSON) and answers each with
/// one line of JSON on standard output (a ``LivePreviewAnswer``), until its input ends.
///
/// Each preview keeps its layout per canvas environment, so a canvas resized or a device
/// switched is laid out again from the layout's caches (`relayout(on:)`, `relayout(in:)`), not
/// from the view value. As when drawing, each preview is named on standard error before it is
/// laid out, so a crash or a hang is pinned on the preview that caused it.
@MainActor
final class LivePreviews {
    private let previews: [PreviewRendering.NamedPreview]
    private let options: PreviewToolOptions
    /// Layouts kept for relayout: one per preview and canvas environment.
    private var layouts: [Key: Kept] = [:]
    /// `.sizeThatFits` canvases, per preview, environment and device: finding one lays the view
    /// out afresh, so it is done once, not on every request.
    private var fittingProposals: [FittingKey: ProposedViewSize] = [:]

    private struct FittingKey: Hashable {
        var key: Key
        var device: String
    }

    private struct Key: Hashable {
        var preview: String
        var colorScheme: String
        var dynamicTypeSize: String
        /// A layout kept for one design is not reused for another: the controls differ.
        var designVersion: DesignVersion
    }

    /// A preview kept alive: its host keeps its state across events (taps, typing) and lays it
    /// out again from the caches when only the canvas changes.
    private struct Kept {
        var host: ViewHost
        var images: LocatingImageProvider
        var layout: ViewLayout { host.layout }
    }

    init(previews: [PreviewRendering.NamedPreview], options: PreviewToolOptions) {
        self.previews = previews
        self.options = options
    }

    /// Answers requests until standard input ends.
    func run(output: PreviewRendering.ToolOutput) -> Int32 {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A view may be proposed infinity (`.frame(width: .infinity)`), which JSON has no number for.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        while let line = readLine(strippingNewline: true) {
            guard !line.isEmpty else { continue }
            let answer: LivePreviewAnswer
            do {
                let request = try JSONDecoder().decode(LivePreviewRequest.self, from: Data(line.utf8))
                answer = try self.answer(request, output: output)
            } catch let mistake as PreviewToolOptions.Mistake {
                answer = LivePreviewAnswer(error: mistake.message)
            } catch {
                answer = LivePreviewAnswer(error: "the request is not valid JSON: \(line.prefix(200))")
            }
            guard let data = try? encoder.encode(answer) else {
                output.message("error: could not encode the previews as JSON")
                return 1
            }
            output.result(String(decoding: data, as: UTF8.self))
        }
        return 0
    }

    /// Lays out and draws every preview as `request` asks.
    func answer(_ request: LivePreviewRequest, output: PreviewRendering.ToolOutput) throws(PreviewToolOptions.Mistake) -> LivePreviewAnswer {
        var settings = options
        if let device = request.device { try settings.set("--device", to: device) }
        if let scheme = request.colorScheme { try settings.set("--color-scheme", to: scheme) }
        if let size = request.dynamicTypeSize { try settings.set("--dynamic-type", to: size) }
        if let os = request.os { try settings.set("--os", to: os) }
        let canvasSize = try request.canvasSize()
        let event = request.event
        if let event, event.kind == .reset {
            layouts = layouts.filter { key, _ in event.preview.map { $0 != key.preview } ?? false }
            fittingProposals = fittingProposals.filter { fitting, _ in event.preview.map { $0 != fitting.key.preview } ?? false }
        }
        var answer = LivePreviewAnswer(id: request.id)
        for entry in previews {
            output.message(PreviewRendering.previewMarker + entry.name)
            let targeted = event.flatMap { $0.kind != .reset && $0.preview == entry.name ? $0 : nil }
            answer.previews.append(picture(of: entry, settings: settings, canvasSize: canvasSize, event: targeted))
        }
        return answer
    }

    private func picture(
        of entry: PreviewRendering.NamedPreview, settings: PreviewToolOptions, canvasSize: CGSize?, event: LivePreviewEvent?
    ) -> LivePreviewPicture {
        let preview = entry.preview
        let clock = ContinuousClock()
        let started = clock.now
        let key = Key(
            preview: entry.name, colorScheme: settings.environment.colorScheme == .dark ? "dark" : "light",
            dynamicTypeSize: "\(settings.environment.dynamicTypeSize)", designVersion: settings.environment.designVersion)
        var environment = settings.environment
        environment.displayScale = settings.scale

        let device = preview.layout == .device ? (preview.device ?? settings.device) : nil
        var window: Window
        let fitting = device == nil && canvasSize == nil ? FittingKey(key: key, device: (preview.device ?? settings.device).name) : nil
        if let device {
            let screen = device.screen(in: preview.orientation)
            window = .screen(canvasSize.map { Screen(size: $0, safeAreaInsets: screen.safeAreaInsets) } ?? screen)
        } else if let canvasSize {
            window = .proposal(ProposedViewSize(canvasSize))
        } else {
            let fittingKey = fitting ?? FittingKey(key: key, device: (preview.device ?? settings.device).name)
            let proposal =
                fittingProposals[fittingKey]
                ?? PreviewRendering.proposal(for: preview, scale: settings.scale, device: settings.device, environment: environment)
            fittingProposals[fittingKey] = proposal
            window = .proposal(proposal)
        }

        let relaidOut: Bool
        let kept: Kept
        if let existing = layouts[key] {
            switch window {
            case .screen(let screen): existing.host.relayout(on: screen)
            case .proposal(let proposal): existing.host.relayout(in: proposal)
            }
            kept = existing
            relaidOut = true
        } else {
            let images = LocatingImageProvider()
            let host =
                switch window {
                case .screen(let screen):
                    ViewHost(preview.view, on: screen, environment: environment, textMeasurer: ShapedTextMeasurer(), imageProvider: images)
                case .proposal(let proposal):
                    ViewHost(preview.view, in: proposal, environment: environment, textMeasurer: ShapedTextMeasurer(), imageProvider: images)
                }
            kept = Kept(host: host, images: images)
            layouts[key] = kept
            relaidOut = false
        }
        let updates = kept.host.updateCount
        let outcome = event.map { $0.apply(to: kept.host) }
        if let fitting, kept.host.updateCount != updates {
            // The view changed: a canvas sized to fit it is fitted again, from the kept state.
            let screen = (preview.device ?? settings.device).screen(in: preview.orientation)
            kept.host.relayout(in: ProposedViewSize(screen.safeBounds.size))
            let fitted = ProposedViewSize(kept.host.layout.size)
            fittingProposals[fitting] = fitted
            kept.host.relayout(in: fitted)
            window = .proposal(fitted)
        }
        let laidOut = clock.now
        let rendered = RenderedView(
            layout: kept.layout, displayList: kept.layout.displayList(),
            images: ImageFiles(directories: environment.imageDirectories, located: kept.images.locatedFiles),
            background: settings.environment.colorScheme == .dark ? Color.Resolved(red: 0, green: 0, blue: 0) : Color.Resolved(red: 1, green: 1, blue: 1),
            svgTextMode: .glyphOutlines)
        let svg = rendered.svg()
        let drawn = clock.now
        let report = LayoutReport(name: entry.name, provider: entry.provider, proposal: kept.layout.proposal, layout: kept.layout)
        let list = rendered.displayList
        let windowSize =
            switch window {
            case .screen(let screen): screen.size
            case .proposal(let proposal): CGSize(width: proposal.width ?? kept.layout.size.width, height: proposal.height ?? kept.layout.size.height)
            }
        return LivePreviewPicture(
            name: entry.name, provider: entry.provider, displayName: preview.displayName, device: device?.name,
            canvas: LayoutReport.Size(width: Double(list.size.width), height: Double(list.size.height)),
            window: LayoutReport.Frame(
                x: Double(list.origin.x), y: Double(list.origin.y), width: Double(windowSize.width), height: Double(windowSize.height)),
            svg: svg, layout: report, relaidOut: relaidOut,
            layoutMilliseconds: Self.milliseconds(laidOut - started), drawMilliseconds: Self.milliseconds(drawn - laidOut),
            event: outcome, editing: kept.host.focusedField)
    }

    private enum Window {
        case screen(Screen)
        case proposal(ProposedViewSize)
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return (Double(seconds) * 1000 + Double(attoseconds) / 1e15 * 1000).rounded() / 1000
    }
}

/// What `trellis serve` asks the preview program for: every preview drawn on a canvas.
struct LivePreviewRequest: Decodable {
    /// Echoed in the answer.
    var id: Int?
    /// The device to draw `.device` previews on (a name `trellis devices` lists); nil: the
    /// program's `--device`.
    var device: String?
    /// A canvas resized by hand, in points: the screen's size for `.device` previews (its safe
    /// area insets kept), the proposal for the others. Both or neither.
    var width: Double?
    var height: Double?
    /// "light" or "dark"; nil: the program's `--color-scheme`.
    var colorScheme: String?
    /// A `DynamicTypeSize` case name; nil: the program's `--dynamic-type`.
    var dynamicTypeSize: String?
    /// An iOS version whose design is drawn ("18", "26"); nil: the program's `--os`.
    var os: String?
    /// A tap, keys or a reset for one preview, applied before the previews are drawn.
    var event: LivePreviewEvent?

    init(
        id: Int? = nil, device: String? = nil, width: Double? = nil, height: Double? = nil, colorScheme: String? = nil,
        dynamicTypeSize: String? = nil, os: String? = nil, event: LivePreviewEvent? = nil
    ) {
        self.event = event
        self.id = id
        self.device = device
        self.width = width
        self.height = height
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.os = os
    }

    /// The canvas's size, checked: both dimensions or neither, each finite and within 1…10,000.
    func canvasSize() throws(PreviewToolOptions.Mistake) -> CGSize? {
        switch (width, height) {
        case (nil, nil): return nil
        case (let width?, let height?):
            guard (1...10_000).contains(width), (1...10_000).contains(height) else {
                throw PreviewToolOptions.Mistake(message: "the canvas must be 1 to 10000 points on each side")
            }
            return CGSize(width: width, height: height)
        default: throw PreviewToolOptions.Mistake(message: "give the canvas's width and height together")
        }
    }
}

/// The preview program's answer to a ``LivePreviewRequest``.
struct LivePreviewAnswer: Encodable {
    var id: Int?
    var previews: [LivePreviewPicture] = []
    /// Why the request could not be answered.
    var error: String?
}

/// One preview as `trellis serve` shows it.
struct LivePreviewPicture: Encodable {
    var name: String
    var provider: String
    var displayName: String?
    /// The device it is drawn on (nil for `.sizeThatFits` and `.fixed` previews).
    var device: String?
    /// The picture's size in points (the SVG's user units): the window, grown to the content
    /// when the content overflows it.
    var canvas: LayoutReport.Size
    /// The window (the screen, or the proposal's rectangle) in the picture: the picture's
    /// point (x, y) is the window's (0, 0), and the frames in ``layout`` are in the window's
    /// coordinates.
    var window: LayoutReport.Frame
    var svg: String
    /// Its views, as `trellis layout --json` prints them.
    var layout: LayoutReport
    /// Whether it was laid out again from its caches (the same preview and environment before).
    var relaidOut: Bool
    var layoutMilliseconds: Double
    var drawMilliseconds: Double
    /// What the request's event did to this preview, in words (nil when it had none).
    var event: String?
    /// The text field keys typed on the canvas go to, if a tap focused one.
    var editing: String?
}
