import Testing
import Trellis

// `containerShape(_:)` and `ContainerRelativeShape`: the relative shape is the container's shape
// inset by its least distance to the container's edges, drawn in its own frame grown by that
// distance (concentric corners); with no container, a rectangle.

@Suite struct ContainerShapeTests {
    /// A 100 × 80 container whose content is padded by `padding`.
    private func platter(padding: CGFloat, shape: some InsettableShape) -> some View {
        ContainerRelativeShape().fill(.blue)
            .padding(padding)
            .containerShape(shape)
            .frame(width: 100, height: 80)
    }

    @Test(arguments: [
        // (padding, container radius, drawn radius): 20 − 16 = 4, 12 − 16 clamps to 0.
        (16.0, 20.0, 4.0), (8.0, 20.0, 12.0), (0.0, 20.0, 20.0), (16.0, 12.0, 0.0),
    ] as [(CGFloat, CGFloat, CGFloat)])
    func roundedContainersGiveConcentricCorners(padding: CGFloat, radius: CGFloat, drawn: CGFloat) {
        let items = drawnItems(platter(padding: padding, shape: RoundedRectangle(cornerRadius: radius)), 100, 80)
        let frame = CGRect(x: padding, y: padding, width: 100 - 2 * padding, height: 80 - 2 * padding)
        #expect(fillsOf(items).map(\.path) == [RoundedRectangle(cornerRadius: drawn).path(in: frame)])
    }

    @Test func unevenInsetsUseTheLeastDistance() {
        // 10 in from the left and top, 30 from the right and bottom: inset 10, radius 24 − 10.
        let view = ContainerRelativeShape().fill(.blue)
            .frame(width: 60, height: 40)
            .padding(EdgeInsets(top: 10, leading: 10, bottom: 30, trailing: 30))
            .containerShape(RoundedRectangle(cornerRadius: 24))
        let items = drawnItems(view, 100, 80)
        #expect(fillsOf(items).map(\.path) == [RoundedRectangle(cornerRadius: 14).path(in: CGRect(x: 10, y: 10, width: 60, height: 40))])
    }

    @Test func withoutAContainerTheShapeIsARectangle() {
        let items = drawnItems(ContainerRelativeShape().fill(.red).frame(width: 30, height: 20), 30, 20)
        #expect(fillsOf(items).map(\.path) == [Path(CGRect(x: 0, y: 0, width: 30, height: 20))])
        func kind(_ shape: some Shape) -> String { String(describing: type(of: shape)) }
        #expect(kind(.containerRelative) == "ContainerRelativeShape")
    }

    @Test func aCircleContainerInsetsToASmallerCircle() {
        let items = drawnItems(platter(padding: 10, shape: Circle()), 100, 80)
        // The circle of the 100 × 80 frame inset by 10, drawn in the content's frame grown back.
        let expected = Circle().inset(by: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(fillsOf(items).map(\.path) == [expected])
    }

    @Test func insetRelativeShapesAndBordersFollowTheContainer() {
        let view = ZStack {
            ContainerRelativeShape().inset(by: 4).fill(.green)
            ContainerRelativeShape().strokeBorder(.red, lineWidth: 2)
        }
        .padding(6)
        .containerShape(RoundedRectangle(cornerRadius: 16))
        .frame(width: 100, height: 80)
        let items = drawnItems(view, 100, 80)
        // The fill is 10 in: radius 16 − 10; the border's outline 7 in: radius 9.
        #expect(fillsOf(items).map(\.path) == [RoundedRectangle(cornerRadius: 6).path(in: CGRect(x: 10, y: 10, width: 80, height: 60))])
        #expect(strokesOf(items).map(\.path) == [RoundedRectangle(cornerRadius: 9).path(in: CGRect(x: 7, y: 7, width: 86, height: 66))])
    }

    @Test func layoutIsUnchanged() {
        let plain = lay(Color.blue.padding(16).frame(width: 100, height: 80), 100, 80)
        let shaped = lay(platter(padding: 16, shape: RoundedRectangle(cornerRadius: 20)), 100, 80)
        #expect(plain.placedViews.map(\.frame) == shaped.placedViews.map(\.frame))
    }

    @Test func roundedRectangleInsetsShrinkTheirCorners() {
        let rect = CGRect(x: 0, y: 0, width: 50, height: 30)
        #expect(RoundedRectangle(cornerRadius: 10).inset(by: 3).path(in: rect)
            == RoundedRectangle(cornerRadius: 7).path(in: rect.insetBy(dx: 3, dy: 3)))
        #expect(RoundedRectangle(cornerRadius: 10).inset(by: 12).path(in: rect) == Rectangle().path(in: rect.insetBy(dx: 12, dy: 12)))
    }
}
