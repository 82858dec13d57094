import Testing
import Trellis

// Grids of fixed boxes: columns as wide as their widest cell, rows as tall as their tallest,
// 8 points between them unless told, cells centred in their rectangles.

@Suite struct GridLayoutTests {
    @Test func columnsAndRowsFitTheirLargestCells() {
        let view = Grid {
            GridRow { box("a", 50, 20); box("b", 30, 40) }
            GridRow { box("c", 70, 10); box("d", 20, 20) }
        }.accessibilityIdentifier("g")
        let layout = lay(view, 300, 300)
        // 70 + 8 + 30 = 108 wide, 40 + 8 + 20 = 68 tall, centred in the window.
        #expect(layout.frame(of: "g") == rect(96, 116, 108, 68))
        #expect(layout.frame(of: "a") == rect(106, 126, 50, 20))
        #expect(layout.frame(of: "b") == rect(174, 116, 30, 40))
        #expect(layout.frame(of: "c") == rect(96, 169, 70, 10))
        #expect(layout.frame(of: "d") == rect(179, 164, 20, 20))
    }

    @Test func flexibleColumnsShareWhatIsLeft() {
        let view = Grid(horizontalSpacing: 10) {
            GridRow {
                box("t", 60, 20)
                Color.red.accessibilityIdentifier("r1")
                Color.blue.accessibilityIdentifier("r2")
            }
        }
        let layout = lay(view, 300, 100)
        // The fixed column first (60); the colours share 300 − 20 − 60 = 220.
        #expect(layout.frame(of: "t") == rect(0, 40, 60, 20))
        #expect(layout.frame(of: "r1") == rect(70, 0, 110, 100))
        #expect(layout.frame(of: "r2") == rect(190, 0, 110, 100))
    }

    @Test func aDividerRowWidensEveryColumnToTheOffer() {
        let view = Grid {
            GridRow { box("a", 40, 20); box("b", 40, 20) }
            Divider().accessibilityIdentifier("line")
        }.accessibilityIdentifier("g")
        let layout = lay(view, 300, 100)
        // The divider takes 300; the columns (40 and 40) grow by (300 − 88) / 2 = 106 each.
        #expect(layout.frame(of: "g")?.width == 300)
        #expect(layout.frame(of: "a")?.minX == 53)
        #expect(layout.frame(of: "b")?.minX == 207)
        #expect(layout.frame(of: "line")?.width == 300)
    }

    @Test func anUnsizedDividerTakesTheColumnsItIsGiven() {
        let view = Grid {
            GridRow { box("a", 40, 20); box("b", 60, 20) }
            Divider().gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("line")
        }.accessibilityIdentifier("g")
        let layout = lay(view, 300, 100)
        #expect(layout.frame(of: "g")?.width == 108)
        #expect(layout.frame(of: "line")?.minX == 96)
        #expect(layout.frame(of: "line")?.width == 108)
    }

    @Test func aCellSpanningColumnsWidensThem() {
        let view = Grid {
            GridRow { box("a", 40, 20); box("b", 40, 20); box("c", 40, 20) }
            GridRow { box("w", 200, 20).gridCellColumns(2); box("d", 10, 10) }
        }.accessibilityIdentifier("g")
        let layout = lay(view, 400, 200)
        // Columns 40, 40, 40; w needs 200 over the first two (88): each grows by 56 to 96.
        #expect(layout.frame(of: "g") == rect(76, 76, 248, 48))
        #expect(layout.frame(of: "a") == rect(104, 76, 40, 20))
        #expect(layout.frame(of: "w") == rect(76, 104, 200, 20))
        #expect(layout.frame(of: "d") == rect(299, 109, 10, 10))
    }

    @Test func aColumnAlignmentSetOnOneCellAlignsTheColumn() {
        let view = Grid {
            GridRow { box("a", 50, 20).gridColumnAlignment(.leading); box("b", 30, 40) }
            GridRow { box("c", 70, 10); box("d", 20, 20) }
        }
        let layout = lay(view, 300, 300)
        #expect(layout.frame(of: "a") == rect(96, 126, 50, 20))
        #expect(layout.frame(of: "d") == rect(179, 164, 20, 20))
    }

    @Test func rowAndGridAlignment() {
        let view = Grid(alignment: .topTrailing) {
            GridRow(alignment: .bottom) { box("a", 50, 20); box("b", 30, 40) }
            GridRow { box("c", 70, 10); box("d", 20, 20) }
        }
        let layout = lay(view, 300, 300)
        // Row 0 aligns bottoms; row 1 the grid's top. Both columns align trailing.
        #expect(layout.frame(of: "a") == rect(116, 136, 50, 20))
        #expect(layout.frame(of: "d") == rect(184, 164, 20, 20))
    }

    @Test func aCellAnchorPlacesTheSameUnitPoints() {
        // Apple's example: 60-point cells, 1 point apart, a 10-point marker anchored at (0.25, 0.75).
        let view = Grid(horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow { box("x", 60, 60); box("y", 60, 60) }
            GridRow { box("z", 60, 60); box("m", 10, 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75)) }
        }
        let layout = lay(view, 121, 121)
        #expect(layout.frame(of: "m") == rect(73.5, 98.5, 10, 10))
    }

    @Test func shortRowsLeaveTrailingColumnsEmpty() {
        let view = Grid {
            GridRow { box("a", 40, 20) }
            GridRow { box("b", 30, 20); box("c", 50, 20) }
        }.accessibilityIdentifier("g")
        let layout = lay(view, 200, 100)
        #expect(layout.frame(of: "g") == rect(51, 26, 98, 48))
        #expect(layout.frame(of: "a") == rect(51, 26, 40, 20))
    }

    @Test func idealSizeWithoutAProposal() {
        let view = Grid { GridRow { Color.red.accessibilityIdentifier("r"); box("b", 30, 10) } }.accessibilityIdentifier("g")
        let layout = lay(view, nil, nil)
        #expect(layout.frame(of: "g") == rect(0, 0, 48, 10))
        #expect(layout.frame(of: "r") == rect(0, 0, 10, 10))
    }

    @Test func aGridRowOutsideAGridIsAGroup() {
        let view = VStack { GridRow { box("a", 50, 20); box("b", 30, 10) } }
        let layout = lay(view, 200, 200)
        #expect(layout.frame(of: "a") == rect(75, 81, 50, 20))
        #expect(layout.frame(of: "b") == rect(85, 109, 30, 10))
    }

    @Test func rowsFromForEachAndAnEmptyGrid() {
        let view = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            ForEach(0..<3) { row in
                GridRow { ForEach(0..<3) { column in box("\(row)-\(column)", 10, 10) } }
            }
        }.accessibilityIdentifier("g")
        let layout = lay(view, 30, 30)
        #expect(layout.frame(of: "g") == rect(0, 0, 30, 30))
        #expect(layout.frame(of: "2-1") == rect(10, 20, 10, 10))
        let empty = lay(Grid {}.accessibilityIdentifier("g"), 100, 100)
        #expect(empty.frame(of: "g")?.size == size(0, 0))
    }
}
