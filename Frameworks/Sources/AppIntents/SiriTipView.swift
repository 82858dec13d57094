import Trellis

/// A tip suggesting the phrase that runs an intent: AppIntents' `SiriTipView`.
///
/// Drawn as a tip card (as TipKit's inline tip: radius 13 in the grouped secondary background, 16
/// in): "Siri Tip" in headline, then `Say “<the intent's title>”` in subheadline, secondary, and a
/// close cross at the trailing edge. Apple's shows the shortcut's first phrase, which the view
/// cannot find here. Nothing is drawn while `isVisible` is false.
public struct SiriTipView: View {
    let title: String
    let isVisible: Binding<Bool>

    /// A tip for an intent, shown while `isVisible` is true.
    public init<Intent: AppIntent>(intent: Intent, isVisible: Binding<Bool> = .constant(true)) {
        title = Intent.title.key
        self.isVisible = isVisible
    }

    public var body: some View {
        if isVisible.wrappedValue {
            HStack(alignment: .top, spacing: 12) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Siri Tip").font(.headline)
                    Text("Say “\(title)”").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
                Image(systemName: "xmark").font(.footnote.bold()).foregroundStyle(.tertiary)
            }
            .padding(16)
            .background(Color(uiColor: .secondarySystemBackground), in: .rect(cornerRadius: 13))
        }
    }
}
