import TrellisCore

/// A button of an alert or a confirmation dialog: its label and role.
struct DialogAction {
    let label: AnyView
    let role: ButtonRole?
    /// The preferred action (UIKit's `preferredAction`): a button with
    /// `keyboardShortcut(.defaultAction)`.
    var isPreferred = false
}

/// The parts of a dialog's actions: its buttons, and the other views (an alert's text fields).
struct DialogActions {
    var buttons: [DialogAction] = []
    var fields: [AnyView] = []

    init<Actions: View>(_ actions: Actions) {
        for view in actions._topLevelViews {
            if let button = view._unmodifiedView as? any DialogButton {
                buttons.append(DialogAction(label: button.dialogLabel, role: button.dialogRole, isPreferred: button.dialogIsPreferred))
            } else if let other = AnyView(_fromValue: view) {
                fields.append(other)
            }
        }
    }

    init(buttons: [DialogAction]) {
        self.buttons = buttons
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
    var dialogIsPreferred: Bool { get }
}

extension Button: DialogButton {
    var dialogLabel: AnyView { AnyView(label) }
    var dialogRole: ButtonRole? { role }
    var dialogIsPreferred: Bool { isDefaultAction }
}
