/// A `Color` used as a view: takes the space it is offered (10 on unspecified axes), like a
/// rectangle, and is filled with itself. Colours are the most common leaves, so they get a
/// node of their own, lighter than a ``ShapeNode``.
final class ColorNode: LayoutNode {
    /// The colour's components (its name, if any, is not needed to draw it).
    let color: Color.Resolved

    init(color: Color, environment: EnvironmentReference) {
        self.color = color.resolved(dark: environment.isDark, design: environment.designVersion)
        super.init(environment: environment)
        isTriviallySized = true
        subnodesKeepNoAnswers = true
    }

    override var kindName: String { "Color" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
