import Trellis

/// A tip shown inline: TipKit's `TipView`.
///
/// Drawn as iOS draws an inline tip (every tip shows here: rules are not evaluated): a card of
/// radius 13 in the grouped secondary background, 16 in from its edges; the image in the accent
/// colour at title size, 12 before the title (headline) and message (subheadline, secondary),
/// a close cross in the tertiary colour at the trailing edge; actions below a divider, in the
/// accent colour.
public struct TipView: View {
    let tip: any Tip
    let title: Text
    let message: Text?
    let image: Image?
    let actions: [Tips.Action]
    @Environment(\.tipAppearance) private var appearance

    /// A view of `tip`, with an arrow towards `arrowEdge` (not drawn) and an action handler.
    public init(_ tip: some Tip, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        title = tip.title
        message = tip.message
        image = tip.image
        actions = tip.actions
    }

    public var body: some View {
        if let style = appearance.style {
            style.makeBody(TipViewStyleConfiguration(tip: tip))
        } else {
            card
        }
    }

    private var card: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 12) {
                if let image {
                    image.font(.title).foregroundStyle(.tint)
                }
                VStack(alignment: .leading, spacing: 4) {
                    title.font(.headline)
                    if let message {
                        message.font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                Spacer(minLength: 0)
                Image(systemName: "xmark").font(.footnote.bold()).foregroundStyle(.tertiary)
            }
            ForEach(actions) { action in
                Divider()
                if let title = action.title {
                    title.font(.body).foregroundStyle(.tint)
                }
            }
        }
        .padding(16)
        .background(
            appearance.background ?? AnyShapeStyle(Color(uiColor: .secondarySystemBackground)),
            in: .rect(cornerRadius: appearance.cornerRadius))
    }
}

extension View {
    /// Shows a tip as a popover pointing at the view (never, in a picture).
    public func popoverTip(_ tip: some Tip, arrowEdge: Edge = .top, action: @escaping (Tips.Action) -> Void = { _ in }) -> some View {
        self
    }
}
