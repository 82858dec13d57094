/// A modifier that you apply to a view, producing a different version of it: SwiftUI's
/// `ViewModifier`.
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The view this modifier is applied to, as seen from its body.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body

    /// Turns `content` modified by this modifier into layout nodes. Trellis's primitive
    /// modifiers implement it; yours keep the default, which resolves `body(content:)`.
    func _resolve<C: View>(content: C, into resolver: _ViewResolver)
}

extension ViewModifier {
    public func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        resolver.resolve(content, modifiedBy: self)
    }
}

/// A modifier that acts on layout nodes directly instead of having a body.
public protocol _PrimitiveViewModifier: ViewModifier where Body == Never {}

extension _PrimitiveViewModifier {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The content a custom modifier's body wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {
    public func _resolve(into resolver: _ViewResolver) {
        resolver.resolveModifierContent()
    }
}

/// A view with a modifier applied: what every modifier method returns.
public struct ModifiedContent<Content, Modifier> {
    /// The modified view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, _PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    public func _resolve(into resolver: _ViewResolver) {
        modifier._resolve(content: content, into: resolver)
    }
}

extension View {
    /// Applies a modifier to this view.
    @inlinable
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A primitive modifier that wraps each of its content's nodes in a new node.
protocol NodeWrappingModifier: _PrimitiveViewModifier {
    func wrap(_ child: consuming LayoutNode, resolver: _ViewResolver) -> LayoutNode
}

extension NodeWrappingModifier {
    public func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        resolver.resolve(content, wrappingWith: self)
    }
}

/// A primitive modifier that changes attributes of its content's nodes without wrapping them,
/// so the nodes stay what they were to their parent.
protocol NodeAttributeModifier: _PrimitiveViewModifier {
    func apply(to node: LayoutNode, resolver: _ViewResolver)
}

extension NodeAttributeModifier {
    public func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        resolver.resolve(content, applying: self)
    }
}
