/// A `Color` used as a view: takes the space it is offered (10 on unspecified axes), like a
/// rectangle, and is filled with itself. Colours are the most common leaves, so they get a
/// node of their own, lighter than a ``ShapeNode``.
final class ColorNode: LayoutNode {
    let color: Color

    init(color: Color, environment: EnvironmentValues) {
        self.color = color
        super.init(environment: environment)
    }

    override var kindName: String { "Color" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
