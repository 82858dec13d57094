import TrellisCore

/// An alert (the older API): SwiftUI's `Alert`.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK by default).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or an action sheet (the older API).
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel, action: action) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }

        var dialogAction: DialogAction { DialogAction(label: AnyView(label), role: role, perform: action ?? {}) }
    }
}

/// An action sheet (the older API for confirmation dialogs): SwiftUI's `ActionSheet`.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public typealias Button = Alert.Button

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
