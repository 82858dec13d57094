internal import CCairo
internal import Foundation
internal import TrellisCore

/// Draws display items on a Cairo context whose user space is the display list's points.
struct CairoDrawing {
    let context: OpaquePointer
    let scale: CGFloat
    let images: ImageFiles
    /// Image surfaces already loaded, by file or bytes (nil: they could not be decoded).
    private var loadedImages: [ImageFiles.Resource: OpaquePointer?] = [:]
    private let fontOptions: OpaquePointer?
    /// The debugging overlay's tags in the current coordinate space.
    var placedLabels: [FrameOutlineStyle.PlacedLabel] = []
    /// Whether fills use the even-odd rule (inside a layer that says so).
    var fillsEvenOdd = false

    init(context: OpaquePointer, scale: CGFloat, images: ImageFiles) {
        self.context = context
        self.scale = scale
        self.images = images
        // Unhinted outlines at unrounded positions, grey antialiasing: the glyphs sit exactly
        // where the layout put them, and the pixels do not depend on the machine's settings.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        fontOptions = options
    }

    /// Releases the loaded images and the font options.
    mutating func finish() {
        for case let surface? in loadedImages.values { cairo_surface_destroy(surface) }
        loadedImages = [:]
        cairo_font_options_destroy(fontOptions)
    }

    mutating func draw(_ items: [DisplayItem]) {
        for item in items { draw(item) }
    }

    mutating func draw(_ item: DisplayItem) {
        switch item {
        case .fill(let path, let color):
            fill(path, color)
        case .gradientFill(let path, let gradient):
            gradientFill(path, gradient)
        case .stroke(let path, let color, let style):
            stroke(path, color, style)
        case .text(let text):
            let hasDecorations = text.text.runs.contains { $0.underline != nil || $0.strikethrough != nil }
            guard text.color.opacity > 0 || text.runColors != nil || hasDecorations else { return }
            let drawn = DrawnText(text)
            glyphs(drawn.runs) { text.color(ofRun: $0) }
            for line in TextDecorationLines.lines(of: text, drawn: drawn) {
                if let stroke = line.stroke { self.stroke(line.path, line.color, stroke) } else { fill(line.path, line.color) }
            }
        case .image(let source, let frame, _):
            image(source, frame: frame)
        case .symbol(let name, let frame, let color):
            symbol(name, frame: frame, color: color)
        case .layer(let layer):
            draw(layer)
        case .frameOutline(let frame, let label):
            guard let (tag, text) = FrameOutlineStyle.label(label, frame: frame, scale: scale, placed: &placedLabels) else { return }
            let outline = FrameOutlineStyle.outlineRect(frame, scale: scale)
            stroke(Path(outline), FrameOutlineStyle.color, StrokeStyle(lineWidth: FrameOutlineStyle.lineWidth(scale: scale)))
            fill(Path(tag), FrameOutlineStyle.tagColor)
            glyphs(text.runs) { _ in FrameOutlineStyle.labelColor }
        }
    }

    // MARK: - Shapes

    private func fill(_ path: Path, _ color: Color.Resolved) {
        guard !path.isEmpty, color.opacity > 0 else { return }
        addPath(path)
        Self.setColor(context, color)
        cairo_set_fill_rule(context, fillsEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(context)
    }

    private func gradientFill(_ path: Path, _ gradient: ResolvedGradient) {
        guard !path.isEmpty else { return }
        if case .mesh(let mesh) = gradient.geometry {
            // Outside its cells a mesh shows its background.
            if mesh.background.opacity > 0 { fill(path, mesh.background) }
            if mesh.patches.isEmpty { return }
        }
        guard let pattern = CairoGradients.pattern(for: gradient, covering: path.boundingRect) else {
            fill(path, gradient.averageColor)
            return
        }
        addPath(path)
        cairo_set_source(context, pattern)
        cairo_set_fill_rule(context, fillsEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(context)
        cairo_pattern_destroy(pattern)
    }

    private func stroke(_ path: Path, _ color: Color.Resolved, _ style: StrokeStyle) {
        guard !path.isEmpty, color.opacity > 0, style.lineWidth > 0 else { return }
        addPath(path)
        Self.setColor(context, color)
        cairo_set_line_width(context, Double(style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(context, Double(max(style.miterLimit, 1)))
        if let dash = StrokeDash(style) {
            dash.lengths.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), dash.phase) }
        } else {
            cairo_set_dash(context, nil, 0, 0)
        }
        cairo_stroke(context)
    }

    /// Replaces the current path with `path` (quadratic curves become the equivalent cubics).
    func addPath(_ path: Path) {
        cairo_new_path(context)
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(context, Double(p.x), Double(p.y))
                current = p
                subpathStart = p
            case .line(let p):
                cairo_line_to(context, Double(p.x), Double(p.y))
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(context)
                current = subpathStart
            }
        }
    }

    static func setColor(_ context: OpaquePointer, _ color: Color.Resolved) {
        func clamped(_ value: Float) -> Double { Double(min(max(value, 0), 1)) }
        cairo_set_source_rgba(context, clamped(color.red), clamped(color.green), clamped(color.blue), clamped(color.opacity))
    }

    // MARK: - Text

    /// Glyph runs, each in the colour of the text run it comes from.
    private func glyphs(_ runs: [DrawnGlyphRun], color: (Int) -> Color.Resolved) {
        cairo_set_font_options(context, fontOptions)
        for run in runs {
            let runColor = color(run.sourceRun)
            guard runColor.opacity > 0 else { continue }
            Self.setColor(context, runColor)
            guard let face = CairoFontFaces.shared.face(path: run.fontPath, faceIndex: run.faceIndex) else { continue }
            cairo_set_font_face(context, face)
            cairo_set_font_size(context, run.size)
            var glyphs = zip(run.glyphs, run.positions).map { glyph, position in
                cairo_glyph_t(index: UInt(glyph), x: Double(position.x), y: Double(position.y))
            }
            cairo_show_glyphs(context, &glyphs, Int32(glyphs.count))
        }
    }

    // MARK: - Images

    /// An SF Symbol: its icon's outline in the foreground colour, or the grey stand-in.
    private mutating func symbol(_ name: String, frame: CGRect, color: Color.Resolved) {
        guard frame.width > 0, frame.height > 0 else { return }
        let (path, isStandIn) = SymbolArtwork.path(for: name, in: frame)
        fill(path, isStandIn ? SymbolStandIn.color : color)
    }

    private mutating func image(_ source: Image.Source, frame: CGRect) {
        guard frame.width > 0, frame.height > 0, !(source.isSystem) else { return }
        guard let resource = images.resource(for: source, displayScale: scale) else { return }
        let surface: OpaquePointer?
        if let loaded = loadedImages[resource] {
            surface = loaded
        } else {
            let made = ImageDecoding.surface(resource)
            loadedImages[resource] = made
            surface = made
        }
        guard let surface else { return }
        let width = Double(cairo_image_surface_get_width(surface)), height = Double(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0 else { return }
        cairo_save(context)
        cairo_rectangle(context, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
        cairo_clip(context)
        cairo_translate(context, Double(frame.minX), Double(frame.minY))
        cairo_scale(context, Double(frame.width) / width, Double(frame.height) / height)
        cairo_set_source_surface(context, surface, 0, 0)
        // Edge pixels repeat outwards, so a stretched image's border is not blurred into nothing.
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_paint(context)
        cairo_restore(context)
    }
}
