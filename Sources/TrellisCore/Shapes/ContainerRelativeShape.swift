// Container shapes: `containerShape(RoundedRectangle(cornerRadius: 20))` on a view makes every
// `ContainerRelativeShape` inside it that shape, inset to match (a rounded rectangle 16 in from
// the container's edges has corners of 20 − 16). The container's shape and frame are known only
// once it is placed, so the shape's path is found while the display list is made: the builder
// binds the nearest container while it draws the container's content.

/// A shape that takes the shape of the container it is in, inset to where it is: SwiftUI's
/// `ContainerRelativeShape`. With no container shape it is a rectangle.
public struct ContainerRelativeShape: InsettableShape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        guard let container = ContainerShapeFrame.current else { return Path(rect) }
        return container.path(in: rect)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container, inset to where it is drawn (a rectangle with none).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension View {
    /// Sets the shape `ContainerRelativeShape`s in this view take, in this view's frame.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(RenderEffectModifier(effect: .containerShape(ContainerShapeBox(shape))))
    }
}

/// A container's shape, kept with the means to inset it.
struct ContainerShapeBox: Sendable {
    let shape: any InsettableShape
    /// Whether the shape is itself container-relative, which sets no container (SwiftUI ignores
    /// it, and it would be its own container).
    let isContainerRelative: Bool

    init<T: InsettableShape>(_ shape: T) {
        self.shape = shape
        isContainerRelative = shape is ContainerRelativeShape || shape is _InsetShape<ContainerRelativeShape>
    }

    /// The shape inset by `amount`, in `rect`.
    func path(insetBy amount: CGFloat, in rect: CGRect) -> Path {
        func inset<S: InsettableShape>(_ shape: S) -> Path { shape.inset(by: amount).path(in: rect) }
        return inset(shape)
    }
}

/// The container shape around what is being drawn, and the container's frame.
struct ContainerShapeFrame: Sendable {
    let shape: ContainerShapeBox
    /// The container's frame, in the coordinates shapes are drawn in.
    let frame: CGRect

    @TaskLocal static var current: ContainerShapeFrame?

    /// The container's shape for a shape drawn in `rect`: inset by the least distance from
    /// `rect` to the container's edges, drawn in `rect` grown by that distance, so its corners
    /// are concentric with the container's nearest ones (SwiftUI's rule, as OpenSwiftUI
    /// reconstructs it).
    func path(in rect: CGRect) -> Path {
        let inset = max(0, min(rect.minX - frame.minX, rect.minY - frame.minY, frame.maxX - rect.maxX, frame.maxY - rect.maxY))
        guard inset.isFinite else { return Path(rect) }
        return shape.path(insetBy: inset, in: rect.insetBy(dx: -inset, dy: -inset))
    }
}
