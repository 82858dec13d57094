// The text styles' point sizes at each Dynamic Type size: Apple's Human Interface Guidelines,
// Typography › Specifications › "iOS, iPadOS Dynamic Type sizes" (docs/ios-metrics.md § 22).

extension Font.TextStyle {
    /// The style's point size at `size` (`.large` is the default, ``pointSize``).
    public func pointSize(at size: DynamicTypeSize) -> CGFloat {
        guard let column = DynamicTypeSize.allCases.firstIndex(of: size) else { return pointSize }
        return Self.sizeTable[self]?[column] ?? pointSize
    }

    /// The distance between consecutive lines' tops at `size`: the default leading scaled with
    /// the point size, to the nearest point (an estimate; Apple publishes the default's).
    public func leading(at size: DynamicTypeSize) -> CGFloat {
        guard size != .large else { return leading }
        return (leading * pointSize(at: size) / pointSize).rounded()
    }

    /// Point sizes from xSmall to accessibility5, twelve a style.
    private static let sizeTable: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}

extension DynamicTypeSize {
    /// How much a length scales at this size relative to `.large`: the body style's ratio, as
    /// `@ScaledMetric` and `Font.custom(_:size:)` scale by default.
    public func scale(relativeTo style: Font.TextStyle = .body) -> CGFloat {
        style.pointSize(at: self) / style.pointSize
    }
}
