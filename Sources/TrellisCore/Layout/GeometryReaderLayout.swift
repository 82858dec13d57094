/// A `GeometryReader`: takes the proposal (10 on unspecified axes); its content is made when
/// it is placed, from its size and position, and placed at its top-leading corner.
final class GeometryReaderNode: LayoutNode {
    typealias ContentMaker = (GeometryProxy, _ViewResolver) -> [LayoutNode]

    private let makeContent: ContentMaker
    @exclusivity(unchecked) private var contentGeometry: (size: CGSize, globalFrame: CGRect, safeAreaInsets: EdgeInsets)?

    init(environment: EnvironmentReference, makeContent: @escaping ContentMaker) {
        self.makeContent = makeContent
        super.init(environment: environment)
        levels = .max
    }

    override var kindName: String { "GeometryReader" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        let globalFrame = bounds.translatedBy(dx: context.offset.width, dy: context.offset.height)
        // The content depends only on the geometry: made again only when that changes.
        let safeAreaInsets = context.safeArea?.insets(of: bounds) ?? EdgeInsets()
        if contentGeometry.map({
            $0.size != bounds.size || $0.globalFrame != globalFrame || $0.safeAreaInsets != safeAreaInsets
        }) ?? true {
            let proxy = GeometryProxy(
                size: bounds.size, globalFrame: globalFrame, namedOrigins: context.namedOrigins,
                safeAreaInsets: safeAreaInsets)
            let resolver = _ViewResolver(session: context.session, sharedEnvironment: environmentReference)
            children = resolver.activate { makeContent(proxy, resolver) }
            contentGeometry = (bounds.size, globalFrame, safeAreaInsets)
        }
        let childProposal = ProposedViewSize(bounds.size)
        for child in children {
            child.place(at: bounds.origin, proposal: childProposal, context: context)
        }
    }
}
