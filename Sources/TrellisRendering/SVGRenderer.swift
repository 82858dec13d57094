internal import Foundation
public import TrellisCore

/// Writes a display list as SVG text: deterministic (the same drawing gives the same bytes), so
/// it can be compared as text in snapshot tests, and self-contained (text is drawn as glyph
/// outlines and images are embedded), so it looks the same on a machine without the fonts.
///
/// Coordinates are points, in a `viewBox` the size of the canvas; `width` and `height` are in
/// pixels (points × the display list's scale). Numbers have at most three decimals.
public struct SVGRenderer: Sendable {
    /// How text is written.
    public enum TextMode: Hashable, Sendable {
        /// Each glyph run as a filled `<path>` of its glyphs' outlines: exact, font-independent.
        case glyphOutlines
        /// Each line as a `<text>` element naming the font: selectable and smaller, but drawn
        /// with whatever font the viewer has, so it may not match the layout.
        case characters
    }

    public var textMode: TextMode
    /// Where images are found (embedded as base64 `data:` URIs).
    public var images: ImageFiles
    /// Painted under everything; nil leaves the picture transparent.
    public var background: Color.Resolved?

    public init(textMode: TextMode = .glyphOutlines, images: ImageFiles = ImageFiles(), background: Color.Resolved? = nil) {
        self.textMode = textMode
        self.images = images
        self.background = background
    }

    /// The SVG document for `list`.
    public func svg(_ list: DisplayList) -> String {
        var writer = SVGWriter(renderer: self, scale: list.scale)
        let width = NumberFormatting.compact(list.size.width), height = NumberFormatting.compact(list.size.height)
        let scale = list.scale > 0 ? list.scale : 1
        writer.line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
                + " width=\"\(NumberFormatting.compact(list.size.width * scale))\""
                + " height=\"\(NumberFormatting.compact(list.size.height * scale))\""
                + " viewBox=\"0 0 \(width) \(height)\">")
        writer.depth += 1
        if let background {
            writer.fill(Path(CGRect(origin: .zero, size: list.size)), background)
        }
        writer.write(list.items)
        writer.depth -= 1
        writer.line("</svg>")
        return writer.output
    }
}

/// The state of one SVG document being written.
struct SVGWriter {
    let renderer: SVGRenderer
    let scale: CGFloat
    var output = ""
    var depth = 0
    /// Clip paths are numbered in document order: clip1, clip2…
    var clipCount = 0
    /// Gradients and shadows are numbered in document order too: gradient1…, shadow1…
    var gradientCount = 0
    var shadowCount = 0
    var filterCount = 0
    var maskCount = 0
    /// The debugging overlay's tags in the current coordinate space.
    var placedLabels: [FrameOutlineStyle.PlacedLabel] = []
    /// Images already encoded, by file or bytes (an image drawn twice is read once).
    var encodedImages: [ImageFiles.Resource: String] = [:]
    /// Emoji pictures already encoded.
    var colorGlyphs = SVGColorGlyphs()

    init(renderer: SVGRenderer, scale: CGFloat) {
        self.renderer = renderer
        self.scale = scale > 0 ? scale : 1
    }

    mutating func line(_ text: String) {
        output += String(repeating: "  ", count: depth) + text + "\n"
    }

    mutating func write(_ items: [DisplayItem]) {
        for item in items { write(item) }
    }

    mutating func write(_ item: DisplayItem) {
        switch item {
        case .fill(let path, let color):
            fill(path, color)
        case .gradientFill(let path, let gradient):
            gradientFill(path, gradient)
        case .stroke(let path, let color, let style):
            stroke(path, color, style)
        case .text(let text):
            write(text)
        case .image(let source, let frame, _):
            image(source, frame: frame)
        case .symbol(let name, let frame, let color):
            symbol(name, frame: frame, color: color)
        case .layer(let layer):
            write(layer)
        case .frameOutline(let frame, let label):
            frameOutline(frame, label: label)
        }
    }

    // MARK: - Shapes

    mutating func fill(_ path: Path, _ color: Color.Resolved, extra: String = "") {
        guard !path.isEmpty, color.opacity > 0 else { return }
        line(shape(path) + " fill=\"\(hex(color))\"" + opacity("fill-opacity", color) + extra + "/>")
    }

    mutating func gradientFill(_ path: Path, _ gradient: ResolvedGradient) {
        guard !path.isEmpty else { return }
        if case .angular(let center, let startAngle, let endAngle) = gradient.geometry {
            angularGradientFill(path, gradient, center: center, startAngle: startAngle, endAngle: endAngle)
            return
        }
        if case .mesh(let mesh) = gradient.geometry {
            meshGradientFill(path, mesh)
            return
        }
        gradientCount += 1
        let id = "gradient\(gradientCount)"
        guard let definition = SVGGradient.definition(of: gradient, id: id, color: hex, opacity: { opacity("stop-opacity", $0) }) else {
            fill(path, gradient.averageColor)
            return
        }
        line(definition)
        line(shape(path) + " fill=\"url(#\(id))\"/>")
    }

    mutating func stroke(_ path: Path, _ color: Color.Resolved, _ style: StrokeStyle) {
        guard !path.isEmpty, color.opacity > 0, style.lineWidth > 0 else { return }
        var attributes = " fill=\"none\" stroke=\"\(hex(color))\"" + opacity("stroke-opacity", color)
        attributes += " stroke-width=\"\(NumberFormatting.compact(style.lineWidth))\""
        switch style.lineCap {
        case .butt: break
        case .round: attributes += " stroke-linecap=\"round\""
        case .square: attributes += " stroke-linecap=\"square\""
        }
        switch style.lineJoin {
        case .miter:
            if style.miterLimit != 4 { attributes += " stroke-miterlimit=\"\(NumberFormatting.compact(style.miterLimit))\"" }
        case .round: attributes += " stroke-linejoin=\"round\""
        case .bevel: attributes += " stroke-linejoin=\"bevel\""
        }
        if let dash = StrokeDash(style) {
            attributes += " stroke-dasharray=\"" + dash.lengths.map { NumberFormatting.compact($0) }.joined(separator: " ") + "\""
            if dash.phase != 0 { attributes += " stroke-dashoffset=\"\(NumberFormatting.compact(dash.phase))\"" }
        }
        line(shape(path) + attributes + "/>")
    }

    /// The opening of a `<rect>` for a plain rectangle, of a `<path>` otherwise.
    func shape(_ path: Path) -> String {
        if let rect = SVGPathData.rectangle(path) {
            return "<rect x=\"\(NumberFormatting.compact(rect.minX))\" y=\"\(NumberFormatting.compact(rect.minY))\""
                + " width=\"\(NumberFormatting.compact(rect.width))\" height=\"\(NumberFormatting.compact(rect.height))\""
        }
        return "<path d=\"\(SVGPathData.data(path))\""
    }

    // MARK: - Text

    mutating func write(_ text: DisplayText) {
        let hasDecorations = text.text.runs.contains { $0.underline != nil || $0.strikethrough != nil }
        guard text.color.opacity > 0 || text.runColors != nil || hasDecorations else { return }
        let drawn = DrawnText(text)
        switch renderer.textMode {
        case .glyphOutlines:
            glyphs(drawn.runs) { text.color(ofRun: $0) }
            for decoration in TextDecorationLines.lines(of: text, drawn: drawn) {
                if let stroke = decoration.stroke { self.stroke(decoration.path, decoration.color, stroke) } else { fill(decoration.path, decoration.color) }
            }
        case .characters:
            let font = text.text.runs.first?.font
            var attributes = " font-family=\"\(escape(font?.name.map { "\($0), " } ?? ""))Inter, system-ui, sans-serif\""
            if let weight = font?.weight.value, weight != 400 { attributes += " font-weight=\"\(weight)\"" }
            if font?.isItalic == true { attributes += " font-style=\"italic\"" }
            attributes += " fill=\"\(hex(text.color))\"" + opacity("fill-opacity", text.color)
            for drawnLine in drawn.lines {
                let size = drawn.runs.first { run in run.positions.first.map { $0.y == drawnLine.origin.y } ?? false }?.size
                    ?? Double(font?.size ?? 17)
                line(
                    "<text x=\"\(NumberFormatting.compact(drawnLine.origin.x))\" y=\"\(NumberFormatting.compact(drawnLine.origin.y))\""
                        + " font-size=\"\(NumberFormatting.compact(size))\"" + attributes
                        + " xml:space=\"preserve\">\(escape(drawnLine.text))</text>")
            }
        }
    }

    /// Glyph runs, each in the colour of the text run it comes from.
    mutating func glyphs(_ runs: [DrawnGlyphRun], color: (Int) -> Color.Resolved) {
        for run in runs {
            let color = color(run.sourceRun)
            guard color.opacity > 0 else { continue }
            if SVGColorGlyphs.isColor(run) {
                // Emoji keep their own colours, as in the PNG.
                for element in colorGlyphs.images(of: run) { line(element) }
                continue
            }
            let data = SVGPathData.data(run)
            guard !data.isEmpty else { continue }
            line("<path d=\"\(data)\" fill=\"\(hex(color))\"" + opacity("fill-opacity", color) + "/>")
        }
    }

    // MARK: - Images

    /// An SF Symbol: its icon's outline in the foreground colour, or the grey stand-in.
    private mutating func symbol(_ name: String, frame: CGRect, color: Color.Resolved) {
        guard frame.width > 0, frame.height > 0 else { return }
        let (path, isStandIn) = SymbolArtwork.path(for: name, in: frame)
        fill(path, isStandIn ? SymbolStandIn.color : color)
    }

    mutating func image(_ source: Image.Source, frame: CGRect) {
        guard frame.width > 0, frame.height > 0, !(source.isSystem) else { return }
        guard let resource = renderer.images.resource(for: source, displayScale: scale) else { return }
        let uri: String
        if let cached = encodedImages[resource] {
            uri = cached
        } else {
            guard let file = resource.contents() else { return }
            uri = "data:\(file.mimeType);base64,\(file.data.base64EncodedString())"
            encodedImages[resource] = uri
        }
        line(
            "<image x=\"\(NumberFormatting.compact(frame.minX))\" y=\"\(NumberFormatting.compact(frame.minY))\""
                + " width=\"\(NumberFormatting.compact(frame.width))\" height=\"\(NumberFormatting.compact(frame.height))\""
                + " preserveAspectRatio=\"none\" xlink:href=\"\(uri)\"/>")
    }

    // MARK: - Layers

    mutating func write(_ layer: DisplayLayer) {
        var layer = layer
        if let projection = layer.projection {
            // SVG has no projective transform: the affine one closest to it where the items are.
            if let bounds = DisplayItemBounds.of(layer.items) {
                layer.transform = projection.affineApproximation(over: bounds).concatenating(layer.transform)
            }
            layer.projection = nil
        }
        guard !layer.items.isEmpty, layer.opacity > 0, layer.transform.isDrawable else { return }
        var attributes = ""
        if layer.transform != .identity { attributes += " transform=\"\(transform(layer.transform))\"" }
        if layer.opacity < 1 { attributes += " opacity=\"\(NumberFormatting.compact(layer.opacity))\"" }
        if let clip = layer.clip {
            clipCount += 1
            let id = "clip\(clipCount)"
            // The clip is in the group's own coordinates: the group's transform applies to it too.
            line("<clipPath id=\"\(id)\">" + shape(clip) + "/></clipPath>")
            attributes += " clip-path=\"url(#\(id))\""
        }
        var primitives = layer.filters.map(SVGFilters.primitive)
        if let shadow = layer.shadow, shadow.color.opacity > 0 {
            primitives.append(
                "<feDropShadow dx=\"\(NumberFormatting.compact(shadow.offset.width))\" dy=\"\(NumberFormatting.compact(shadow.offset.height))\""
                    + " stdDeviation=\"\(NumberFormatting.compact(shadow.radius / 2))\" flood-color=\"\(hex(shadow.color))\""
                    + " flood-opacity=\"\(NumberFormatting.compact(Double(shadow.color.opacity)))\"/>")
        }
        if !primitives.isEmpty {
            let id: String
            if layer.shadow != nil, layer.filters.isEmpty {
                shadowCount += 1
                id = "shadow\(shadowCount)"
            } else {
                filterCount += 1
                id = "filter\(filterCount)"
            }
            // Filter regions are relative to the group's bounds; twice its size leaves room for
            // the blur and the offset of ordinary shadows.
            line("<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\" color-interpolation-filters=\"sRGB\">"
                + primitives.joined() + "</filter>")
            attributes += " filter=\"url(#\(id))\""
        }
        if let mask = layer.mask {
            maskCount += 1
            let id = "mask\(maskCount)"
            // An alpha mask, over the whole user space (not the default box around the group).
            line("<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\""
                + " style=\"mask-type:alpha\">")
            depth += 1
            write(mask)
            depth -= 1
            line("</mask>")
            attributes += " mask=\"url(#\(id))\""
        }
        if layer.fillsEvenOdd { attributes += " fill-rule=\"evenodd\"" }
        if let blend = SVGFilters.blendModeName(layer.blendMode) {
            attributes += " style=\"mix-blend-mode:\(blend)\""
        }
        guard !attributes.isEmpty else {
            write(layer.items)
            return
        }
        line("<g" + attributes + ">")
        depth += 1
        let outerLabels = placedLabels
        if layer.transform != .identity { placedLabels = [] }
        write(layer.items)
        if layer.transform != .identity { placedLabels = outerLabels }
        depth -= 1
        line("</g>")
    }

    private func transform(_ t: Transform2D) -> String {
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            return "translate(\(NumberFormatting.compact(t.tx)) \(NumberFormatting.compact(t.ty)))"
        }
        return "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { NumberFormatting.compact($0) }.joined(separator: " ") + ")"
    }

    // MARK: - Debugging overlay

    mutating func frameOutline(_ frame: CGRect, label: String) {
        guard let (tag, text) = FrameOutlineStyle.label(label, frame: frame, scale: scale, placed: &placedLabels) else { return }
        let outline = FrameOutlineStyle.outlineRect(frame, scale: scale)
        stroke(Path(outline), FrameOutlineStyle.color, StrokeStyle(lineWidth: FrameOutlineStyle.lineWidth(scale: scale)))
        fill(Path(tag), FrameOutlineStyle.tagColor)
        glyphs(text.runs) { _ in FrameOutlineStyle.labelColor }
    }

    // MARK: - Attributes

    private func hex(_ color: Color.Resolved) -> String {
        func byte(_ component: Float) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    private func opacity(_ name: String, _ color: Color.Resolved) -> String {
        color.opacity >= 1 ? "" : " \(name)=\"\(NumberFormatting.compact(Double(color.opacity)))\""
    }

    private func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
