internal import CMemoryHints

/// The children of a container as its layout loops read them: without retaining and
/// releasing each one.
///
/// Reference counting was about two fifths of the wall time of laying out a wide stack
/// (`perf`, `wide/10000`), most of it on the children a loop had just loaded from an array
/// that keeps them alive anyway. A list is only valid inside ``Swift/Array/withNodeList(_:)``.
struct NodeList {
    fileprivate let base: UnsafeBufferPointer<Unmanaged<LayoutNode>>

    var count: Int { base.count }
    var isEmpty: Bool { base.isEmpty }
    var indices: Range<Int> { 0..<base.count }

    @inline(__always)
    subscript(index: Int) -> UnretainedNode {
        let ahead = index &+ 8
        if ahead < base.count {
            let address = UnsafeRawPointer(base[ahead].toOpaque())
            trellis_prefetch(address)
            trellis_prefetch(address + 64)
            trellis_prefetch(address + 128)
        }
        return UnretainedNode(base[index])
    }

    var first: UnretainedNode? { base.isEmpty ? nil : self[0] }
    var last: UnretainedNode? { base.isEmpty ? nil : self[base.count - 1] }
}

extension Array where Element == LayoutNode {
    /// Runs `body` with the nodes as a ``NodeList``.
    @inline(__always)
    func withNodeList<R>(_ body: (NodeList) -> R) -> R {
        withUnsafeBufferPointer { buffer in
            // `Unmanaged<LayoutNode>` has the layout of a `LayoutNode` reference.
            buffer.withMemoryRebound(to: Unmanaged<LayoutNode>.self) { body(NodeList(base: $0)) }
        }
    }
}

/// A node read from a ``NodeList``: its methods run on the node without a retain.
struct UnretainedNode {
    private let reference: Unmanaged<LayoutNode>

    fileprivate init(_ reference: Unmanaged<LayoutNode>) {
        self.reference = reference
    }

    /// Runs `body` on the node, without a retain.
    @inline(__always)
    func withNode<R>(_ body: (LayoutNode) -> R) -> R {
        reference._withUnsafeGuaranteedRef(body)
    }

    /// The node itself (retained from here on).
    var node: LayoutNode { reference.takeUnretainedValue() }

    var identifier: ObjectIdentifier { ObjectIdentifier(reference.takeUnretainedValue()) }

    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        reference._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal) }
    }

    @inline(__always)
    func dimensions(_ proposal: ProposedViewSize) -> ViewDimensions {
        reference._withUnsafeGuaranteedRef { $0.dimensions(proposal) }
    }

    var layoutPriority: Double {
        @inline(__always) get { reference._withUnsafeGuaranteedRef { $0.layoutPriority } }
    }

    var spacing: ViewSpacing {
        @inline(__always) get { reference._withUnsafeGuaranteedRef { $0.spacing } }
    }

    @inline(__always)
    func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, context: PlacementContext) {
        reference._withUnsafeGuaranteedRef { $0.place(at: origin, size: size, proposal: proposal, context: context) }
    }
}

extension UnretainedNode {
    var explicitGuides: LayoutNode.ExplicitGuides {
        @inline(__always) get { withNode { $0.explicitGuides } }
    }

    var levels: UInt16 {
        @inline(__always) get { withNode { $0.levels } }
    }

    var proposalIndependentAxes: Axis.Set {
        @inline(__always) get { withNode { $0.proposalIndependentAxes } }
    }

    var keepsNoAnswers: Bool {
        @inline(__always) get { withNode { $0.keepsNoAnswers } }
    }
}
