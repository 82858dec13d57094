import TrellisCore

/// A control that pushes a screen: SwiftUI's `NavigationLink`. In a list it is a row ending in
/// a chevron; elsewhere it looks like a button. A picture never follows it; under a
/// ``ViewHost`` a tap pushes its destination (or its value) on the stack it is in.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// What a tap pushes: the destination view, or a value (nil for a link with a nil value).
    let pushed: PushedContent?
    /// For the `isActive:` and `tag:selection:` forms: true while the destination is pushed.
    /// A tap sets it, and the destination follows it.
    var activation: Binding<Bool>?
    @Environment(\.self) private var environment

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        pushed = .view(AnyView(destination))
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        pushed = .view(AnyView(destination()))
    }

    /// A link whose destination is pushed while `isActive` is true: a tap sets it, setting it
    /// pushes the destination, popping the destination (Back, `dismiss`) clears it.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        activation = isActive
    }

    /// Pushes the link's screen on the stack it is in (nothing outside a stack); a link bound
    /// to `isActive` sets it instead, and its destination follows.
    private func push() {
        if let activation {
            activation.wrappedValue = true
            return
        }
        guard let pushed, let navigation = environment.navigationContext else { return }
        navigation.push(pushed)
    }

    public var body: some View {
        if let activation, case .view(let destination)? = pushed {
            link.navigationDestination(isPresented: activation) { destination }
        } else {
            link
        }
    }

    @ViewBuilder private var link: some View {
        if environment.isListRow && !environment._isInsideScrollView {
            HStack(spacing: 8) {
                label.foregroundStyle(.primary)
                Spacer(minLength: 0)
                if environment._navigationLinkIndicatorVisibility != .hidden {
                    Image(systemName: "chevron.forward")
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundStyle(SystemColors.tertiaryLabel)
                }
            }
            ._onRuntimeTap(push)
        } else {
            Button(action: push) { label }
        }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (shown by a `navigationDestination`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        pushed = value.map { .value(AnyHashable($0)) }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
