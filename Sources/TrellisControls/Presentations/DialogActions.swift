import TrellisCore

/// A button of an alert or a confirmation dialog: its label, its role, and what a tap on it
/// does under a ``ViewHost`` (its action, then the dialog's dismissal).
struct DialogAction {
    let label: AnyView
    let role: ButtonRole?
    var perform: () -> Void = {}
    /// The preferred action (UIKit's `preferredAction`): a button with
    /// `keyboardShortcut(.defaultAction)`.
    var isPreferred = false
}

/// The parts of a dialog's actions: its buttons, and the other views (an alert's text fields).
struct DialogActions {
    var buttons: [DialogAction] = []
    var fields: [AnyView] = []
    /// Dismisses the dialog: what a button the dialog adds (an alert's OK, a dialog's Cancel)
    /// does.
    var dismiss: () -> Void = {}

    init<Actions: View>(_ actions: Actions) {
        for view in actions._topLevelViews {
            if let button = view._unmodifiedView as? any DialogButton {
                buttons.append(
                    DialogAction(
                        label: button.dialogLabel, role: button.dialogRole, perform: button.dialogPerform,
                        isPreferred: button.dialogIsPreferred))
            } else if let other = AnyView(_fromValue: view) {
                fields.append(other)
            }
        }
    }

    init(buttons: [DialogAction], dismiss: @escaping () -> Void = {}) {
        self.buttons = buttons
        self.dismiss = dismiss
    }

    /// These actions in a dialog that `dismiss` dismisses: every button dismisses it after its
    /// action, as iOS dismisses an alert whatever button is tapped.
    func dismissing(with dismiss: @escaping () -> Void) -> DialogActions {
        var dismissing = self
        dismissing.buttons = buttons.map { button in
            var button = button
            let perform = button.perform
            button.perform = {
                perform()
                dismiss()
            }
            return button
        }
        dismissing.dismiss = dismiss
        return dismissing
    }

    /// A button the dialog adds, which dismisses it.
    func added(_ title: String, role: ButtonRole?) -> DialogAction {
        DialogAction(label: AnyView(Text(title)), role: role, perform: dismiss)
    }

    /// The cancel button, and the others in order.
    var cancelAndOthers: (cancel: DialogAction?, others: [DialogAction]) {
        let cancel = buttons.first { $0.role == .cancel }
        return (cancel, buttons.filter { $0.role != .cancel })
    }
}

/// A button seen through `any View`.
protocol DialogButton {
    var dialogLabel: AnyView { get }
    var dialogRole: ButtonRole? { get }
    var dialogPerform: () -> Void { get }
    /// The words the button shows (a menu's item is chosen by them).
    var dialogTitle: String? { get }
    var dialogIsPreferred: Bool { get }
}

extension Button: DialogButton {
    var dialogLabel: AnyView { AnyView(label) }
    var dialogRole: ButtonRole? { role }
    var dialogPerform: () -> Void { action }
    var dialogTitle: String? { shownWords(of: label) }
    var dialogIsPreferred: Bool { isDefaultAction }
}
