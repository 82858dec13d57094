/// A flexible space that expands along the axis of its enclosing stack.
///
/// In a stack it takes at least `minLength` (8 by default), ranks below every other child
/// (priority −∞), and asks for no spacing next to it.
public struct Spacer: _PrimitiveView {
    /// The minimum length along the stack's axis.
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public func _resolve(into resolver: _ViewResolver) {
        resolver.emit(SpacerNode(minLength: minLength ?? SpacerNode.defaultMinLength, axis: resolver.stackAxis, environment: resolver.sharedEnvironment))
    }
}

/// A thin line that separates content: vertical in an `HStack`, horizontal elsewhere.
public struct Divider: _PrimitiveView {
    public init() {}

    public func _resolve(into resolver: _ViewResolver) {
        resolver.emit(DividerNode(axis: resolver.stackAxis == .horizontal ? .vertical : .horizontal, environment: resolver.sharedEnvironment))
    }
}
