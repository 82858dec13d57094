import TrellisCore

/// A control that pushes a screen: SwiftUI's `NavigationLink`. In a list it is a row ending in
/// a chevron; elsewhere it looks like a button. A picture never follows it.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    @Environment(\.self) private var environment

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
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
        } else {
            Button(action: {}) { label }
        }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        label = Text(title)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        label = Text(title)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (shown by a `navigationDestination`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        label = Text(title)
    }
}
