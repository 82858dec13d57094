import TrellisCore

/// A pushed screen's back button, which pops it: on iOS 17/18 a chevron and the title of the
/// screen under it ("Back" when it has none), in the tint; on iOS 26 the chevron alone, on the
/// bar's glass. Its accessibility label is that title or "Back", as UIKit's, and it is also
/// identified as "Back", so `host.tap("Back")` finds it whatever the title.
struct BackButton: View {
    let title: Text?
    let action: () -> Void
    @Environment(\.designVersion) private var design

    var body: some View {
        Button(action: action) {
            if design == .iOS26 {
                // The bar shows its items icon only on iOS 26: the chevron alone.
                Label { title ?? Text("Back") } icon: { Image(systemName: "chevron.backward") }
            } else {
                HStack(spacing: 3) {
                    Image(systemName: "chevron.backward").font(.system(size: 17, weight: .semibold))
                    (title ?? Text("Back")).lineLimit(1)
                }
            }
        }
        .accessibilityLabel(title?._plainString ?? "Back")
        .accessibilityIdentifier("Back")
    }
}
