import TrellisCore

/// `navigationDestination(for:)`: declares to the stack the view is on what values of `D`
/// push. Declared as the stack's screens are resolved, so a value link tapped later finds it.
struct NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier, _BodyEvaluatedEveryUpdate {
    let destination: (D) -> C
    @Environment(\.navigationContext) private var navigation

    func body(content: Content) -> some View {
        navigation?.model.register(D.self) { AnyView(destination($0)) }
        return content
    }
}

extension View {
    /// The view a value of type `D` pushes on the navigation stack this view is on, from a
    /// `NavigationLink(value:)` or the stack's path. A picture shows the stack's root.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }

    /// The view pushed on the navigation stack this view is on while `isPresented` is true.
    /// Under a ``ViewHost`` setting it pushes the view, and popping the view (Back, `dismiss`)
    /// sets it false; a picture shows the stack's root.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = AnyView(destination())
        return modifier(
            BoundDestinationModifier(
                isSet: isPresented.wrappedValue,
                destination: BoundDestination(
                    isSet: { isPresented.wrappedValue },
                    make: { isPresented.wrappedValue ? view : nil },
                    reset: { isPresented.wrappedValue = false })))
    }

    /// The view pushed on the navigation stack this view is on for `item` while it is not nil.
    /// Under a ``ViewHost`` setting it pushes the view made for it, and popping the view (Back,
    /// `dismiss`) sets it nil; a picture shows the stack's root.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(
            BoundDestinationModifier(
                isSet: item.wrappedValue != nil,
                destination: BoundDestination(
                    isSet: { item.wrappedValue != nil },
                    make: { item.wrappedValue.map { AnyView(destination($0)) } },
                    reset: { item.wrappedValue = nil })))
    }
}
