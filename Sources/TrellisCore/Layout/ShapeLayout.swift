/// A shape or colour: takes the space it is offered (10 on unspecified axes), or what the
/// shape's `sizeThatFits` says.
final class ShapeNode: LayoutNode {
    enum Drawing {
        /// A colour view: filled with itself.
        case color(Color)
        /// Filled by the non-zero winding rule, or the even-odd rule.
        case fill(AnyShapeStyle, evenOdd: Bool)
        case stroke(AnyShapeStyle, StrokeStyle, inset: Bool)
    }

    /// The shape that decides the size.
    let shape: AnyShape
    /// The shape whose outline is drawn (inset by half the line width for `strokeBorder`).
    let drawnShape: AnyShape
    let drawing: Drawing
    private let kind: String

    init(shape: AnyShape, drawnShape: AnyShape? = nil, drawing: Drawing, kind: String, environment: EnvironmentReference) {
        self.shape = shape
        self.drawnShape = drawnShape ?? shape
        self.drawing = drawing
        self.kind = kind
        super.init(environment: environment)
    }

    override var kindName: String { kind }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}
