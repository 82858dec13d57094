import TrellisCore

/// A destination a binding presents (`navigationDestination(isPresented:)`, `(item:)`, a
/// link's `isActive` or `tag:selection:`): declares it to the stack the view is on as the
/// screens are resolved, and pushes or pops its screen after the update in which the binding
/// was set or cleared, however it was (a tap, code holding the binding).
struct BoundDestinationModifier: ViewModifier, _BodyEvaluatedEveryUpdate {
    let isSet: Bool
    let destination: BoundDestination
    /// The declaration's identity: the stack finds its screen by it while the view lasts.
    @State private var token = BoundDestinationToken()
    @Environment(\.navigationContext) private var navigation

    func body(content: Content) -> some View {
        let key = ObjectIdentifier(token)
        let navigation = self.navigation
        navigation?.model.declare(key, destination)
        // `initial`: a binding already set when the view first appears pushes at once.
        return content.onChange(of: isSet, initial: true) { _, isSet in
            guard let navigation else { return }
            if isSet {
                navigation.push(.bound(key))
            } else {
                navigation.popBound(key)
            }
        }
    }
}
