import Trellis

/// A view value that has been built and is ready to be laid out.
public struct PreparedTree {
    /// `ViewLayout(view, in: proposal)` on the built view: resolves the view tree
    /// into layout nodes and lays them out.
    public let layout: @MainActor () -> ViewLayout
}

/// One benchmark tree: how to build it, what to propose, what should come out.
public struct BenchTree {
    public enum Family: String, CaseIterable, Sendable {
        case leaf, wide, deep, grid, nested, text
    }

    /// `wide/1000`, `deep/100`, `grid/100x100`, `nested/10`, ... (the Taffy script uses the same names).
    public let name: String
    public let family: Family
    /// Layout boxes, counted as in the equivalent Taffy tree: a `.frame`d leaf is
    /// one box, `VStack { inner }.padding(1)` is one box, a stack is one box.
    /// Used for ns/node and nodes/s.
    public let nodes: Int
    /// Proposed width and height (nil: unspecified).
    public let proposedWidth: Double?
    public let proposedHeight: Double?
    /// The size the root must come out at (a sanity check, printed on mismatch).
    public let expectedWidth: Double
    public let expectedHeight: Double
    /// In the Trellis-vs-Taffy table.
    public let compared: Bool
    /// Builds the view value (this is what "build" times) and returns it ready to lay out.
    public let prepare: @MainActor (ProposedViewSize) -> PreparedTree

    @MainActor
    public var proposal: ProposedViewSize {
        makeProposal(width: proposedWidth, height: proposedHeight)
    }
}

/// `ProposedViewSize` from plain Doubles.
@MainActor
public func makeProposal(width: Double?, height: Double?) -> ProposedViewSize {
    ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
}

/// All trees, in the order they run.
@MainActor
public func allTrees() -> [BenchTree] {
    var trees: [BenchTree] = []
    // One fixed leaf: what a ViewLayout costs regardless of the tree.
    trees.append(BenchTree(
        name: "leaf/1", family: .leaf, nodes: 1,
        proposedWidth: 1000, proposedHeight: 1000,
        expectedWidth: 10, expectedHeight: 10, compared: false,
        prepare: { proposal in
            let view = leafTree()
            return PreparedTree { ViewLayout(view, in: proposal) }
        }))
    for n in [1_000, 10_000, 100_000] {
        trees.append(BenchTree(
            name: "wide/\(n)", family: .wide, nodes: n + 1,
            proposedWidth: 1000, proposedHeight: 1000,
            expectedWidth: Double(10 * n), expectedHeight: 10, compared: true,
            prepare: { proposal in
                let view = wideTree(n)
                return PreparedTree { ViewLayout(view, in: proposal) }
            }))
    }
    for d in [100, 1_000] {
        trees.append(deep(d))
    }
    for (r, c) in [(100, 100), (316, 316)] {
        trees.append(BenchTree(
            name: "grid/\(r)x\(c)", family: .grid, nodes: 1 + r + r * c,
            proposedWidth: 1000, proposedHeight: 1000,
            expectedWidth: 1000, expectedHeight: Double(10 * r), compared: true,
            prepare: { proposal in
                let view = gridTree(rows: r, columns: c)
                return PreparedTree { ViewLayout(view, in: proposal) }
            }))
    }
    for d in 5...20 {
        trees.append(BenchTree(
            // d stacks, each with two Color.red and a Spacer, plus the innermost Color.red.
            name: "nested/\(d)", family: .nested, nodes: 4 * d + 1,
            proposedWidth: 1000, proposedHeight: 1000,
            expectedWidth: 1000, expectedHeight: 1000, compared: false,
            prepare: { proposal in
                let view = nestedTree(d)
                return PreparedTree { ViewLayout(view, in: proposal) }
            }))
    }
    // Text measurement: paragraphs shaped and wrapped at 300 pt. Each layout uses new strings,
    // so every paragraph is measured and wrapped again (the engine's cache of shaped words
    // stays warm, as in a running app).
    for n in [10, 100] {
        trees.append(BenchTree(
            name: "text/\(n)", family: .text, nodes: n + 2,
            proposedWidth: 1000, proposedHeight: 1000,
            expectedWidth: 300, expectedHeight: 1000, compared: false,
            prepare: { proposal in
                PreparedTree { ViewLayout(textTree(n), in: proposal) }
            }))
    }
    // Last, so that if it crashes (stack overflow) nothing else is lost.
    trees.append(deep(10_000))
    return trees
}

@MainActor
private func deep(_ d: Int) -> BenchTree {
    BenchTree(
        name: "deep/\(d)", family: .deep, nodes: d + 1,
        proposedWidth: 1000, proposedHeight: 1000,
        expectedWidth: Double(10 + 2 * d), expectedHeight: Double(10 + 2 * d), compared: d <= 1_000,
        prepare: { proposal in
            let view = deepTree(d)
            return PreparedTree { ViewLayout(view, in: proposal) }
        })
}
