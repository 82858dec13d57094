import TrellisCore

/// iOS's alert metrics (sources in `docs/ios-metrics.md`).
enum AlertMetrics {
    static let width: CGFloat = 270
    static let cornerRadius: CGFloat = 14
    /// Around the title and message.
    static let textInsets = EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16)
    static let titleToMessage: CGFloat = 2
    static let buttonHeight: CGFloat = 44
    /// The card: a light blur, approximated by its tint.
    static let background = Color(red: 242 / 255, green: 242 / 255, blue: 242 / 255, opacity: 0.94)
    /// Over the presenting screen.
    static let dimming = Color.black.opacity(0.2)
}

/// An alert over the dimmed screen (iOS 26: a ``GlassAlertCard``): a 270-point card, centred, with its title (headline),
/// message (footnote) and buttons: one or two side by side (the cancel button leading), three
/// or more stacked (the cancel button last). With no buttons it has an OK button.
struct AlertCard: View {
    let title: Text?
    let message: AnyView?
    let actions: DialogActions
    @Environment(\.designVersion) private var design

    var body: some View {
        if design == .iOS26 {
            GlassAlertCard(title: title, message: message, actions: actions, buttons: orderedButtons)
        } else {
            card
        }
    }

    /// The iOS 17/18 card.
    private var card: some View {
        VStack(spacing: 0) {
            VStack(spacing: AlertMetrics.titleToMessage) {
                if let title { title.font(.headline) }
                if let message { message.font(title == nil ? .headline : .footnote) }
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(AlertMetrics.textInsets)
            ForEach(Array(actions.fields.enumerated()), id: \.offset) { _, field in
                field.textFieldStyle(.roundedBorder).padding(.horizontal, 16).padding(.bottom, 16)
            }
            buttons
        }
        .frame(width: AlertMetrics.width)
        .background(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius).fill(AlertMetrics.background))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background { AlertMetrics.dimming.ignoresSafeArea() }
    }

    private var orderedButtons: [DialogAction] {
        let buttons = actions.buttons.isEmpty ? [actions.added("OK", role: nil)] : actions.buttons
        let (cancel, others) = DialogActions(buttons: buttons).cancelAndOthers
        guard let cancel else { return others }
        return buttons.count <= 2 ? [cancel] + others : others + [cancel]
    }

    @ViewBuilder private var buttons: some View {
        let buttons = orderedButtons
        if buttons.count <= 2 {
            VStack(spacing: 0) {
                Hairline(axis: .horizontal)
                HStack(spacing: 0) {
                    ForEach(Array(buttons.enumerated()), id: \.offset) { index, button in
                        if index > 0 { Hairline(axis: .vertical) }
                        AlertButton(action: button)
                    }
                }
                .frame(height: AlertMetrics.buttonHeight)
            }
        } else {
            VStack(spacing: 0) {
                ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
                    Hairline(axis: .horizontal)
                    AlertButton(action: button).frame(height: AlertMetrics.buttonHeight)
                }
            }
        }
    }
}

/// A dialog button: its title in the body font, tinted (red when destructive), the cancel
/// button semibold.
struct AlertButton: View {
    let action: DialogAction
    var fontSize: CGFloat = 17

    var body: some View {
        action.label
            .font(.system(size: fontSize, weight: action.role == .cancel ? .semibold : .regular))
            .foregroundStyle(action.role == .destructive ? AnyShapeStyle(SystemColors.systemRed) : AnyShapeStyle(.tint))
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            ._onRuntimeTap(action.perform)
    }
}
