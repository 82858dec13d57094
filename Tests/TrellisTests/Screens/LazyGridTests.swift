import Testing
import Trellis

private func cells(_ count: Int) -> some View {
    ForEach(0..<count) { index in Color.red.accessibilityIdentifier("cell\(index)") }
}

@Suite struct LazyVGridColumnTests {
    @Test func aFixedColumnThenAdaptiveOnes() {
        // 200 − 70 − 8 = 122 for the adaptive item: ⌊(122 + 8) / (40 + 8)⌋ = 2 columns of (122 − 8) / 2 = 57.
        let view = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { cells(6) }
        let layout = lay(view, 200, 100)
        // Two rows of colours 10 tall (their ideal height), 8 apart: 28 tall, centred at y 36.
        #expect(layout.frame(of: "cell0") == rect(0, 36, 70, 10))
        #expect(layout.frame(of: "cell1") == rect(78, 36, 57, 10))
        #expect(layout.frame(of: "cell2") == rect(143, 36, 57, 10))
        #expect(layout.frame(of: "cell3") == rect(0, 54, 70, 10))
    }

    @Test func flexibleColumnsWiderThanTheGridOverflowUnevenly() {
        // Sized at 300: 146 and 180 → the grid is 334 wide, centred at x −17. Placed at 334:
        // (334 − 8) / 2 = 163 and 180, drawn from the grid's leading edge.
        let view = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            cells(2)
        }.accessibilityIdentifier("g")
        let layout = lay(view, 300, 10)
        #expect(layout.frame(of: "g") == rect(-17, 0, 334, 10))
        #expect(layout.frame(of: "cell0") == rect(-17, 0, 163, 10))
        #expect(layout.frame(of: "cell1") == rect(154, 0, 180, 10))
    }

    @Test(arguments: [
        // width, the expected column count and width
        (300.0, 5, 53.6), (100, 1, 100), (120, 2, 56), (40, 1, 40),
    ])
    func adaptiveColumnsForWidths(width: Double, count: Int, columnWidth: Double) {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) { cells(count + 1) }
        let layout = lay(view, CGFloat(width), 100)
        for index in 0..<count {
            let frame = layout.frame(of: "cell\(index)")
            #expect(frame?.width == CGFloat(columnWidth))
            #expect(frame?.minY == layout.frame(of: "cell0")?.minY)
        }
        // The next cell starts the second row.
        #expect(layout.frame(of: "cell\(count)")?.minX == layout.frame(of: "cell0")?.minX)
        #expect(layout.frame(of: "cell\(count)")?.minY == (layout.frame(of: "cell0")?.minY ?? 0) + 18)
    }

    @Test func twoAdaptiveItemsShareTheWidth() {
        // Each gets (300 − 8) / 2 = 146: 2 columns of 69, then 3 of (146 − 16) / 3.
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))]) {
            cells(5)
        }
        let layout = lay(view, 300, 10)
        #expect(layout.frame(of: "cell1") == rect(77, 0, 69, 10))
        #expect(layout.frame(of: "cell2")?.minX == 154)
        #expect(layout.frame(of: "cell4")?.maxX == 300)
    }

    @Test(arguments: [(HorizontalAlignment.center, 96.0), (.leading, 0), (.trailing, 192)])
    func aNarrowBlockOfColumnsIsPlacedByTheAlignment(alignment: HorizontalAlignment, x: Double) {
        let view = LazyVGrid(columns: Array(repeating: GridItem(.flexible(maximum: 50)), count: 2), alignment: alignment) {
            cells(2)
        }
        let layout = lay(view, 300, 10)
        #expect(layout.frame(of: "cell0") == rect(CGFloat(x), 0, 50, 10))
        #expect(layout.frame(of: "cell1")?.minX == CGFloat(x) + 58)
    }

    @Test func rowsAreAsTallAsTheirTallestCellAndCellsAreCentred() {
        let view = LazyVGrid(columns: [GridItem(), GridItem()], spacing: 0) {
            box("a", 50, 30); box("b", 20, 60); box("c", 10, 10)
        }.accessibilityIdentifier("g")
        let layout = lay(view, 300, 70)
        #expect(layout.frame(of: "g") == rect(0, 0, 300, 70))
        #expect(layout.frame(of: "a") == rect(48, 15, 50, 30))
        #expect(layout.frame(of: "b") == rect(217, 0, 20, 60))
        #expect(layout.frame(of: "c") == rect(68, 60, 10, 10))
    }

    @Test func itemSpacingAndAlignment() {
        let view = LazyVGrid(columns: [GridItem(.fixed(100), spacing: 20, alignment: .leading), GridItem(.fixed(100), alignment: .bottomTrailing)]) {
            box("a", 50, 30); box("b", 20, 60)
        }
        let layout = lay(view, 220, 60)
        #expect(layout.frame(of: "a") == rect(0, 15, 50, 30))
        #expect(layout.frame(of: "b") == rect(200, 0, 20, 60))
    }
}

@Suite struct LazyHGridRowTests {
    @Test func cellsFillColumnsTopToBottom() {
        let view = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 10) {
            box("a", 30, 30); box("b", 30, 30); box("c", 30, 30)
        }.accessibilityIdentifier("g")
        let layout = lay(view, 200, 100)
        // 70 wide; the rows (88 with the 8 between them) centred in the 100-point height.
        #expect(layout.frame(of: "g") == rect(65, 0, 70, 100))
        #expect(layout.frame(of: "a") == rect(65, 11, 30, 30))
        #expect(layout.frame(of: "b") == rect(65, 59, 30, 30))
        #expect(layout.frame(of: "c") == rect(105, 11, 30, 30))
    }
}

@Suite struct LazyGridBadInputTests {
    @Test func noItemsPlaceNothing() {
        let layout = lay(LazyVGrid(columns: []) { cells(3) }.accessibilityIdentifier("g"), 100, 100)
        #expect(layout.frame(of: "g")?.height == 0)
    }

    @Test func aNegativeShareGivesAnEmptyAdaptiveColumn() {
        // 300 − 24 − 200 = 76 for two items: the flexible one takes its minimum 100, leaving −24.
        let view = LazyVGrid(columns: [
            GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)), GridItem(.adaptive(minimum: 100)), GridItem(.fixed(100)),
        ]) { cells(4) }.accessibilityIdentifier("g")
        let layout = lay(view, 300, 10)
        #expect(layout.frame(of: "g")?.width == 324)
        #expect(layout.frame(of: "cell2")?.width == 0)
    }
}
