/// Lays out an analyzed paragraph for one proposal at one font scale: fills lines, keeps those
/// that fit the line limit and the height, truncates the last one shown if text was left out,
/// and positions lines and glyphs.
struct LayoutComputation {
    let analysis: AnalyzedText
    let paragraph: Paragraph
    /// nil: unlimited.
    let maxWidth: Double?
    let maxHeight: Double?
    let displayScale: Double

    /// Ascent, descent and natural line height (with the fonts' line gap) of a line, in points.
    private struct LineMetrics {
        var ascent: Double
        var descent: Double
        var natural: Double
    }

    /// The layout, and whether the text fit without truncation or words broken inside.
    func run(scale: Double) -> (layout: TextLayout, fits: Bool) {
        let measurer = Measurer(analysis: analysis, scale: scale)
        let lineLimit = max(1, paragraph.lineLimit ?? .max)

        // Fill lines until one does not fit the line limit or the height (at least one shows).
        var shown: [FilledLine] = []
        var hidden: [LineItem] = []
        var isTruncated = false
        var previous: LineMetrics?
        var top = 0.0
        paragraphs: for index in analysis.paragraphs.indices {
            var filler = LineFiller(measurer: measurer, maxWidth: maxWidth, paragraph: index)
            while let line = filler.nextLine() {
                let metrics = self.metrics(of: line.items, paragraph: index, measurer: measurer)
                let lineTop = previous.map { top + advance(from: $0, to: metrics, scale: scale) } ?? 0
                let bottom = lineTop + metrics.ascent + metrics.descent
                let overHeight = !shown.isEmpty && maxHeight.map { bottom > $0 + 1e-9 } == true
                if shown.count >= lineLimit || overHeight {
                    isTruncated = true
                    if line.paragraph == shown.last?.paragraph { hidden = line.items + filler.remainingItems() }
                    break paragraphs
                }
                shown.append(line)
                top = lineTop
                previous = metrics
            }
        }

        if isTruncated, let last = shown.last {
            // The last shown line gets the rest of its paragraph, cut to fit with an ellipsis.
            let truncator = Truncator(measurer: measurer, maxWidth: maxWidth, mode: paragraph.truncationMode)
            shown[shown.count - 1].items = truncator.truncate(
                last.items + hidden, moreFollows: last.paragraph + 1 < analysis.paragraphs.count,
                paragraphStyle: analysis.paragraphs[last.paragraph].style)
        }
        return assemble(shown, isTruncated: isTruncated, measurer: measurer, scale: scale)
    }

    // MARK: - Assembly

    private func assemble(_ lines: [FilledLine], isTruncated: Bool, measurer: Measurer, scale: Double) -> (
        layout: TextLayout, fits: Bool
    ) {
        guard !lines.isEmpty else {
            let empty = TextLayout(
                size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [], isTruncated: false, fontScale: scale,
                diagnostics: analysis.diagnostics)
            return (empty, true)
        }
        var tops: [Double] = []
        var allMetrics: [LineMetrics] = []
        var widths: [Double] = []
        var previous: LineMetrics?
        var top = 0.0
        for line in lines {
            let metrics = self.metrics(of: line.items, paragraph: line.paragraph, measurer: measurer)
            if let previous { top += advance(from: previous, to: metrics, scale: scale) }
            tops.append(top)
            allMetrics.append(metrics)
            widths.append(contentWidth(of: line.items, measurer: measurer))
            previous = metrics
        }
        let widest = widths.max() ?? 0
        let bottom = tops[tops.count - 1] + allMetrics[allMetrics.count - 1].ascent + allMetrics[allMetrics.count - 1].descent
        var width = PixelGrid.ceil(widest, scale: displayScale)
        if let maxWidth { width = min(width, maxWidth) }
        let size = TextSize(width: width, height: PixelGrid.ceil(bottom, scale: displayScale))

        let rightToLeft = paragraph.layoutDirection == .rightToLeft
        let visualPieces = analysis.visualPieces(of: lines, rightToLeftByDefault: rightToLeft)
        var laidOut: [LaidOutLine] = []
        laidOut.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            let x: Double
            switch (paragraph.alignment, rightToLeft) {
            case (.leading, false), (.trailing, true): x = 0
            case (.center, _): x = (size.width - widths[index]) / 2
            case (.trailing, false), (.leading, true): x = size.width - widths[index]
            }
            let baseline = tops[index] + allMetrics[index].ascent
            laidOut.append(
                position(
                    line, pieces: visualPieces[index], x: x, top: tops[index], baseline: baseline, width: widths[index],
                    metrics: allMetrics[index], measurer: measurer))
        }
        let brokeInsideWord = lines.contains { $0.brokeInsideWord }
        let fits = !isTruncated && !brokeInsideWord && maxWidth.map { widest <= $0 + LineFiller.epsilon } ?? true
        let layout = TextLayout(
            size: size, firstBaseline: laidOut[0].baseline, lastBaseline: laidOut[laidOut.count - 1].baseline,
            lines: laidOut, isTruncated: isTruncated, fontScale: scale, diagnostics: analysis.diagnostics)
        return (layout, fits)
    }

    /// The distance from one line's top to the next's, plus the line spacing: the paragraph's
    /// line advance (a text style's leading: lines advance by exactly that, even where it is
    /// less than the font's height, as caption2's 13 at 11 pt), or else the fonts' natural line
    /// height, at least enough for the descent above and the ascent below.
    private func advance(from previous: LineMetrics, to next: LineMetrics, scale: Double) -> Double {
        if let lineAdvance = paragraph.lineAdvance {
            return lineAdvance * scale + paragraph.lineSpacing
        }
        return max(previous.natural, next.natural, previous.descent + next.ascent) + paragraph.lineSpacing
    }

    private func metrics(of items: [LineItem], paragraph: Int, measurer: Measurer) -> LineMetrics {
        var result: LineMetrics?
        func include(_ style: Int) {
            let metrics = analysis.styles[style].resolved.metrics
            let size = measurer.sizes[style]
            let line = LineMetrics(
                ascent: metrics.ascent * size, descent: metrics.descent * size,
                natural: (metrics.ascent + metrics.descent + metrics.lineGap) * size)
            guard let current = result else {
                result = line
                return
            }
            result = LineMetrics(
                ascent: max(current.ascent, line.ascent), descent: max(current.descent, line.descent),
                natural: max(current.natural, line.natural))
        }
        var lastStyle = -1
        for item in items {
            let style: Int
            switch item {
            case .clusters(let p, let s, _): style = measurer.segment(p, s).style
            case .ellipsis(let itemStyle): style = itemStyle
            }
            if style != lastStyle { include(style) }
            lastStyle = style
        }
        if result == nil { include(analysis.paragraphs[paragraph].style) }
        return result!
    }

    /// The width of the line with its trailing whitespace.
    private func fullWidth(of items: [LineItem], measurer: Measurer) -> Double {
        var width = 0.0
        for item in items {
            switch item {
            case .clusters(let p, let s, let range): width += measurer.width(of: measurer.segment(p, s), clusters: range)
            case .ellipsis(let style): width += measurer.ellipsisWidth(style: style)
            }
        }
        return width
    }

    /// The width of the line without its trailing whitespace.
    private func contentWidth(of items: [LineItem], measurer: Measurer) -> Double {
        var width = 0.0
        var trailing = 0.0
        for item in items {
            switch item {
            case .clusters(let p, let s, let range):
                let segment = measurer.segment(p, s)
                width += measurer.width(of: segment, clusters: range)
                // Whitespace at the end of this item; it only counts if nothing inked follows.
                var itemTrailing = 0.0
                var allWhitespace = true
                for cluster in range.reversed() {
                    guard segment.shaped.clusters[cluster].isWhitespace else {
                        allWhitespace = false
                        break
                    }
                    itemTrailing += measurer.width(of: segment, cluster: cluster)
                }
                trailing = allWhitespace ? trailing + itemTrailing : itemTrailing
            case .ellipsis(let style):
                width += measurer.ellipsisWidth(style: style)
                trailing = 0
            }
        }
        return width - trailing
    }

    // MARK: - Glyph positions

    /// Positions the glyphs of `pieces` (the line's items in visual order) from the left; the
    /// line's text stays in logical order.
    private func position(
        _ line: FilledLine, pieces: [VisualPiece], x: Double, top: Double, baseline: Double, width: Double,
        metrics: LineMetrics, measurer: Measurer
    ) -> LaidOutLine {
        var runs: [GlyphRun] = []
        var text: [UInt16] = []
        var sourceStart: Int?
        var sourceEnd = 0
        // Whitespace ending a right-to-left paragraph's line hangs past its left edge.
        let hanging = analysis.paragraphs[line.paragraph].baseLevel & 1 == 1 ? fullWidth(of: line.items, measurer: measurer) - width : 0
        var cursor = x - hanging

        func place(_ shaped: ShapedSegment, clusters: Range<Int>, face: FontFace, style: Int, rightToLeft: Bool) {
            let size = measurer.sizes[style]
            let perUnit = size / Double(shaped.unitsPerEm)
            let spacing = measurer.spacings[style]
            let font = FontInstance(path: face.path, faceIndex: face.faceIndex, size: size)
            if runs.last?.font != font || runs.last?.isRightToLeft != shaped.isRightToLeft || runs.last?.sourceRun != style {
                var started = GlyphRun(font: font, glyphs: [], positions: [], isRightToLeft: shaped.isRightToLeft, sourceRun: style)
                started.start = cursor
                started.decorations = face.decorations.scaled(by: size)
                runs.append(started)
            }
            var run = runs.removeLast()
            defer { runs[runs.count - 1].end = cursor }
            for offset in 0..<clusters.count {
                let index = rightToLeft ? clusters.upperBound - 1 - offset : clusters.lowerBound + offset
                let cluster = shaped.clusters[index]
                for glyph in Int(cluster.glyphStart)..<Int(cluster.glyphEnd) {
                    run.glyphs.append(shaped.glyphs[glyph])
                    run.positions.append(
                        GlyphPosition(
                            x: cursor + Double(shaped.offsetsX[glyph]) * perUnit,
                            y: baseline - Double(shaped.offsetsY[glyph]) * perUnit))
                    cursor += Double(shaped.advances[glyph]) * perUnit
                }
                cursor += spacing
            }
            runs.append(run)
        }

        for piece in pieces {
            let rightToLeft = piece.level & 1 == 1
            switch piece.item {
            case .clusters(let p, let s, let range):
                let segment = measurer.segment(p, s)
                place(segment.shaped, clusters: range, face: segment.face, style: segment.style, rightToLeft: rightToLeft)
            case .ellipsis(let style):
                let shaped = analysis.ellipses[style]
                place(
                    shaped, clusters: 0..<shaped.clusters.count, face: analysis.styles[style].resolved.face, style: style,
                    rightToLeft: rightToLeft)
            }
        }
        for item in line.items {
            switch item {
            case .clusters(let p, let s, let range):
                let segment = measurer.segment(p, s)
                let start = segment.textStart + Int(segment.shaped.clusters[range.lowerBound].textStart)
                let end = segment.textStart + Int(segment.shaped.clusters[range.upperBound - 1].textEnd)
                text.append(contentsOf: analysis.text[start..<end])
                sourceStart = min(sourceStart ?? start, start)
                sourceEnd = max(sourceEnd, end)
            case .ellipsis(let style):
                let shaped = analysis.ellipses[style]
                text.append(contentsOf: shaped.clusters.last?.textEnd == 1 ? [0x2026] : [0x2E, 0x2E, 0x2E])
            }
        }
        let paragraphStart = analysis.paragraphs[line.paragraph].textRange.lowerBound
        let start = sourceStart ?? paragraphStart
        return LaidOutLine(
            text: String(decoding: text, as: UTF16.self), sourceRange: start..<max(start, sourceEnd), top: top,
            baseline: baseline, x: x, width: width, ascent: metrics.ascent, descent: metrics.descent,
            glyphRuns: runs.filter { !$0.glyphs.isEmpty })
    }
}
