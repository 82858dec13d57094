import Testing
import Trellis

@Suite struct LabeledContentTests {
    @Test(arguments: [390, 200] as [CGFloat])
    func labelLeadingValueTrailingAcrossTheWidth(width: CGFloat) throws {
        let view = LabeledContent { Text("17.4").accessibilityIdentifier("value") } label: { Text("Version").accessibilityIdentifier("label") }
        let layout = lay(view, width, nil)
        #expect(layout.size.width == width)
        #expect(try #require(layout.frame(of: "label")).minX == 0)
        #expect(abs(try #require(layout.frame(of: "value")).maxX - width) < 1e-9)
    }

    @Test func idealWidthIsLabelSpacingAndValue() {
        let label = textSize(Text("Version")), value = textSize(Text("17.4"))
        // HStack: label, 8, a Spacer (no spacing next to it, 8 long at least), value.
        #expect(close(lay(LabeledContent("Version", value: "17.4"), nil, nil).size,
                      CGSize(width: label.width + 8 + value.width, height: label.height)))
    }

    @Test func valueIsSecondary() {
        #expect(textColors(LabeledContent("Version", value: "17.4")) == [rgba(0, 0, 0), rgba(60, 60, 67, 0.6)])
    }

    @Test func formattedValues() {
        let view = LabeledContent("Count", value: 42, format: .number)
        #expect(lay(view, nil, nil).placedViews.compactMap(\.text).contains("42"))
    }
}

@Suite struct GroupBoxTests {
    @Test(arguments: [390, 100] as [CGFloat])
    func labelOverContentPadded16OnAGreyBox(width: CGFloat) {
        let title = textSize(Text("Backup").font(.headline)), body = textSize(Text("On"))
        let layout = lay(GroupBox("Backup") { Text("On") }, width, nil)
        // The box is as wide as offered; 16 + headline + 0 (VStack: text over text) + body + 16 tall.
        #expect(layout.size.width == width)
        #expect(abs(layout.size.height - (16 + title.height + body.height + 16)) < 1e-9)
        #expect(fillColors(GroupBox("Backup") { Text("On") }, width).first == rgba(242, 242, 247))
    }

    @Test func unlabelledBoxHasNoLabelSpacing() {
        let body = textSize(Text("On"))
        #expect(abs(lay(GroupBox { Text("On") }, 390, nil).size.height - (body.height + 32)) < 1e-9)
    }
}

@Suite struct ContentUnavailableViewTests {
    @Test(arguments: standardProposals)
    func fillsWhatItIsOffered(width: CGFloat?, height: CGFloat?) {
        let view = ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
        let size = lay(view, width, height).size
        // Wider than its content, it fills the width; narrower, the icon and padding overflow.
        if let width, width >= 200 { #expect(size.width == width) }
        if let height, height >= 200 { #expect(size.height == height) }
    }

    @Test func iconTitleAndDescriptionStackWithTheirSpacings() {
        let view = ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New"))
        // Icon: large title (34 pt) at the large image scale: 34 × 1.29 = 43.86 pt of font,
        // tray's 26-point box (36 × 26) scaled: 60.73 × 43.86 → 61 × 44 on the 3× grid.
        let title = textSize(Text("No Mail").font(.title2.bold())), description = textSize(Text("New").font(.subheadline))
        let ideal = lay(view, nil, nil).size
        #expect(abs(ideal.height - (16 + 44 + 10 + title.height + 8 + description.height + 16)) < 1e-9)
    }

    @Test func searchVariants() {
        #expect(lay(ContentUnavailableView.search, nil, nil).placedViews.compactMap(\.text).contains("No Results"))
        #expect(lay(ContentUnavailableView.search(text: "kale"), nil, nil).placedViews.compactMap(\.text)
            .contains("No Results for “kale”"))
    }
}

@Suite struct LinkMenuAndGaugeTests {
    @Test func linksMenusAndEditButtonsAreTintedTextButtons() {
        let url = URL(string: "https://example.com")!
        #expect(textColors(Link("Docs", destination: url)) == [rgba(0, 122, 255)])
        #expect(lay(Link("Docs", destination: url), nil, nil).size == textSize(Text("Docs")))
        #expect(textColors(Menu("Sort") { Button("Name") {} }) == [rgba(0, 122, 255)])
        #expect(lay(Menu("Sort") { Button("Name") {} }, nil, nil).size == textSize(Text("Sort")))
        #expect(lay(EditButton(), nil, nil).size == textSize(Text("Edit")))
        #expect(lay(Menu("Sort") { Button("Name") {} }.buttonStyle(.bordered), nil, nil).size
            == lay(Button("Sort") {}.buttonStyle(.bordered), nil, nil).size)
    }

    @Test func shareLinksDefaultToShareWithTheSymbol() {
        let url = URL(string: "https://example.com")!
        #expect(lay(ShareLink(item: url), nil, nil).size == lay(Label("Share", systemImage: "square.and.arrow.up"), nil, nil).size)
        #expect(lay(ShareLink("Send", item: url), nil, nil).size == lay(Label("Send", systemImage: "square.and.arrow.up"), nil, nil).size)
        #expect(lay(ShareLink(item: url, preview: SharePreview("Page")), nil, nil).size
            == lay(ShareLink(item: url), nil, nil).size)
    }

    @Test func controlGroupsShareTheWidthEqually() throws {
        let group = ControlGroup {
            Button("Bold", systemImage: "bold") {}.accessibilityIdentifier("a")
            Button("Italic", systemImage: "italic") {}.accessibilityIdentifier("b")
        }
        let layout = lay(group, 301, nil)
        let a = try #require(layout.frame(of: "a")), b = try #require(layout.frame(of: "b"))
        // Two equal halves of 301 − 1 (the separator), each icon centred in its half.
        #expect(abs(a.midX - 75) < 1e-9)
        #expect(abs(b.midX - (150 + 1 + 75)) < 1e-9)
        // bold and italic are 14 tall at body (measured), padded 7 above and below.
        #expect(abs(layout.size.height - (14 + 14)) < 1e-9)
    }

    @Test(arguments: [(0.3, 0...1, 0.3), (5, 0...10, 0.5), (20, 0...10, 1), (-1, 0...10, 0), (.nan, 0...1, 0), (1, 2...2, 0)]
        as [(Double, ClosedRange<Double>, Double)])
    func gaugeFillsItsBarToTheValuesPlaceInTheBounds(value: Double, bounds: ClosedRange<Double>, fraction: Double) {
        struct FractionStyle: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                Color.red.frame(width: 100 * configuration.value, height: 1).accessibilityIdentifier("fill")
            }
        }
        let layout = lay(Gauge(value: value, in: bounds) { Text("x") }.gaugeStyle(FractionStyle()), nil, nil)
        #expect(layout.frame(of: "fill")?.width == CGFloat(100 * fraction))
    }

    @Test func linearGaugeIsLabelBarAndBounds() {
        let gauge = Gauge(value: 0.5) { Text("Fuel") } currentValueLabel: { Text("50") } minimumValueLabel: { Text("E") } maximumValueLabel: { Text("F") }
        let label = textSize(Text("Fuel")), bounds = textSize(Text("E").font(.caption))
        #expect(abs(lay(gauge, 300, nil).size.height - (label.height + 4 + 4 + 4 + bounds.height)) < 1e-9)
        #expect(lay(Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircularCapacity), 300, nil).size == CGSize(width: 58, height: 58))
    }
}
