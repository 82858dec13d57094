/// A shape or colour: takes the space it is offered (10 on unspecified axes), or what the
/// shape's `sizeThatFits` says.
final class ShapeNode: LayoutNode {
    enum Drawing {
        case fill(AnyShapeStyle)
        case stroke(AnyShapeStyle, StrokeStyle, inset: Bool)
    }

    let shape: AnyShape
    let drawing: Drawing
    private let kind: String

    init(shape: AnyShape, drawing: Drawing, kind: String, environment: EnvironmentValues) {
        self.shape = shape
        self.drawing = drawing
        self.kind = kind
        super.init(environment: environment)
    }

    override var kindName: String { kind }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}
