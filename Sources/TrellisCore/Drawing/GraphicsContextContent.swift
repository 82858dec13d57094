extension GraphicsContext {
    /// A text prepared for drawing: measured with the canvas's fonts.
    public struct ResolvedText {
        let text: Text
        let resolved: TrellisCore.ResolvedText
        let measurer: any TextMeasuring
        /// The colour of runs without one of their own (the foreground style by default).
        public var shading: Shading

        /// The text's size when offered `size`.
        public func measure(in size: CGSize) -> CGSize {
            measurer.measure(resolved, proposal: ProposedViewSize(size)).size
        }

        /// The first line's baseline from the top, when offered `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            measurer.measure(resolved, proposal: ProposedViewSize(size)).firstBaseline
        }

        /// The last line's baseline from the top, when offered `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            measurer.measure(resolved, proposal: ProposedViewSize(size)).lastBaseline
        }
    }

    /// An image prepared for drawing, with its natural size.
    public struct ResolvedImage {
        let image: Image
        /// The image's natural size (zero for a missing image).
        public var size: CGSize
        /// The baseline, from the top: the image's bottom.
        public var baseline: CGFloat { size.height }
        /// The colour a template image or symbol is drawn in (the foreground style by default).
        public var shading: Shading?
    }

    /// A view from the canvas's `symbols`, by tag. Trellis does not draw symbols yet:
    /// `resolveSymbol(id:)` finds none (divergence register R9).
    public struct ResolvedSymbol {
        public var size: CGSize
    }

    /// `text` measured for drawing in this context.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, resolved: text.resolvedText(in: environment), measurer: textMeasurer, shading: .foreground)
    }

    /// `image` with its natural size, for drawing in this context.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image, size: imageProvider.naturalSize(of: image.source, environment: environment) ?? .zero)
    }

    /// The symbol tagged `id`: always nil in Trellis (symbols are not drawn yet).
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    /// Draws `text` wrapped to `rect`'s width, from its top-left corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let proposal = ProposedViewSize(rect.size)
        let size = text.measurer.measure(text.resolved, proposal: proposal).size
        draw(text, frame: CGRect(origin: rect.origin, size: size), proposal: proposal)
    }

    /// Draws `text` on one line (as its ideal size), its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measurer.measure(text.resolved, proposal: .unspecified).size
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        draw(text, frame: CGRect(origin: origin, size: size), proposal: .unspecified)
    }

    /// Draws `text` wrapped to `rect`'s width.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }

    private func draw(_ text: ResolvedText, frame: CGRect, proposal: ProposedViewSize) {
        let fallback = text.shading.color(in: environment, over: frame)
        let (color, runColors) = text.text.drawnColors(in: environment, fallback: fallback)
        record([.text(DisplayText(text: text.resolved, frame: frame, proposal: proposal, color: color, runColors: runColors))],
               transform: transform)
    }

    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard rect.width > 0, rect.height > 0 else { return }
        let item: DisplayItem
        if case .system(let name) = image.image.source {
            let color = (image.shading ?? .foreground).color(in: environment, over: rect)
            item = .symbol(environment.symbolVariants.applied(to: name), frame: rect, color: color)
        } else {
            item = .image(image.image.source, frame: rect, isResizable: true)
        }
        record([item], transform: transform)
    }

    /// Draws `image` at its natural size, its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        draw(image, in: CGRect(origin: origin, size: image.size))
    }

    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }

    /// Draws `image` at its natural size, its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }

    /// Draws a symbol (never called with one in Trellis: `resolveSymbol(id:)` finds none).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}

    /// Draws a symbol (never called with one in Trellis: `resolveSymbol(id:)` finds none).
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
}
