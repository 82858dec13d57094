// Shared with Benchmarks/Sources/RandomTreeSupport (a symlink there): keep it free of Testing.
import Trellis

extension RandomTree {
    /// The colours `.color(index)` stands for (by index modulo their count).
    public static let palette: [(name: String, color: Color)] = [
        ("red", .red), ("green", .green), ("blue", .blue), ("orange", .orange), ("teal", .teal), ("purple", .purple),
        ("clear", .clear),
    ]

    /// The accessibility identifier ``view(tagged:)`` gives the subtree at `index` in preorder.
    public static func tag(_ index: Int) -> String { "n\(index)" }

    /// The tree as a view. With `tagged`, every subtree is marked with its preorder ``tag(_:)``,
    /// so that `ViewLayout.placedViews` can be matched with the subtrees it came from. A marker
    /// is a render effect on the node it marks, so it changes no layout (the invariants would
    /// notice if it did: a subtree is also laid out untagged).
    ///
    /// Recurses once per level: build a tree thousands deep on a thread with a large stack.
    public func view(tagged: Bool = false) -> AnyView {
        var next = 0
        return view(tagged: tagged, next: &next)
    }

    private func view(tagged: Bool, next: inout Int) -> AnyView {
        let index = next
        next += 1
        var kids: [AnyView] = []
        kids.reserveCapacity(children.count)
        for child in children { kids.append(child.view(tagged: tagged, next: &next)) }
        let view = Self.view(of: node, kids)
        return tagged ? AnyView(view.accessibilityIdentifier(Self.tag(index))) : view
    }

    private static func view(of node: Node, _ kids: [AnyView]) -> AnyView {
        switch node {
        case .color(let index):
            return AnyView(palette[index % palette.count].color)
        case .shape(.rectangle): return AnyView(Rectangle())
        case .shape(.capsule): return AnyView(Capsule())
        case .shape(.circle): return AnyView(Circle())
        case .spacer(let minLength):
            return AnyView(Spacer(minLength: minLength))
        case .text(let word, let repeats):
            return AnyView(Text(verbatim: String(repeating: word, count: max(repeats, 0))))
        case .hStack(let alignment, let spacing):
            return AnyView(HStack(alignment: alignment.value, spacing: spacing) { ForEach(0..<kids.count) { kids[$0] } })
        case .vStack(let alignment, let spacing):
            return AnyView(VStack(alignment: alignment.value, spacing: spacing) { ForEach(0..<kids.count) { kids[$0] } })
        case .zStack(let alignment):
            return AnyView(ZStack(alignment: alignment.value) { ForEach(0..<kids.count) { kids[$0] } })
        case .frame(let width, let height, let alignment):
            return AnyView(kids[0].frame(width: width, height: height, alignment: alignment.value))
        case .flexibleFrame(let f):
            return AnyView(kids[0].frame(
                minWidth: f.minWidth, idealWidth: f.idealWidth, maxWidth: f.maxWidth, minHeight: f.minHeight,
                idealHeight: f.idealHeight, maxHeight: f.maxHeight, alignment: f.alignment.value))
        case .padding(let edges, let length):
            return AnyView(kids[0].padding(edges.value, length))
        case .fixedSize(let horizontal, let vertical):
            return AnyView(kids[0].fixedSize(horizontal: horizontal, vertical: vertical))
        case .layoutPriority(let priority):
            return AnyView(kids[0].layoutPriority(priority))
        case .aspectRatio(let ratio, let fill):
            return AnyView(kids[0].aspectRatio(ratio, contentMode: fill ? .fill : .fit))
        case .overlay(let alignment):
            return AnyView(kids[0].overlay(alignment: alignment.value) { kids[1] })
        case .background(let alignment):
            return AnyView(kids[0].background(alignment: alignment.value) { kids[1] })
        case .offset(let x, let y):
            return AnyView(kids[0].offset(x: x, y: y))
        case .alignmentGuide(.horizontal(let guide), let value):
            return AnyView(kids[0].alignmentGuide(guide.value) { value.evaluate(along: $0.width) })
        case .alignmentGuide(.vertical(let guide), let value):
            return AnyView(kids[0].alignmentGuide(guide.value) { value.evaluate(along: $0.height) })
        }
    }
}

extension RandomTree.HorizontalGuide {
    public var value: HorizontalAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension RandomTree.VerticalGuide {
    public var value: VerticalAlignment {
        switch self {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        }
    }
}

extension RandomTree.Placement {
    public var value: Alignment { Alignment(horizontal: horizontal.value, vertical: vertical.value) }
}

extension RandomTree.PaddingEdges {
    public var value: Edge.Set {
        switch self {
        case .all: .all
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
    }
}

extension RandomTree.GuideValue {
    /// The guide's value for a view `length` long along the guide's axis.
    public func evaluate(along length: CGFloat) -> CGFloat {
        switch self {
        case .constant(let value): value
        case .fraction(let fraction): length * fraction
        }
    }
}
