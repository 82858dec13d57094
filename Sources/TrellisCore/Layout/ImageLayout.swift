/// An `Image`: its natural size whatever the proposal; once resizable, the proposal, with the
/// natural size on unspecified axes.
final class ImageNode: LayoutNode {
    let image: Image
    let naturalSize: CGSize

    init(image: Image, naturalSize: CGSize, environment: EnvironmentReference) {
        self.image = image
        self.naturalSize = naturalSize
        super.init(environment: environment)
    }

    override var kindName: String { "Image" }
    override var detail: String { "\"\(image.source.name)\"" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard image.isResizable else { return naturalSize }
        return proposal.replacingUnspecifiedDimensions(by: naturalSize)
    }
}
