// What the leaf views draw: shapes (with the shadows their styles carry), texts and images
// (as placeholders where they are redacted). The display list builder asks each leaf here.

extension ShapeNode {
    /// The shape drawn in `frame` (the node's frame, snapped to the pixel grid).
    func displayItems(in frame: CGRect) -> [DisplayItem] {
        var path = drawnShape.path(in: frame)
        if drawnShape.layoutDirectionBehavior.mirrors(environment.layoutDirection) {
            path = path.applying(Transform2D.mirror(in: frame).affineTransform)
        }
        switch drawing {
        case .color(let color):
            return [.fill(path, color._resolveColor(in: environment))]
        case .fill(let style, let evenOdd):
            // A shape filled with the foreground style takes a gradient set as the foreground.
            let fill = style.base is ForegroundStyle ? environment.foregroundStyle?.base ?? style.base : style.base
            var items: [DisplayItem]
            if let gradient = ShapeStyleShadows.unshadowed(fill) as? any _GradientShapeStyle {
                items = [.gradientFill(path, gradient._resolveGradient(in: frame).resolved(in: environment))]
            } else {
                items = [.fill(path, style._resolveColor(in: environment))]
            }
            if evenOdd { items = [.layer(DisplayLayer(fillsEvenOdd: true, items: items))] }
            return ShapeStyleShadows.apply(ShapeStyleShadows.of(fill), to: items, fill: path, environment: environment)
        case .stroke(let style, let strokeStyle, _):
            let stroke = style.base is ForegroundStyle ? environment.foregroundStyle?.base ?? style.base : style.base
            let items: [DisplayItem] = [.stroke(path, style._resolveColor(in: environment), strokeStyle)]
            return ShapeStyleShadows.apply(ShapeStyleShadows.of(stroke), to: items, fill: nil, environment: environment)
        }
    }
}

extension TextNode {
    /// The text drawn in `frame`: its glyphs, or a placeholder bar per line where redacted.
    func displayItems(in frame: CGRect) -> [DisplayItem] {
        let (color, runColors) = text.drawnColors(in: environment)
        if environment.drawsPlaceholders {
            return Redaction.bars(lines: lineBounds(), in: frame, color: color)
        }
        let item = DisplayItem.text(DisplayText(text: resolved, frame: frame, proposal: placedProposal, color: color, runColors: runColors))
        // A shadow set with the text's style (`foregroundStyle(.white.shadow(.drop(radius: 2)))`),
        // on the text itself or on the environment's foreground.
        let style = text.runs.first?.style?.base ?? environment.foregroundStyle?.base
        guard let style else { return [item] }
        return ShapeStyleShadows.apply(ShapeStyleShadows.of(style), to: [item], fill: nil, environment: environment)
    }
}

extension ImageNode {
    /// The image, or SF Symbol, drawn in `frame`; a rectangle of the placeholder colour where
    /// redacted.
    func displayItems(in frame: CGRect) -> [DisplayItem] {
        let color = ForegroundStyle()._resolveColor(in: environment)
        if environment.drawsPlaceholders {
            return [.fill(Path(frame), Redaction.placeholderColor(color))]
        }
        if case .system(let name) = image.source {
            return [.symbol(environment.symbolVariants.applied(to: name), frame: frame, color: color)]
        }
        return [.image(image.source, frame: frame, isResizable: image.isResizable)]
    }
}

/// How iOS draws redacted content (docs/ios-metrics.md § 27): each line of a text as a bar of its
/// typographic bounds, rounded out to whole points and inset by 2, with corners of radius 4;
/// images as a rectangle of their frame; both in the text's colour at 16 % of its opacity.
enum Redaction {
    static let inset: CGFloat = 2
    static let cornerRadius: CGFloat = 4
    static let opacity: Float = 0.16

    /// `color` as a placeholder is drawn.
    static func placeholderColor(_ color: Color.Resolved) -> Color.Resolved {
        var faded = color
        faded.opacity *= opacity
        return faded
    }

    /// The bars of a redacted text whose lines are `lines` (relative to the text's origin),
    /// placed in `frame`.
    static func bars(lines: [CGRect], in frame: CGRect, color: Color.Resolved) -> [DisplayItem] {
        let fill = placeholderColor(color)
        return lines.compactMap { line in
            let whole = CGRect(
                x: line.minX.rounded(.down), y: line.minY.rounded(.down),
                width: line.maxX.rounded(.up) - line.minX.rounded(.down), height: line.maxY.rounded(.up) - line.minY.rounded(.down))
            let bar = whole.insetBy(dx: inset, dy: inset).offsetBy(dx: frame.minX, dy: frame.minY)
            guard bar.width > 0, bar.height > 0 else { return nil }
            return .fill(Path(roundedRect: bar, cornerRadius: cornerRadius, style: .circular), fill)
        }
    }
}
