import Testing
@testable import TrellisCore

private struct Bordered: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(5).background(Color.gray)
    }
}

private struct FontReader: View {
    @Environment(\.font) var font
    @Environment(\.displayScale) var scale

    var body: some View {
        // The environment decides the size, so the test sees what @Environment read.
        Color.red.frame(width: font == .title ? 30 : 10, height: scale)
    }
}

private struct TwoSquares: View {
    var body: some View {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 20, height: 20)
    }
}

private enum Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// A layout that stacks its subviews by their `Rank`, to read layout values.
private struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: CGFloat(subviews.count) * 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let rank = subview[Rank.self]
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(rank) * 10), proposal: ProposedViewSize(width: 10, height: 10))
        }
    }
}

private struct Item: Identifiable {
    let id: Int
    let width: CGFloat
}

@Suite struct ViewCompositionTests {
    @Test func customModifierWrapsItsContent() {
        let layout = lay(Color.red.frame(width: 20, height: 10).accessibilityIdentifier("c").modifier(Bordered()), 100, 100)
        #expect(layout.size == CGSize(width: 30, height: 20))
        #expect(layout.frame(of: "c") == CGRect(x: 40, y: 45, width: 20, height: 10))
    }

    @Test func environmentFlowsDownAndIsReadByBodies() {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let layout = ViewLayout(
            FontReader().font(.title), in: ProposedViewSize(width: 100, height: 100), environment: environment,
            textMeasurer: PlaceholderTextMeasurer())
        #expect(layout.size == CGSize(width: 30, height: 2))
        let plain = lay(FontReader(), 100, 100)
        #expect(plain.size == CGSize(width: 10, height: 3))
    }

    @Test func multiViewBodyBecomesAnImplicitVStackAtTheRoot() {
        let layout = lay(TwoSquares(), 100, 100)
        // 10 + 8 + 20 tall, 20 wide.
        #expect(layout.size == CGSize(width: 20, height: 38))
        #expect(layout.placedViews[0].kind == "VStack")
    }

    @Test func multiViewBodyIsFlattenedIntoItsParentStack() {
        let layout = lay(HStack(spacing: 0) { TwoSquares(); Color.green.frame(width: 5, height: 5) }, 100, 100)
        #expect(layout.size == CGSize(width: 35, height: 20))
    }

    @Test func groupAppliesModifiersToEachChild() {
        let layout = lay(HStack(spacing: 0) { Group { Color.red; Color.blue }.frame(width: 7, height: 3) }, 100, 100)
        #expect(layout.size == CGSize(width: 14, height: 3))
    }

    @Test func forEachOverRangesCollectionsAndIdentifiables() {
        let items = [Item(id: 1, width: 3), Item(id: 2, width: 4)]
        let layout = lay(HStack(spacing: 1) {
            ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) }
            ForEach(["a", "b"], id: \.self) { _ in Color.blue.frame(width: 1, height: 1) }
            ForEach(items) { item in Color.green.frame(width: item.width, height: 1) }
        }, 100, 100)
        // 30 + 2 + 7 wide, with 6 gaps of 1.
        #expect(layout.size == CGSize(width: 45, height: 10))
    }

    @Test(arguments: [true, false])
    func conditionalsAndOptionals(_ flag: Bool) {
        let optional: Color? = flag ? Color.red : nil
        let layout = lay(HStack(spacing: 0) {
            if flag {
                Color.red.frame(width: 10, height: 10)
            } else {
                Color.blue.frame(width: 20, height: 20)
            }
            optional.frame(width: 5, height: 5)
            EmptyView()
        }, 100, 100)
        #expect(layout.size == (flag ? CGSize(width: 15, height: 10) : CGSize(width: 20, height: 20)))
    }

    @Test func tupleViewBuiltByHand() {
        let layout = lay(HStack(spacing: 0) { TupleView((Color.red.frame(width: 1, height: 1), Color.blue.frame(width: 2, height: 2))) }, 100, 100)
        #expect(layout.size == CGSize(width: 3, height: 2))
    }

    @Test func layoutValuesReachTheLayout() {
        let layout = lay(RankedColumn {
            Color.red.layoutValue(key: Rank.self, value: 2).accessibilityIdentifier("two")
            Color.blue.accessibilityIdentifier("zero")
        }, 10, 20)
        #expect(layout.frame(of: "two") == CGRect(x: 0, y: 20, width: 10, height: 10))
        #expect(layout.frame(of: "zero") == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func transparentModifiersKeepASpacerASpacer() {
        let layout = lay(HStack {
            Color.red.frame(width: 10, height: 10)
            Spacer().accessibilityIdentifier("s").help("gap").opacity(0.5).id(1).foregroundColor(.blue)
            Color.blue.frame(width: 10, height: 10)
        }, 100, 100)
        // Zero spacing on both sides and the lowest priority: the spacer takes 80.
        #expect(layout.frame(of: "s")?.width == 80)
        #expect(layout.size.width == 100)
    }

    @Test func namedCoordinateSpaces() {
        let reader = GeometryReader { proxy in
            Color.red.frame(width: proxy.frame(in: .named("card")).minX, height: proxy.frame(in: .global).minX)
                .accessibilityIdentifier("probe")
        }
        let layout = lay(HStack(spacing: 0) {
            Color.clear.frame(width: 30, height: 1)
            VStack { reader.frame(width: 10, height: 10).padding(.leading, 7) }.coordinateSpace(name: "card")
        }, 100, 100)
        // The reader is 7 from the named stack's leading edge, which is 30 + (100 − 47) / 2 into
        // the window.
        let probe = layout.frame(of: "probe")
        #expect(probe?.width == 7)
        #expect(probe?.height == 26.5 + 30 + 7)
    }

    @Test func printedTreeShowsKindsProposalsSizesAndFrames() {
        let layout = lay(Color.red.frame(width: 10, height: 20).padding(5), 100, 100)
        #expect(layout.description == """
            Padding [top: 5, leading: 5, bottom: 5, trailing: 5] proposal (100, 100) size (20, 30) at (40, 35)
              Frame [width: 10, height: 20] proposal (90, 90) size (10, 20) at (45, 40)
                Color proposal (10, 20) size (10, 20) at (45, 40)
            """)
    }
}

@Suite struct TopLevelViewsTests {
    @Test func listsTheViewsOfBlocksGroupsConditionalsAndLoops() {
        let flag = true
        let optional: Color? = nil
        let views = Group {
            Color.red
            if flag { Color.green } else { Color.blue }
            ForEach(0..<2) { _ in Color.black }
            optional
            AnyView(Group { Color.white; EmptyView() })
        }._topLevelViews
        #expect(views.count == 5)
        #expect(views.allSatisfy { $0 is Color })
        #expect(Color.red.padding()._topLevelViews.count == 1)
    }
}
