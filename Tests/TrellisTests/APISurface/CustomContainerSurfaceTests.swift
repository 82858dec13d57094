import Testing
import Trellis

// iOS 18's custom containers (`Group(subviews:)`, `ForEach(subviews:)`, `Subview`,
// `containerValue`) and the `@Entry` macro: a container places the subviews its body chooses,
// each subview lands in the stack and environment where it is put, and container values set
// on a subview (through the modifiers around it) are read back.

extension ContainerValues {
    @Entry fileprivate var isPinned: Bool = false
}

extension EnvironmentValues {
    @Entry fileprivate var cardPadding: CGFloat = 7
    @Entry fileprivate var cardTitle: String?
}

extension Transaction {
    @Entry fileprivate var isUrgent: Bool = false
}

extension FocusedValues {
    @Entry fileprivate var selectedName: String?
}

/// A container that shows its pinned subviews first.
private struct PinnedFirst<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            HStack(spacing: 0) {
                ForEach(subviews.filter { $0.containerValues.isPinned }) { $0 }
                ForEach(subviews.filter { !$0.containerValues.isPinned }) { $0 }
            }
        }
    }
}

private struct PaddedSquare: View {
    @Environment(\.cardPadding) private var padding

    var body: some View {
        Color.red.frame(width: padding, height: padding)
    }
}

@Suite struct CustomContainerSurfaceTests {
    private var three: some View { Group { box("a", 10, 10); box("b", 20, 10); box("c", 30, 10) } }

    @Test func aGroupPlacesTheSubviewsItsBodyChooses() {
        let view = HStack(spacing: 0) {
            Group(subviews: three) { subviews in
                subviews[2]
                subviews[..<2]
            }
        }
        let layout = lay(view, 100, 100)
        // c, a, b side by side: 60 wide, centred at x 20.
        #expect(layout.frame(of: "c") == rect(20, 45, 30, 10))
        #expect(layout.frame(of: "a") == rect(50, 45, 10, 10))
        #expect(layout.frame(of: "b") == rect(60, 45, 20, 10))
    }

    @Test func theCollectionCountsEachViewAndSlices() {
        var counted = -1
        var sliced = -1
        _ = lay(Group(subviews: three) { subviews in
            let _ = (counted = subviews.count, sliced = subviews.dropFirst().count)
            subviews
        }, 100, 100)
        #expect(counted == 3 && sliced == 2)
    }

    @Test func forEachGivesEachSubviewItsModifiers() {
        let view = VStack(spacing: 0) {
            ForEach(subviews: Group { box("a", 10, 10); box("b", 10, 10) }) { subview in
                subview.padding(5)
            }
        }
        let layout = lay(view, 100, 100)
        // Two 20 × 20 cells, 20 × 40 centred: (40, 30).
        #expect(layout.frame(of: "a") == rect(45, 35, 10, 10))
        #expect(layout.frame(of: "b") == rect(45, 55, 10, 10))
    }

    @Test func containerValuesAndTagsAreReadThroughModifiers() {
        let view = PinnedFirst {
            box("a", 10, 10)
            box("b", 20, 10).containerValue(\.isPinned, true)
            box("c", 30, 10)
        }
        let layout = lay(view, 100, 100)
        #expect(layout.frame(of: "b") == rect(20, 45, 20, 10))
        #expect(layout.frame(of: "a") == rect(40, 45, 10, 10))
        #expect(layout.frame(of: "c") == rect(50, 45, 30, 10))

        var tags: [Int?] = []
        _ = lay(Group(subviews: Group { box("a", 10, 10).tag(3).padding(1); box("b", 10, 10) }) { subviews in
            let _ = (tags = subviews.map { $0.containerValues.tag(for: Int.self) })
            subviews
        }, 100, 100)
        #expect(tags == [3, nil])
    }

    @Test func aSubviewFollowsTheStackItLandsIn() {
        // The content has no stack where it is written; its spacer stretches along the HStack
        // the container puts it in.
        let view = HStack(spacing: 0) {
            ForEach(subviews: Group { box("a", 10, 10); Spacer() }) { $0 }
            box("b", 10, 10)
        }
        let layout = lay(view, 100, 100)
        #expect(layout.frame(of: "a") == rect(0, 45, 10, 10))
        #expect(layout.frame(of: "b") == rect(90, 45, 10, 10))
    }

    @Test func aSubviewTakesTheEnvironmentWhereItIsPut() {
        let view = Group(subviews: PaddedSquare()) { subviews in
            subviews.first.environment(\.cardPadding, 12)
        }
        #expect(lay(view, 100, 100).size == size(12, 12))
    }

    @Test func entryMakesKeysWithTheirDefaults() {
        #expect(lay(PaddedSquare(), 100, 100).size == size(7, 7))
        #expect(lay(PaddedSquare().environment(\.cardPadding, 3), 100, 100).size == size(3, 3))
        var environment = EnvironmentValues()
        #expect(environment.cardTitle == nil)
        environment.cardTitle = "Card"
        #expect(environment.cardTitle == "Card")
        var transaction = Transaction()
        #expect(!transaction.isUrgent)
        transaction.isUrgent = true
        #expect(transaction.isUrgent)
        var focused = FocusedValues()
        #expect(focused.selectedName == nil)
        focused.selectedName = "Ada"
        #expect(focused.selectedName == "Ada")
    }
}

/// A container that draws each section's rows side by side, sections one under another,
/// without their headers.
private struct RowsOnly<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(spacing: 0) {
            ForEach(sections: content) { section in
                HStack(spacing: 0) { section.content }
            }
        }
    }
}

@Suite struct SectionContainerSurfaceTests {
    @Test func sectionsAndTheViewsBetweenThemAreTheContainersSections() {
        var shape: [[Int]] = []
        _ = lay(Group(sections: Group {
            Section("A") { box("a", 10, 10); box("b", 10, 10) }
            box("c", 10, 10)
            Section { box("d", 10, 10) } footer: { box("f", 5, 5) }
        }) { sections in
            let _ = (shape = sections.map { [$0.header.count, $0.content.count, $0.footer.count] })
            EmptyView()
        }, 100, 100)
        #expect(shape == [[1, 2, 0], [0, 1, 0], [0, 1, 1]])
    }

    @Test func forEachPlacesEachSectionsRows() {
        let view = RowsOnly {
            Section("Header") { box("a", 10, 10); box("b", 20, 10) }
            box("c", 30, 10)
        }
        let layout = lay(view, 100, 100)
        // Rows a b (30 wide) over c (30 wide): 30 × 20 centred at (35, 40).
        #expect(layout.frame(of: "a") == rect(35, 40, 10, 10))
        #expect(layout.frame(of: "b") == rect(45, 40, 20, 10))
        #expect(layout.frame(of: "c") == rect(35, 50, 30, 10))
    }
}
