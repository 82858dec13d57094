import Testing
@testable import TrellisCore

@Suite struct DisplayListTests {
    @Test(arguments: [
        // (value, scale, snapped): each edge to the nearest pixel, exact halves up.
        (10.1, 3, 10), (10.2, 3, 31.0 / 3), (10.5, 2, 10.5), (10.25, 2, 10.5),
        (10.75, 2, 11), (0.5, 1, 1), (-0.5, 1, 0), (61.0 + 1.0 / 3, 3, 61.0 + 1.0 / 3),
    ] as [(CGFloat, CGFloat, CGFloat)])
    func edgesSnapToThePixelGrid(value: CGFloat, scale: CGFloat, snapped: CGFloat) {
        let rect = CGRect(x: value, y: 0, width: 100 - value, height: 1).snapped(scale: scale)
        #expect(rect.minX == snapped)
        #expect(rect.maxX == 100)
    }

    @Test func backgroundIsDrawnBeforeAndOverlayAfterThePrimary() {
        let view = Color.red.frame(width: 10, height: 10)
            .background(Color.blue)
            .overlay(Color.green.frame(width: 4, height: 4))
        let list = lay(view, 10, 10).displayList()
        let colors: [Color.Resolved] = list.items.compactMap {
            if case .fill(_, let color) = $0 { return color }
            return nil
        }
        #expect(colors == [Color.blue.resolve(in: EnvironmentValues()), Color.red.resolve(in: EnvironmentValues()), Color.green.resolve(in: EnvironmentValues())])
    }

    @Test func dividersDrawAOnePixelLineInTheSeparatorColour() {
        let list = lay(VStack(spacing: 0) { Color.clear.frame(height: 5); Divider() }.frame(width: 20).fixedSize(), 20, 100).displayList()
        let fills: [(Path, Color.Resolved)] = list.items.compactMap {
            if case .fill(let path, let color) = $0 { return (path, color) }
            return nil
        }
        #expect(fills.last?.1 == Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29))
        // One pixel at 3×, the root's width; the root is centred in the 100-tall window.
        let line = fills.last?.0.boundingRect
        #expect(line?.width == 20)
        #expect(abs((line?.height ?? 0) - 1.0 / 3) < 1e-9)
        #expect(abs((line?.minY ?? 0) - ((100 - (5 + 1.0 / 3)) / 2 + 5)) < 1e-9)
    }

    @Test func zIndexOrdersSiblings() {
        let view = ZStack {
            Color.red.zIndex(1)
            Color.blue
        }
        let list = lay(view, 10, 10).displayList()
        let colors: [Color.Resolved] = list.items.compactMap {
            if case .fill(_, let color) = $0 { return color }
            return nil
        }
        #expect(colors == [Color.blue.resolve(in: EnvironmentValues()), Color.red.resolve(in: EnvironmentValues())])
    }

    @Test func hiddenViewsKeepTheirSpaceButDrawNothing() {
        let layout = lay(HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).hidden(); Color.blue.frame(width: 10, height: 10) }, 20, 10)
        #expect(layout.size.width == 20)
        #expect(layout.displayList().items.count == 1)
    }

    @Test func canvasGrowsToAnOversizedRoot() {
        let list = lay(Color.red.frame(width: 30, height: 10), 10, 10).displayList()
        // The root is centred at (-10, 0) in the 10 × 10 window; the canvas holds it whole.
        #expect(list.size == CGSize(width: 30, height: 10))
        #expect(list.origin == CGPoint(x: 10, y: 0))
    }

    @Test func borderStrokesInsideTheBounds() {
        let list = lay(Color.clear.frame(width: 10, height: 10).border(Color.red, width: 2), 10, 10).displayList()
        guard case .stroke(let path, _, let style) = list.items.last else {
            Issue.record("no stroke")
            return
        }
        #expect(style.lineWidth == 2)
        #expect(path.boundingRect == CGRect(x: 1, y: 1, width: 8, height: 8))
    }
}
