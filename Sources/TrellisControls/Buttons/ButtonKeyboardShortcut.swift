import TrellisCore

extension Button {
    /// Assigns a keyboard shortcut to the button (a picture runs no shortcut). A button given
    /// `.defaultAction` (Return) becomes the preferred action of the alert it is in, as SwiftUI
    /// makes it UIKit's `preferredAction`: iOS 26 fills its capsule with blue
    /// (docs/ios-metrics.md § 26.9).
    ///
    /// A member of `Button` rather than the `View` modifier, so the button itself keeps the
    /// mark an alert reads, and the layout is unchanged.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> Button<Label> {
        var button = self
        button.isDefaultAction = shortcut == .defaultAction
        return button
    }

    /// Assigns a keyboard shortcut, or none.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> Button<Label> {
        var button = self
        button.isDefaultAction = shortcut == .defaultAction
        return button
    }
}
