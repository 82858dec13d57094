import TrellisCore

/// iOS 26's alert metrics on iPhone (sources in `docs/ios-metrics.md` § 26.9).
enum GlassAlertMetrics {
    static let width: CGFloat = 320
    static let cornerRadius: CGFloat = 34
    /// Text is left-aligned 30 from the card's sides, its first line 22 below the card's top.
    static let textInsets = EdgeInsets(top: 22, leading: 30, bottom: 0, trailing: 30)
    /// Under the text, before the buttons' 16: 4.33 under a title and message, 4 under a lone
    /// one, 16.33 before text fields.
    static let textBottomPadding: CGFloat = 4 + 1 / 3
    static let loneTextBottomPadding: CGFloat = 4
    static let textToFields: CGFloat = 16 + 1 / 3
    /// A text field: a 48-point capsule of the buttons' grey, 15 from the card's sides, its text
    /// 15 inside it (30 from the card's sides), the fields 8 apart and 4 above the buttons' 16.
    static let fieldHeight: CGFloat = 48
    static let fieldInset: CGFloat = 15
    static let fieldTextInset: CGFloat = 15
    static let fieldsBottomPadding: CGFloat = 4
    static let titleToMessage: CGFloat = 7.67
    /// The buttons: 48-point capsules, 8 apart, 16 from the card's edges.
    static let buttonHeight: CGFloat = 48
    static let buttonSpacing: CGFloat = 8
    static let buttonGroupPadding: CGFloat = 16
    /// A button's capsule: grey, as light as `secondarySystemFill` (estimate).
    static let buttonFill = SystemColors.secondarySystemFill
    /// The preferred action's capsule: 55 126 239 as drawn (the view dump says the tint, 0 136
    /// 255; the glass shifts it), its title white in 17 semibold; measured (§ 26.9).
    static let preferredFill = Color(red: 55 / 255, green: 126 / 255, blue: 239 / 255)
    /// The card, a thick glass flattened: white at 71.4 % (light), grey 25 at 65 % (dark).
    static let background = Color(
        _light: Color(red: 0.994, green: 0.994, blue: 0.994, opacity: 0.714),
        dark: Color(red: 0.099, green: 0.099, blue: 0.099, opacity: 0.651))
    /// How strongly the card frosts the screen under it: a blur of radius 20 (estimate; the
    /// card's flat colour above was fitted to pictures of the frosted card).
    static let backdropBlurRadius: CGFloat = 20
    /// The card's shadow: black at 8.5 %, a blur of radius 22 (it reaches 33 beside the card,
    /// 25 above and 41 below), 8 down; drawn outside the card, within 44 of it (measured by a
    /// peer, § 26.9).
    static let shadowOpacity = 0.085
    static let shadowRadius: CGFloat = 22
    static let shadowOffset: CGFloat = 8
    static let shadowSpill: CGFloat = 44
    /// Over the presenting screen: black at 20 % (light) or 48 % (dark).
    static let dimming = Color(_light: Color.black.opacity(0.2), dark: Color.black.opacity(0.48))
}

/// An iOS 26 alert over the dimmed screen: a 320-point glass card of radius 34 with its title
/// (17 semibold) and message (15, secondary) left-aligned — a lone title or message centred, in
/// 17 regular — over capsule buttons: two side by side (cancel leading), one, or three or more
/// stacked (cancel last).
struct GlassAlertCard: View {
    let title: Text?
    let message: AnyView?
    let actions: DialogActions
    let buttons: [DialogAction]

    private var isLone: Bool { title == nil || message == nil }
    private var hasText: Bool { title != nil || message != nil }

    private var textBottomPadding: CGFloat {
        if !actions.fields.isEmpty { return GlassAlertMetrics.textToFields }
        return isLone ? GlassAlertMetrics.loneTextBottomPadding : GlassAlertMetrics.textBottomPadding
    }

    /// The alert's text fields, each in a grey capsule (22 below the card's top when there is no
    /// text).
    private var fields: some View {
        VStack(spacing: GlassAlertMetrics.buttonSpacing) {
            ForEach(Array(actions.fields.enumerated()), id: \.offset) { _, field in
                field.textFieldStyle(.plain)
                    .padding(.horizontal, GlassAlertMetrics.fieldTextInset)
                    .frame(height: GlassAlertMetrics.fieldHeight)
                    .background(Capsule().fill(GlassAlertMetrics.buttonFill))
            }
        }
        .padding(.horizontal, GlassAlertMetrics.fieldInset)
        .padding(.top, hasText ? 0 : GlassAlertMetrics.textInsets.top)
        .padding(.bottom, GlassAlertMetrics.fieldsBottomPadding)
    }

    var body: some View {
        // A dialog whose title is hidden and has no message starts with its buttons.
        VStack(spacing: 0) {
            if hasText { text.padding(.bottom, textBottomPadding) }
            if !actions.fields.isEmpty { fields }
            buttonGroup.padding(GlassAlertMetrics.buttonGroupPadding)
        }
        .frame(width: GlassAlertMetrics.width)
        .background {
            let card = RoundedRectangle(cornerRadius: GlassAlertMetrics.cornerRadius, style: .continuous)
            card.fill(GlassAlertMetrics.background)._backdropBlur(radius: GlassAlertMetrics.backdropBlurRadius, in: card)
                // Over the card, not under it: outside the card only, and unseen by its blur.
                .overlay { AlertCardShadow(shape: card) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background { GlassAlertMetrics.dimming.ignoresSafeArea() }
    }

    /// The title and message: left-aligned, or a lone one centred in 17 regular.
    private var text: some View {
        VStack(alignment: isLone ? .center : .leading, spacing: GlassAlertMetrics.titleToMessage) {
            if let title { title.font(isLone ? .body : .headline) }
            if let message {
                if isLone {
                    message.font(.body)
                } else {
                    message.font(.system(size: 15)).foregroundStyle(.secondary)
                }
            }
        }
        .multilineTextAlignment(isLone ? .center : .leading)
        .frame(maxWidth: .infinity, alignment: isLone ? .center : .leading)
        .padding(GlassAlertMetrics.textInsets)
    }

    @ViewBuilder private var buttonGroup: some View {
        if buttons.count == 2 {
            HStack(spacing: GlassAlertMetrics.buttonSpacing) {
                ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in GlassAlertButton(action: button) }
            }
        } else {
            VStack(spacing: GlassAlertMetrics.buttonSpacing) {
                ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in GlassAlertButton(action: button) }
            }
        }
    }
}

/// An iOS 26 alert button: its title in 17 medium, the label colour (red when destructive), on
/// a grey capsule; the preferred action's title white in 17 semibold on a blue one.
private struct GlassAlertButton: View {
    let action: DialogAction

    private var titleStyle: AnyShapeStyle {
        if action.isPreferred { return AnyShapeStyle(Color.white) }
        return action.role == .destructive ? AnyShapeStyle(SystemColors.systemRed) : AnyShapeStyle(.primary)
    }

    var body: some View {
        action.label
            .font(.body.weight(action.isPreferred ? .semibold : .medium))
            .foregroundStyle(titleStyle)
            .lineLimit(1)
            .frame(maxWidth: .infinity)
            .frame(height: GlassAlertMetrics.buttonHeight)
            .background(Capsule().fill(action.isPreferred ? GlassAlertMetrics.preferredFill : GlassAlertMetrics.buttonFill))
            ._onRuntimeTap(action.perform)
    }
}
