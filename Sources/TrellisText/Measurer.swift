/// Widths of segments and clusters at one font scale.
struct Measurer {
    let analysis: AnalyzedText
    /// The fonts' scale factor (minimumScaleFactor search), 1 normally.
    let scale: Double
    /// Per style: the point size and the space added after every cluster.
    let sizes: [Double]
    let spacings: [Double]

    init(analysis: AnalyzedText, scale: Double) {
        self.analysis = analysis
        self.scale = scale
        sizes = analysis.styles.map { $0.size * scale }
        spacings = analysis.styles.map { $0.spacing(scale: scale) }
    }

    /// Points per font unit of the segment.
    func pointsPerUnit(_ shaped: ShapedSegment, style: Int) -> Double {
        sizes[style] / Double(shaped.unitsPerEm)
    }

    func width(of segment: Segment) -> Double {
        Double(segment.shaped.totalAdvance) * pointsPerUnit(segment.shaped, style: segment.style)
            + Double(segment.shaped.clusters.count) * spacings[segment.style]
    }

    func trailingWhitespaceWidth(of segment: Segment) -> Double {
        Double(segment.shaped.trailingWhitespaceAdvance) * pointsPerUnit(segment.shaped, style: segment.style)
            + Double(segment.shaped.trailingWhitespaceClusterCount) * spacings[segment.style]
    }

    func width(of segment: Segment, cluster: Int) -> Double {
        Double(segment.shaped.clusters[cluster].advance) * pointsPerUnit(segment.shaped, style: segment.style)
            + spacings[segment.style]
    }

    func width(of segment: Segment, clusters: Range<Int>) -> Double {
        if clusters.count == segment.shaped.clusters.count { return width(of: segment) }
        var units = 0
        for index in clusters { units += Int(segment.shaped.clusters[index].advance) }
        return Double(units) * pointsPerUnit(segment.shaped, style: segment.style)
            + Double(clusters.count) * spacings[segment.style]
    }

    /// The width of the "…" of a style.
    func ellipsisWidth(style: Int) -> Double {
        let shaped = analysis.ellipses[style]
        return Double(shaped.totalAdvance) * pointsPerUnit(shaped, style: style)
            + Double(shaped.clusters.count) * spacings[style]
    }

    func segment(_ paragraph: Int, _ index: Int) -> Segment {
        analysis.paragraphs[paragraph].segments[index]
    }
}
