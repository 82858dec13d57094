/// Several views side by side, as a `ViewBuilder` block makes them.
public struct TupleView<T>: _PrimitiveView {
    /// The tuple of views.
    public var value: T
    let children: [any View]

    /// Creates a tuple view from a tuple of views.
    public init(_ value: T) {
        self.value = value
        // A tuple built by hand: find its views by reflection.
        children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public func _resolve(into resolver: _ViewResolver) {
        if let runtime = resolver.runtime {
            // A child's identity is its position in the block.
            for (index, child) in children.enumerated() {
                runtime.within(.child(index)) { child._resolve(into: resolver) }
            }
            return
        }
        for child in children {
            child._resolve(into: resolver)
        }
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: _PrimitiveView {
    public init() {}
    public func _resolve(into resolver: _ViewResolver) {}
}

/// A type-erased view.
public struct AnyView: _PrimitiveView {
    let storage: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = view
        }
    }

    /// Wraps `view`, or returns `nil` if it is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        storage = view
    }

    /// Wraps `view`.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    public func _resolve(into resolver: _ViewResolver) {
        if let runtime = resolver.runtime {
            // Erasing a view of another type replaces the view (its state starts again).
            runtime.within(.erased(ObjectIdentifier(type(of: storage)))) { storage._resolve(into: resolver) }
            return
        }
        storage._resolve(into: resolver)
    }
}

/// Several views treated as one for modifiers, without a layout of their own: each modifier
/// applied to a group applies to each of its views.
public struct Group<Content> {
    let content: Content
}

extension Group: View, _PrimitiveView where Content: View {
    public typealias Body = Never

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _resolve(into resolver: _ViewResolver) {
        content._resolve(into: resolver)
    }
}
