import Testing
import Trellis

/// One line of text at every Dynamic Type size: the style's point size from Apple's table
/// (docs/ios-metrics.md § 22), a line of SF Pro's height (2444/2048 of the size), rounded up to
/// the 3× pixel grid.
@Suite("Dynamic Type text heights")
struct DynamicTypeHeightTests {
    static let sizes: [DynamicTypeSize] = [
        .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge,
        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
    ]

    /// body: 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 pt.
    static let bodyHeights: [CGFloat] = [
        17, 18, 19.333333333333332, 20.333333333333332, 23, 25.333333333333332, 27.666666666666668,
        33.666666666666664, 39.666666666666664, 48, 56.333333333333336, 63.333333333333336,
    ]

    /// largeTitle: 31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60 pt.
    static let largeTitleHeights: [CGFloat] = [
        37, 38.333333333333336, 39.666666666666664, 40.666666666666664, 43, 45.666666666666664, 48,
        52.666666666666664, 57.333333333333336, 62.333333333333336, 67, 71.66666666666667,
    ]

    static let cases: [(DynamicTypeSize, CGFloat, CGFloat)] = sizes.indices.map { (sizes[$0], bodyHeights[$0], largeTitleHeights[$0]) }

    @Test(arguments: cases)
    func oneLineIsTheStylesLineHeight(_ size: DynamicTypeSize, _ bodyHeight: CGFloat, _ largeTitleHeight: CGFloat) {
        #expect(lay(Text("Hello").font(.body).dynamicTypeSize(size), nil, nil).size.height == bodyHeight)
        #expect(lay(Text("Hello").font(.largeTitle).dynamicTypeSize(size), nil, nil).size.height == largeTitleHeight)
    }
}
