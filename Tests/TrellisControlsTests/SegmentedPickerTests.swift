import Testing
import Trellis

/// The segmented picker's segments are all as wide as one another, as UISegmentedControl's are.
@Suite struct SegmentedPickerTests {
    static func picker(_ labels: [String]) -> some View {
        Picker("View", selection: .constant(0)) {
            ForEach(labels.indices, id: \.self) { Text(labels[$0]).accessibilityIdentifier("s\($0)") }
        }
        .pickerStyle(.segmented)
    }

    @Test func sizedToFitEverySegmentIsAsWideAsTheWidest() throws {
        // Each segment: its label + 2 × 10, the widest one's for all; inside the 2-point inset.
        let labels = ["Day", "Week", "A much longer label"]
        // The selected segment (the first) is semibold, the others medium.
        let widest = labels.indices.map {
            textSize(Text(labels[$0]).font(.system(size: 13, weight: $0 == 0 ? .semibold : .medium))).width
        }.max()!
        let segment = widest + 20
        let layout = lay(Self.picker(labels), nil, nil)
        #expect(close(layout.size, CGSize(width: 3 * segment + 4, height: 32)))
        // Each label centred in its segment.
        for index in labels.indices {
            #expect(abs(try #require(layout.frame(of: "s\(index)")).midX - (2 + segment * (CGFloat(index) + 0.5))) < 1e-9)
        }
        // fixedSize() (the usual way to keep a segmented control compact) gives the same.
        #expect(close(lay(Self.picker(labels).fixedSize(), 390, nil).size, layout.size))
    }

    @Test(arguments: [390, 200, 60] as [CGFloat])
    func offeredAWidthTheSegmentsShareItEquallyWhateverTheirLabels(width: CGFloat) throws {
        let layout = lay(Self.picker(["A", "A label far too long to fit in a third of the width", "C"]), width, nil)
        #expect(close(layout.size, CGSize(width: width, height: 32)))
        let segment = (width - 4) / 3
        #expect(abs(try #require(layout.frame(of: "s0")).midX - (2 + segment / 2)) < 1e-9)
        #expect(abs(try #require(layout.frame(of: "s2")).midX - (2 + segment * 2.5)) < 1e-9)
        // The long label is cut to its segment (less its padding).
        #expect(try #require(layout.frame(of: "s1")).width <= max(segment - 20, 0) + 1e-9)
    }

    @Test(arguments: standardProposals)
    func segmentedPickersAre32TallUnderEveryProposal(width: CGFloat?, height: CGFloat?) {
        let size = lay(Self.picker(["Day", "Week"]), width, height).size
        #expect(size.height == 32)
        if let width { #expect(size.width == max(width, 4)) }
    }

    @Test func withoutOptionsTheTrackIsEmpty() {
        let empty = Picker("n", selection: .constant(0)) { EmptyView() }.pickerStyle(.segmented)
        #expect(lay(empty, 300, nil).size == CGSize(width: 300, height: 4))
        #expect(lay(empty, nil, nil).size == CGSize(width: 4, height: 4))
    }
}

/// Disabled pickers draw their text greyed, as UIKit's controls do.
@Suite struct DisabledPickerTests {
    static func picker() -> some View {
        Picker("Size", selection: .constant(1)) { Text("S").tag(0); Text("M").tag(1) }
    }

    @Test func aDisabledMenuIsInTheTertiaryLabelColour() {
        #expect(textColors(Self.picker()) == [rgba(0, 122, 255)])
        #expect(textColors(Self.picker().disabled(true)) == [rgba(60, 60, 67, 0.3)])
    }

    @Test func aDisabledSegmentedControlGreysItsText() {
        #expect(textColors(Self.picker().pickerStyle(.segmented)) == [rgba(0, 0, 0), rgba(0, 0, 0)])
        #expect(textColors(Self.picker().pickerStyle(.segmented).disabled(true)) == [rgba(122, 122, 122, 0.45), rgba(122, 122, 122, 0.45)])
    }
}
