// Shared with Benchmarks/Sources/RandomTreeSupport (a symlink there): keep it free of Testing.
import Trellis

/// A view tree as plain data: generated at run time, printed as the SwiftUI code it stands for
/// (``code``), shrunk by editing it (``TreeMinimiser``), and turned into a view (``view(tagged:)``).
///
/// Views are built from it (type-erased, as the shape is known only at run time) rather than
/// generated directly, because a view value can be neither printed nor cut down.
public struct RandomTree: Sendable {
    public var node: Node
    /// A leaf has none, a stack any number, a modifier one (the view it modifies), an overlay
    /// or a background two (the view it modifies, then the view it adds).
    public var children: [RandomTree]

    public init(_ node: Node, _ children: [RandomTree] = []) {
        self.node = node
        self.children = children
    }

    public enum Node: Sendable {
        case color(Int)
        case shape(ShapeKind)
        case spacer(minLength: CGFloat?)
        /// `Text(String(repeating: word, count: repeats))`: a megabyte of text stays a small tree.
        case text(String, repeats: Int)
        case hStack(VerticalGuide, spacing: CGFloat?)
        case vStack(HorizontalGuide, spacing: CGFloat?)
        case zStack(Placement)
        /// `.frame(width:height:alignment:)`.
        case frame(width: CGFloat?, height: CGFloat?, alignment: Placement)
        /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
        case flexibleFrame(FlexibleFrame)
        case padding(PaddingEdges, CGFloat?)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case layoutPriority(Double)
        case aspectRatio(CGFloat?, fill: Bool)
        case overlay(Placement)
        case background(Placement)
        case offset(x: CGFloat, y: CGFloat)
        case alignmentGuide(Guide, GuideValue)
    }

    public enum ShapeKind: String, Sendable, CaseIterable {
        case rectangle = "Rectangle", capsule = "Capsule", circle = "Circle"
    }

    public enum HorizontalGuide: String, Sendable, CaseIterable {
        case leading, center, trailing
    }

    public enum VerticalGuide: String, Sendable, CaseIterable {
        case top, center, bottom, firstTextBaseline, lastTextBaseline
    }

    /// An `Alignment`: a horizontal and a vertical guide.
    public struct Placement: Sendable {
        public var horizontal: HorizontalGuide
        public var vertical: VerticalGuide

        public init(_ horizontal: HorizontalGuide, _ vertical: VerticalGuide) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        public static let center = Placement(.center, .center)
    }

    public struct FlexibleFrame: Sendable {
        public var minWidth, idealWidth, maxWidth: CGFloat?
        public var minHeight, idealHeight, maxHeight: CGFloat?
        public var alignment: Placement

        public init(
            minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
            idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Placement = .center
        ) {
            self.minWidth = minWidth
            self.idealWidth = idealWidth
            self.maxWidth = maxWidth
            self.minHeight = minHeight
            self.idealHeight = idealHeight
            self.maxHeight = maxHeight
            self.alignment = alignment
        }
    }

    public enum PaddingEdges: String, Sendable, CaseIterable {
        case all, horizontal, vertical, top, leading, bottom, trailing
    }

    /// The guide an `.alignmentGuide` sets.
    public enum Guide: Sendable {
        case horizontal(HorizontalGuide)
        case vertical(VerticalGuide)
    }

    /// What an `.alignmentGuide` computes: a constant, or a fraction of the view's length
    /// along the guide's axis.
    public enum GuideValue: Sendable {
        case constant(CGFloat)
        case fraction(CGFloat)
    }
}

extension RandomTree {
    /// The number of nodes.
    public var count: Int {
        var total = 0
        var pending = [self]
        while let tree = pending.popLast() {
            total += 1
            pending.append(contentsOf: tree.children)
        }
        return total
    }

    /// Every subtree in preorder (the order of the `n<index>` tags of ``view(tagged:)``), with
    /// the axis of the stack a `Spacer` at its root would follow: a stack's children get the
    /// stack's axis, a modifier passes its own on to the view it modifies, and the view an
    /// overlay or background adds gets none (as `_ViewResolver` does).
    public var subtreesInPreorder: [(tree: RandomTree, spacerAxis: Axis?)] {
        var result: [(tree: RandomTree, spacerAxis: Axis?)] = []
        var pending: [(RandomTree, Axis?)] = [(self, nil)]
        while let (tree, axis) = pending.popLast() {
            result.append((tree, axis))
            for (index, child) in tree.children.enumerated().reversed() {
                pending.append((child, tree.axisGiven(toChild: index, inherited: axis)))
            }
        }
        return result
    }

    private func axisGiven(toChild index: Int, inherited: Axis?) -> Axis? {
        switch node {
        case .hStack: return .horizontal
        case .vStack: return .vertical
        case .zStack: return nil
        case .overlay, .background: return index == 0 ? inherited : nil
        default: return inherited
        }
    }

    /// Whether a `Spacer` is reached from the root through modifiers alone: then the tree's
    /// size depends on the stack it is in.
    public var spacerFollowsEnclosingStack: Bool {
        var tree = self
        while true {
            switch tree.node {
            case .spacer: return true
            case .color, .shape, .text, .hStack, .vStack, .zStack: return false
            default: tree = tree.children[0]
            }
        }
    }

    /// Every number of the node (lengths, ratio, priority, guide value).
    public var numbers: [CGFloat] {
        switch node {
        case .color, .shape, .zStack, .fixedSize, .overlay, .background, .text: return []
        case .spacer(let minLength): return minLength.map { [$0] } ?? []
        case .hStack(_, let spacing), .vStack(_, let spacing): return spacing.map { [$0] } ?? []
        case .frame(let width, let height, _): return [width, height].compactMap { $0 }
        case .flexibleFrame(let f): return [f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight].compactMap { $0 }
        case .padding(_, let length): return length.map { [$0] } ?? []
        case .layoutPriority(let priority): return [CGFloat(priority)]
        case .aspectRatio(let ratio, _): return ratio.map { [$0] } ?? []
        case .offset(let x, let y): return [x, y]
        case .alignmentGuide(_, .constant(let value)), .alignmentGuide(_, .fraction(let value)): return [value]
        }
    }

    /// Whether any node satisfies `predicate`.
    public func contains(where predicate: (RandomTree) -> Bool) -> Bool {
        var pending = [self]
        while let tree = pending.popLast() {
            if predicate(tree) { return true }
            pending.append(contentsOf: tree.children)
        }
        return false
    }

    /// Whether a `.fill` aspect ratio has a `fixedSize` above it.
    public var fillsUnderFixedSize: Bool {
        var pending: [(RandomTree, Bool)] = [(self, false)]
        while let (tree, underFixedSize) = pending.popLast() {
            if case .aspectRatio(_, fill: true) = tree.node, underFixedSize { return true }
            let fixed: Bool
            if case .fixedSize = tree.node { fixed = true } else { fixed = underFixedSize }
            pending.append(contentsOf: tree.children.map { ($0, fixed) })
        }
        return false
    }

    /// Whether every length, ratio and priority is finite, of a size no sum can overflow and
    /// none so tiny that a quotient can,
    /// leaving aside a flexible frame's maximum (`.infinity` is its everyday value): in such a
    /// tree a finite proposal must give finite frames.
    public var hasOnlyModestValues: Bool {
        func modest(_ value: CGFloat?) -> Bool {
            guard let value else { return true }
            // Not 1e-300 either: a proposal divided by it (an aspect ratio's scale) overflows.
            return value.isFinite && abs(value) <= 1e12 && (value == 0 || abs(value) >= 1e-12)
        }
        func modestMaximum(_ value: CGFloat?) -> Bool { value == .infinity || modest(value) }
        var pending = [self]
        while let tree = pending.popLast() {
            pending.append(contentsOf: tree.children)
            let fine: Bool
            switch tree.node {
            case .color, .shape, .text, .zStack, .fixedSize, .overlay, .background: fine = true
            case .spacer(let minLength): fine = modest(minLength)
            case .hStack(_, let spacing), .vStack(_, let spacing): fine = modest(spacing)
            case .frame(let width, let height, _): fine = modest(width) && modest(height)
            case .flexibleFrame(let f):
                fine = modest(f.minWidth) && modest(f.idealWidth) && modestMaximum(f.maxWidth) && modest(f.minHeight)
                    && modest(f.idealHeight) && modestMaximum(f.maxHeight)
            case .padding(_, let length): fine = modest(length)
            case .layoutPriority(let priority): fine = modest(CGFloat(priority))
            // A ratio of 0 or 1e-300 makes an infinite side of a finite one, as in SwiftUI.
            case .aspectRatio(let ratio, _): fine = ratio.map { $0 >= 1e-6 && $0 <= 1e6 } ?? true
            case .offset(let x, let y): fine = modest(x) && modest(y)
            case .alignmentGuide(_, .constant(let value)), .alignmentGuide(_, .fraction(let value)): fine = modest(value)
            }
            if !fine { return false }
        }
        return true
    }
}
