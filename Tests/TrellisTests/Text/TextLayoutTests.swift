import Testing
import Trellis

/// Text in layout, measured by the real engine (Inter with SF Pro's vertical metrics): one line
/// is 2444/2048 × size tall, later lines advance by the style's leading, sizes round up to the
/// pixel grid (spec §10).
@Suite struct TextLayoutTests {
    struct StyleHeight: Sendable, CustomTestStringConvertible {
        let style: Font.TextStyle
        /// One line at 1×, 2× and 3×: ceil(2444/2048 × size × scale) / scale.
        let oneLine: [CGFloat]
        /// Two and three lines at 3×: 2444/2048 × size + (n − 1) × leading, rounded up.
        let twoLines: CGFloat
        let threeLines: CGFloat
        var testDescription: String { "\(style)" }
    }

    static let heights: [StyleHeight] = [
        StyleHeight(style: .largeTitle, oneLine: [41, 41, 122.0 / 3], twoLines: 245.0 / 3, threeLines: 368.0 / 3),
        StyleHeight(style: .title, oneLine: [34, 33.5, 101.0 / 3], twoLines: 203.0 / 3, threeLines: 305.0 / 3),
        StyleHeight(style: .title2, oneLine: [27, 26.5, 79.0 / 3], twoLines: 163.0 / 3, threeLines: 247.0 / 3),
        StyleHeight(style: .title3, oneLine: [24, 24, 24], twoLines: 49, threeLines: 74),
        StyleHeight(style: .headline, oneLine: [21, 20.5, 61.0 / 3], twoLines: 127.0 / 3, threeLines: 193.0 / 3),
        StyleHeight(style: .body, oneLine: [21, 20.5, 61.0 / 3], twoLines: 127.0 / 3, threeLines: 193.0 / 3),
        StyleHeight(style: .callout, oneLine: [20, 19.5, 58.0 / 3], twoLines: 121.0 / 3, threeLines: 184.0 / 3),
        StyleHeight(style: .subheadline, oneLine: [18, 18, 18], twoLines: 38, threeLines: 58),
        StyleHeight(style: .footnote, oneLine: [16, 16, 47.0 / 3], twoLines: 101.0 / 3, threeLines: 155.0 / 3),
        StyleHeight(style: .caption, oneLine: [15, 14.5, 43.0 / 3], twoLines: 91.0 / 3, threeLines: 139.0 / 3),
        StyleHeight(style: .caption2, oneLine: [14, 13.5, 40.0 / 3], twoLines: 79.0 / 3, threeLines: 118.0 / 3),
    ]

    private static let paragraph = "Trellis measures text itself, with a real font, the same way on every machine, so layouts match."

    private func height(_ view: some View, width: CGFloat? = nil, scale: CGFloat = 3) -> CGFloat {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        return ViewLayout(view, in: ProposedViewSize(width: width, height: nil), environment: environment).size.height
    }

    @Test(arguments: heights)
    func oneLineHeightAtEachScale(_ row: StyleHeight) {
        for (index, scale) in [CGFloat(1), 2, 3].enumerated() {
            #expect(height(Text("Hello").font(.system(row.style)), scale: scale) == row.oneLine[index])
        }
    }

    @Test(arguments: heights)
    func multiLineHeightsWithLineLimit(_ row: StyleHeight) {
        let text = Text(Self.paragraph + " " + Self.paragraph).font(.system(row.style))
        #expect(height(text.lineLimit(2), width: 100) == row.twoLines)
        #expect(height(text.lineLimit(3), width: 100) == row.threeLines)
    }

    @Test func explicitNewlinesBreakEvenUnconstrained() {
        #expect(height(Text("one\ntwo\nthree")) == 193.0 / 3)
    }

    @Test func zeroProposalIsZero() {
        let layout = ViewLayout(Text("Hello").frame(width: 0, height: 0), in: ProposedViewSize(width: 100, height: 100))
        let text = layout.placedViews.first { $0.kind == "Text" }
        #expect(text?.frame.size == .zero)
    }

    @Test func zeroWidthWithAHeightWrapsToTheLinesThatFit() {
        // 0 × 100 at body: 20.287 + 3 × 22 = 86.287 ≤ 100 < 108.287, so 4 lines: 259/3.
        let layout = ViewLayout(Text("Hello world, again and again").frame(width: 0, height: 100), in: ProposedViewSize(width: 100, height: 100))
        let text = layout.placedViews.first { $0.kind == "Text" }
        #expect(text?.frame.size == CGSize(width: 0, height: 259.0 / 3))
    }

    @Test func wrappedWidthIsTheWidestLineAndAtMostTheProposal() throws {
        let ideal = ViewLayout(Text(Self.paragraph), in: .unspecified).size
        let wrapped = ViewLayout(Text(Self.paragraph).fixedSize(horizontal: false, vertical: true), in: ProposedViewSize(width: 150, height: 800)).size
        #expect(ideal.height == 61.0 / 3)
        #expect(wrapped.width <= 150)
        #expect(wrapped.width > 100)
        #expect(wrapped.height > 61.0 / 3)
    }

    @Test func firstTextBaselinesAlign() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle).accessibilityIdentifier("big")
            Text("small").accessibilityIdentifier("small")
        }
        let layout = ViewLayout(view, in: ProposedViewSize(width: 390, height: 844))
        let big = try #require(layout.frame(of: "big"))
        let small = try #require(layout.frame(of: "small"))
        // Baseline = ascent = 1950/2048 × size from the top of each text.
        // (A difference of window positions: equal up to floating-point rounding.)
        #expect(abs((small.minY - big.minY) - (1950.0 / 2048 * 34 - 1950.0 / 2048 * 17)) < 1e-9)
        // The large title spans the stack; the body text hangs inside it.
        #expect(layout.size.height == 122.0 / 3)
    }

    @Test func lastTextBaselineOfAWrappedText() throws {
        let view = HStack(alignment: .lastTextBaseline) {
            Text("one\ntwo").accessibilityIdentifier("two")
            Text("x").accessibilityIdentifier("x")
        }
        let layout = ViewLayout(view, in: ProposedViewSize(width: 390, height: 844))
        let two = try #require(layout.frame(of: "two"))
        let x = try #require(layout.frame(of: "x"))
        // The second line's baseline is 22 (body leading) below the first's.
        #expect(x.minY - two.minY == 22)
    }

    @Test func sizeLimitingFrameOfTheSeed() throws {
        func frameHeight(_ title: String, fixed: Bool) -> CGFloat {
            let text = Text(title).frame(maxHeight: 200)
            let view: AnyView = fixed ? AnyView(text.fixedSize(horizontal: false, vertical: true)) : AnyView(text)
            return ViewLayout(HStack { view }, in: ProposedViewSize(width: 390, height: 844)).size.height
        }
        let long = String(repeating: "Breaker of Chains, ", count: 60)
        // fixedSize: the short title's own height; the long one is cut at 200.
        #expect(frameHeight("Brawler", fixed: true) == 61.0 / 3)
        #expect(frameHeight(long, fixed: true) == 200)
        // Without it the frame takes its maximum either way.
        #expect(frameHeight("Brawler", fixed: false) == 200)
        #expect(frameHeight(long, fixed: false) == 200)
    }
}

@Suite struct FontFallbackTests {
    @Test func unknownCustomFontFallsBackWithADiagnostic() {
        let custom = ViewLayout(Text("Hello world").font(.custom("No Such Font", size: 17)), in: .unspecified)
        let system = ViewLayout(Text("Hello world"), in: .unspecified)
        #expect(custom.size == system.size)
        #expect(custom.diagnostics.map(\.message) == ["Unknown font name \"No Such Font\": using the system font (Inter) instead."])
        #expect(system.diagnostics.isEmpty)
    }

    @Test func registeringAMissingFileThrows() {
        #expect(throws: (any Error).self) {
            try Font.register(contentsOfFile: "/nonexistent/font.otf")
        }
    }
}
