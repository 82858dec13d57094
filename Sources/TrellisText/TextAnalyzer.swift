import CHarfBuzz

/// Turns runs into an ``AnalyzedText``: finds break opportunities (ICU), splits at mandatory
/// breaks, runs, fonts, scripts and bidi levels (ICU), picks fallback fonts for characters a font
/// lacks, and shapes every segment in its direction (HarfBuzz, through the shared shaping cache).
struct TextAnalyzer {
    let library: FontLibrary
    let shapingCache: BoundedCache<Shaper.Key, ShapedSegment>

    /// - Parameter rightToLeftByDefault: the direction of paragraphs without a strongly
    ///   directional character (the layout direction).
    func analyze(_ runs: [TextRun], rightToLeftByDefault: Bool = false) -> AnalyzedText {
        var text: [UInt16] = []
        var runBounds: [Range<Int>] = []
        var styles: [RunStyle] = []
        var diagnostics: [String] = []
        for run in runs {
            let start = text.count
            text.append(contentsOf: run.string.utf16)
            runBounds.append(start..<text.count)
            let resolved = library.resolve(run.font)
            if let diagnostic = resolved.diagnostic, !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            let size = run.font.size.isFinite ? max(0, run.font.size) : 0
            let tracking = run.tracking.isFinite ? run.tracking : 0
            let kerning = run.kerning.isFinite ? run.kerning : 0
            styles.append(
                RunStyle(resolved: resolved, size: size, extraSpacing: tracking + kerning, ligaturesOff: tracking != 0))
        }
        guard !text.isEmpty else {
            return AnalyzedText(text: [], styles: styles, paragraphs: [], ellipses: [], diagnostics: diagnostics)
        }

        let opportunities = LineBreakOpportunities.find(in: text)
        var missing: [UInt32] = []
        var paragraphs: [HardParagraph] = []
        var paragraphStart = 0
        var softBreaks: [Int] = []
        for opportunity in opportunities {
            let isEnd = opportunity.offset == text.count
            if opportunity.isMandatory || isEnd {
                // The paragraph's content ends before the line-break character(s) that end it.
                var contentEnd = opportunity.offset
                if contentEnd > paragraphStart, LineBreakOpportunities.isHardBreakCharacter(text[contentEnd - 1]) {
                    contentEnd -= 1
                    if text[contentEnd] == 0x0A, contentEnd > paragraphStart, text[contentEnd - 1] == 0x0D {
                        contentEnd -= 1
                    }
                }
                paragraphs.append(
                    makeParagraph(
                        paragraphStart..<contentEnd, softBreaks: softBreaks, text: text, runBounds: runBounds,
                        styles: styles, rightToLeftByDefault: rightToLeftByDefault, missing: &missing))
                softBreaks.removeAll(keepingCapacity: true)
                paragraphStart = opportunity.offset
            } else {
                softBreaks.append(opportunity.offset)
            }
        }
        if !missing.isEmpty {
            let list = missing.prefix(8).map { "U+" + String($0, radix: 16, uppercase: true) }.joined(separator: ", ")
            diagnostics.append(
                "No available font has glyphs for \(list)\(missing.count > 8 ? " and \(missing.count - 8) more" : ""); measured as the font's missing-glyph box.")
        }
        let ellipses = styles.map { ellipsis(in: $0) }
        return AnalyzedText(
            text: text, styles: styles, paragraphs: paragraphs, ellipses: ellipses, diagnostics: diagnostics)
    }

    /// "…" in the style's face, or "..." if the face has no ellipsis character.
    private func ellipsis(in style: RunStyle) -> ShapedSegment {
        let face = style.resolved.face
        let units: [UInt16] = face.covers(0x2026) ? [0x2026] : [0x2E, 0x2E, 0x2E]
        return shaped(units, face: face, script: HB_SCRIPT_COMMON, ligaturesOff: style.ligaturesOff, isRightToLeft: false)
    }

    /// Shapes through the shared cache.
    private func shaped(
        _ units: [UInt16], face: FontFace, script: hb_script_t, ligaturesOff: Bool, isRightToLeft: Bool
    ) -> ShapedSegment {
        let key = Shaper.Key(
            text: units, faceID: face.id, script: script.rawValue, ligaturesOff: ligaturesOff, isRightToLeft: isRightToLeft)
        if let cached = shapingCache[key] { return cached }
        let shaped = Shaper.shape(units, face: face, script: script, ligaturesOff: ligaturesOff, isRightToLeft: isRightToLeft)
        shapingCache.insert(shaped, for: key)
        return shaped
    }

    private func makeParagraph(
        _ range: Range<Int>, softBreaks: [Int], text: [UInt16], runBounds: [Range<Int>], styles: [RunStyle],
        rightToLeftByDefault: Bool, missing: inout [UInt32]
    ) -> HardParagraph {
        let startStyle = Self.run(at: range.lowerBound, in: runBounds)
        let bidi = BidiLevels.paragraph(text[range], rightToLeftByDefault: rightToLeftByDefault)
        guard !range.isEmpty else {
            return HardParagraph(segments: [], textRange: range, style: startStyle, baseLevel: bidi.base)
        }

        // Chunk boundaries: soft break opportunities and run boundaries inside the paragraph.
        var boundaries = softBreaks.filter { $0 > range.lowerBound && $0 < range.upperBound }
        let breakSet = Set(boundaries)
        for bounds in runBounds where bounds.lowerBound > range.lowerBound && bounds.lowerBound < range.upperBound {
            if !breakSet.contains(bounds.lowerBound) { boundaries.append(bounds.lowerBound) }
        }
        boundaries = Array(Set(boundaries)).sorted()
        boundaries.append(range.upperBound)

        var segments: [Segment] = []
        var chunkStart = range.lowerBound
        var runIndex = startStyle
        for chunkEnd in boundaries {
            while runIndex + 1 < runBounds.count, runBounds[runIndex].upperBound <= chunkStart { runIndex += 1 }
            let breakAfter = chunkEnd == range.upperBound || breakSet.contains(chunkEnd)
            appendSegments(
                chunkStart..<chunkEnd, style: runIndex, styles: styles, text: text, breakAfter: breakAfter,
                levels: bidi.levels, paragraphStart: range.lowerBound, into: &segments, missing: &missing)
            chunkStart = chunkEnd
        }
        return HardParagraph(
            segments: segments, textRange: range, style: startStyle, baseLevel: bidi.base,
            needsReordering: bidi.levels != nil)
    }

    /// Splits one chunk (one run, no break opportunity inside) where the face, the script or the
    /// bidi level changes, and shapes the pieces.
    private func appendSegments(
        _ chunk: Range<Int>, style: Int, styles: [RunStyle], text: [UInt16], breakAfter: Bool, levels: [UInt8]?,
        paragraphStart: Int, into segments: inout [Segment], missing: inout [UInt32]
    ) {
        let runStyle = styles[style]
        let primary = runStyle.resolved.face
        let unicode = hb_unicode_funcs_get_default()
        var pieceStart = chunk.lowerBound
        var pieceFace: FontFace?
        var pieceScript = HB_SCRIPT_COMMON
        var pieceLevel: UInt8 = levels?[chunk.lowerBound - paragraphStart] ?? 0
        var previousWasJoiner = false
        var index = chunk.lowerBound

        func flush(until end: Int, isLast: Bool) {
            guard end > pieceStart else { return }
            let face = pieceFace ?? primary
            // Tracking turns optional ligatures off, but an emoji font's ligatures are its
            // sequences (flags, skin tones, families): they stay on, as in Core Text.
            let shaped = self.shaped(
                Array(text[pieceStart..<end]), face: face, script: pieceScript,
                ligaturesOff: runStyle.ligaturesOff && !face.isColor,
                isRightToLeft: pieceLevel & 1 == 1)
            segments.append(
                Segment(
                    shaped: shaped, face: face, style: style, textStart: pieceStart, breakAfter: isLast && breakAfter,
                    level: pieceLevel))
        }

        while index < chunk.upperBound {
            let (codePoint, length) = Self.scalar(in: text, at: index, limit: chunk.upperBound)
            // Face: keep marks, joiners and variation selectors with what they attach to.
            let face: FontFace
            if let current = pieceFace, previousWasJoiner || Self.continuesCluster(codePoint, unicode: unicode) {
                face = current
            } else if EmojiPresentation.isEmoji(codePoint, followedBy: Self.nextScalar(in: text, after: index + length, limit: chunk.upperBound)),
                let emoji = library.emojiFace(for: codePoint)
            {
                face = emoji
            } else if primary.covers(codePoint) || Self.isInvisible(codePoint) {
                face = Self.isInvisible(codePoint) ? (pieceFace ?? primary) : primary
            } else if let fallback = library.fallbackFace(for: codePoint) {
                face = fallback
            } else {
                face = primary
                if missing.count < 64, !missing.contains(codePoint) { missing.append(codePoint) }
            }
            // Script: common and inherited characters join the current script.
            var script = Self.script(of: codePoint, unicode: unicode)
            let isStrong = script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
            if !isStrong { script = pieceScript }

            let level = levels?[index - paragraphStart] ?? 0
            if let current = pieceFace {
                let scriptChanges = isStrong && pieceScript != HB_SCRIPT_COMMON && script != pieceScript
                if face !== current || scriptChanges || level != pieceLevel {
                    flush(until: index, isLast: false)
                    pieceStart = index
                    pieceLevel = level
                    pieceScript = isStrong ? script : HB_SCRIPT_COMMON
                } else if isStrong {
                    pieceScript = script
                }
            } else if isStrong {
                pieceScript = script
            }
            pieceFace = face
            previousWasJoiner = codePoint == 0x200D
            index += length
        }
        flush(until: chunk.upperBound, isLast: true)
    }

    /// The index of the run that holds the character at `offset` (the last non-empty run for the
    /// end of the text).
    static func run(at offset: Int, in runBounds: [Range<Int>]) -> Int {
        if let index = runBounds.firstIndex(where: { $0.lowerBound <= offset && offset < $0.upperBound }) { return index }
        return runBounds.lastIndex { !$0.isEmpty && $0.lowerBound <= offset } ?? 0
    }

    /// The code point after a character, nil at the end of the chunk.
    private static func nextScalar(in text: [UInt16], after index: Int, limit: Int) -> UInt32? {
        index < limit ? scalar(in: text, at: index, limit: limit).0 : nil
    }

    /// The code point at `index` (U+FFFD for a lone surrogate) and its UTF-16 length.
    static func scalar(in text: [UInt16], at index: Int, limit: Int) -> (UInt32, Int) {
        let unit = text[index]
        if unit & 0xFC00 == 0xD800, index + 1 < limit, text[index + 1] & 0xFC00 == 0xDC00 {
            let high = UInt32(unit - 0xD800)
            let low = UInt32(text[index + 1] - 0xDC00)
            return (0x10000 + (high << 10) + low, 2)
        }
        if unit & 0xF800 == 0xD800 { return (0xFFFD, 1) }
        return (UInt32(unit), 1)
    }

    private static func script(of codePoint: UInt32, unicode: OpaquePointer?) -> hb_script_t {
        if codePoint < 0x80 {
            let isLetter = (0x41...0x5A).contains(codePoint) || (0x61...0x7A).contains(codePoint)
            return isLetter ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
        }
        return hb_unicode_script(unicode, codePoint)
    }

    /// Marks, joiners, variation selectors, emoji modifiers and tags: they belong to the
    /// preceding character's cluster and must be shaped with its font.
    private static func continuesCluster(_ codePoint: UInt32, unicode: OpaquePointer?) -> Bool {
        if codePoint < 0x300 { return false }
        switch codePoint {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF:
            return true
        default:
            let category = hb_unicode_general_category(unicode, codePoint)
            return category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK
                || category == HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK
                || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
        }
    }

    /// Controls and default-ignorable format characters: never worth a fallback font.
    private static func isInvisible(_ codePoint: UInt32) -> Bool {
        switch codePoint {
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFEFF: true
        default: false
        }
    }
}
