import TrellisCore

/// iOS's action sheet metrics (sources in `docs/ios-metrics.md`).
enum ConfirmationDialogMetrics {
    /// From the screen's sides and the safe area's bottom; also between the two groups.
    static let inset: CGFloat = 8
    static let cornerRadius: CGFloat = 14
    static let buttonHeight: CGFloat = 57
    static let buttonFontSize: CGFloat = 17
    static let headerInsets = EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
    static let headerSpacing: CGFloat = 4
    /// The actions' group: a light blur, approximated by its tint; the cancel group is white.
    static let groupBackground = Color(red: 252 / 255, green: 252 / 255, blue: 252 / 255, opacity: 0.94)
    static let headerColor = Color(red: 0x1D / 255, green: 0x1D / 255, blue: 0x1D / 255, opacity: 0.52)
}

/// A confirmation dialog, drawn as iOS draws it on iPhone: an action sheet at the bottom of the
/// dimmed screen, its title and message (when shown) over its buttons, and a Cancel button
/// apart below them (added when the actions have none). On iOS 26 it is iOS 26's action sheet
/// without a source: the alert's glass card, centred, its buttons capsules (two side by side,
/// the cancel button leading; three or more stacked, the cancel button last).
struct ConfirmationDialogCard: View {
    let title: Text?
    let message: AnyView?
    let actions: DialogActions
    @Environment(\.designVersion) private var design

    var body: some View {
        if design == .iOS26 {
            GlassAlertCard(title: title, message: message, actions: DialogActions(buttons: []), buttons: glassButtons)
        } else {
            actionSheet
        }
    }

    /// iOS 26's order: the actions with a Cancel button (added when they have none), which leads
    /// a pair and ends a stack, as in an alert (docs/ios-metrics.md § 26.9).
    /// No button is preferred: UIKit's `preferredAction` is for alerts only, "not used by
    /// action sheets".
    private var glassButtons: [DialogAction] {
        let (cancel, others) = DialogActions(buttons: actions.buttons.map { DialogAction(label: $0.label, role: $0.role, perform: $0.perform) })
            .cancelAndOthers
        let cancelButton = cancel ?? actions.added("Cancel", role: .cancel)
        return others.count == 1 ? [cancelButton] + others : others + [cancelButton]
    }

    /// The iOS 17/18 action sheet.
    @ViewBuilder private var actionSheet: some View {
        let (cancel, others) = actions.cancelAndOthers
        VStack(spacing: ConfirmationDialogMetrics.inset) {
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    VStack(spacing: ConfirmationDialogMetrics.headerSpacing) {
                        if let title { title.font(.footnote.weight(.semibold)) }
                        if let message { message.font(.footnote) }
                    }
                    .foregroundStyle(ConfirmationDialogMetrics.headerColor)
                    .multilineTextAlignment(.center)
                    .frame(maxWidth: .infinity)
                    .padding(ConfirmationDialogMetrics.headerInsets)
                }
                ForEach(Array(others.enumerated()), id: \.offset) { index, button in
                    if index > 0 || title != nil || message != nil { Hairline(axis: .horizontal) }
                    AlertButton(action: button, fontSize: ConfirmationDialogMetrics.buttonFontSize)
                        .frame(height: ConfirmationDialogMetrics.buttonHeight)
                }
            }
            .background(RoundedRectangle(cornerRadius: ConfirmationDialogMetrics.cornerRadius).fill(ConfirmationDialogMetrics.groupBackground))
            AlertButton(
                action: cancel ?? actions.added("Cancel", role: .cancel),
                fontSize: ConfirmationDialogMetrics.buttonFontSize
            )
            .frame(height: ConfirmationDialogMetrics.buttonHeight)
            .background(RoundedRectangle(cornerRadius: ConfirmationDialogMetrics.cornerRadius).fill(SystemColors.systemBackground))
        }
        .padding([.horizontal, .bottom], ConfirmationDialogMetrics.inset)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        .background { AlertMetrics.dimming.ignoresSafeArea() }
    }
}
