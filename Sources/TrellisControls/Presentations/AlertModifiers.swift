import TrellisCore

// Alerts and confirmation dialogs are drawn over the window when their binding is true as the
// picture is made (as in Xcode's canvas), and not otherwise.

extension View {
    // Under a ViewHost a tap on any of a dialog's buttons runs its action and then dismisses
    // the dialog, as iOS does: `dismiss` sets the binding false (or the item nil).

    private func presentingAlert(
        _ isPresented: Bool, title: Text?, message: AnyView?, actions: DialogActions, dismiss: @escaping () -> Void
    ) -> some View {
        let actions = actions.dismissing(with: dismiss)
        return _presentingOverWindow(isPresented ? _WindowPresentation(AnyView(AlertCard(title: title, message: message, actions: actions))) : nil)
    }

    private func presentingAlert(_ isPresented: Binding<Bool>, title: Text?, message: AnyView?, actions: DialogActions) -> some View {
        presentingAlert(isPresented.wrappedValue, title: title, message: message, actions: actions) { isPresented.wrappedValue = false }
    }

    private func presentingDialog(
        _ isPresented: Binding<Bool>, title: Text, titleVisibility: Visibility, message: AnyView?, actions: DialogActions
    ) -> some View {
        presentingDialog(isPresented.wrappedValue, title: title, titleVisibility: titleVisibility, message: message, actions: actions) {
            isPresented.wrappedValue = false
        }
    }

    private func presentingDialog(
        _ isPresented: Bool, title: Text, titleVisibility: Visibility, message: AnyView?, actions: DialogActions,
        dismiss: @escaping () -> Void
    ) -> some View {
        let shownTitle = titleVisibility == .visible ? title : nil
        let actions = actions.dismissing(with: dismiss)
        return _presentingOverWindow(
            isPresented
                ? _WindowPresentation(AnyView(ConfirmationDialogCard(title: shownTitle, message: message, actions: actions))) : nil)
    }

    /// An alert with a title and actions, shown while `isPresented` is true.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(isPresented, title: Text(titleKey), message: nil, actions: DialogActions(actions()))
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(isPresented, title: Text(title), message: nil, actions: DialogActions(actions()))
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(isPresented, title: title, message: nil, actions: DialogActions(actions()))
    }

    /// An alert with a title, a message and actions, shown while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(isPresented, title: Text(titleKey), message: AnyView(message()), actions: DialogActions(actions()))
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(isPresented, title: Text(title), message: AnyView(message()), actions: DialogActions(actions()))
    }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(isPresented, title: title, message: AnyView(message()), actions: DialogActions(actions()))
    }

    /// An alert about `data`, shown while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(
            isPresented.wrappedValue && data != nil, title: Text(titleKey), message: nil,
            actions: data.map { DialogActions(actions($0)) } ?? DialogActions(buttons: [])) { isPresented.wrappedValue = false }
    }

    /// An alert about `data` with a message, shown while `isPresented` is true and `data` is not nil.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            isPresented.wrappedValue && data != nil, title: Text(titleKey), message: data.map { AnyView(message($0)) },
            actions: data.map { DialogActions(actions($0)) } ?? DialogActions(buttons: [])) { isPresented.wrappedValue = false }
    }

    /// An alert about `data`, titled with a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            isPresented.wrappedValue && data != nil, title: Text(title), message: data.map { AnyView(message($0)) },
            actions: data.map { DialogActions(actions($0)) } ?? DialogActions(buttons: [])) { isPresented.wrappedValue = false }
    }

    /// An alert about an error, titled with its description.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(
            isPresented.wrappedValue && error != nil, title: error.map { Text($0.errorDescription ?? "") }, message: nil,
            actions: DialogActions(actions())) { isPresented.wrappedValue = false }
    }

    /// An alert about an error, titled with its description, with a message.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        presentingAlert(
            isPresented.wrappedValue && error != nil, title: error.map { Text($0.errorDescription ?? "") },
            message: error.map { AnyView(message($0)) },
            actions: error.map { DialogActions(actions($0)) } ?? DialogActions(buttons: [])) { isPresented.wrappedValue = false }
    }

    /// An alert (the older API), shown while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presentingAlert(
            isPresented, title: alert.title, message: alert.message.map { AnyView($0) },
            actions: DialogActions(buttons: alert.buttons.map(\.dialogAction)))
    }

    /// An alert (the older API) for `item`, shown while it is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return presentingAlert(
            alert != nil, title: alert?.title, message: alert?.message.map { AnyView($0) },
            actions: DialogActions(buttons: alert?.buttons.map(\.dialogAction) ?? [])) { item.wrappedValue = nil }
    }

    /// A confirmation dialog, shown while `isPresented` is true: on iPhone, an action sheet.
    /// Its title shows only when `titleVisibility` is `.visible`.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(isPresented, title: Text(titleKey), titleVisibility: titleVisibility, message: nil, actions: DialogActions(actions()))
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(isPresented, title: Text(title), titleVisibility: titleVisibility, message: nil, actions: DialogActions(actions()))
    }

    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(isPresented, title: title, titleVisibility: titleVisibility, message: nil, actions: DialogActions(actions()))
    }

    /// A confirmation dialog with a message.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(
            isPresented, title: Text(titleKey), titleVisibility: titleVisibility, message: AnyView(message()),
            actions: DialogActions(actions()))
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(
            isPresented, title: Text(title), titleVisibility: titleVisibility, message: AnyView(message()),
            actions: DialogActions(actions()))
    }

    /// A confirmation dialog about `data`, shown while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingDialog(
            isPresented.wrappedValue && data != nil, title: Text(titleKey), titleVisibility: titleVisibility, message: nil,
            actions: data.map { DialogActions(actions($0)) } ?? DialogActions(buttons: [])) { isPresented.wrappedValue = false }
    }

    /// A confirmation dialog about `data`, shown while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    /// A confirmation dialog about `data`, shown while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingDialog(
            isPresented.wrappedValue && data != nil, title: title, titleVisibility: titleVisibility, message: nil,
            actions: data.map { DialogActions(actions($0)) } ?? DialogActions(buttons: [])) { isPresented.wrappedValue = false }
    }

    /// A confirmation dialog about `data` with a message, shown while `isPresented` is true and
    /// `data` is not nil.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
            message: message)
    }

    /// A confirmation dialog about `data` with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
            message: message)
    }

    /// A confirmation dialog about `data` with a message.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingDialog(
            isPresented.wrappedValue && data != nil, title: title, titleVisibility: titleVisibility,
            message: data.map { AnyView(message($0)) }, actions: data.map { DialogActions(actions($0)) } ?? DialogActions(buttons: [])) { isPresented.wrappedValue = false }
    }

    /// An action sheet (the older API), shown while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return presentingDialog(
            isPresented, title: sheet.title, titleVisibility: .visible, message: sheet.message.map { AnyView($0) },
            actions: DialogActions(buttons: sheet.buttons.map(\.dialogAction)))
    }

    /// The dialog's default button gets prominence (accepted).
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }
}
