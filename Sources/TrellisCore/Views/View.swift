/// A piece of user interface: SwiftUI's `View`.
///
/// Write views exactly as in SwiftUI: a type conforming to `View` declares a `body` built from
/// other views. Trellis's own views (stacks, shapes, text, modifiers) are primitives that lay
/// themselves out.
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behaviour of the view.
    @ViewBuilder var body: Body { get }

    /// Turns this view into layout nodes. Trellis's primitive views implement it; your views
    /// keep the default, which resolves their `body`.
    func _resolve(into resolver: _ViewResolver)
}

extension View {
    public func _resolve(into resolver: _ViewResolver) {
        resolver.resolveBody(of: self)
    }
}

/// A view that lays itself out instead of having a body.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    /// Primitive views have no body; Trellis never asks for it.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never {
        fatalError("Never has no body")
    }
    public func _resolve(into resolver: _ViewResolver) {}
}
