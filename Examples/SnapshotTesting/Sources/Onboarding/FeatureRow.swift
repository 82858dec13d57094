import SwiftUI

/// An icon beside a feature's name and a line about it.
public struct FeatureRow: View {
    public var systemImage: String
    public var title: LocalizedStringKey
    public var detail: LocalizedStringKey

    public init(systemImage: String, title: LocalizedStringKey, detail: LocalizedStringKey) {
        self.systemImage = systemImage
        self.title = title
        self.detail = detail
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 14) {
            Image(systemName: systemImage)
                .font(.title2)
                .foregroundStyle(.tint)
                .frame(width: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text(title, bundle: .module).font(.headline)
                Text(detail, bundle: .module).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("See", traits: .sizeThatFitsLayout) {
    FeatureRow(systemImage: "eye", title: "See every preview", detail: "On Linux, without a Mac.").padding()
}
#Preview("Check", traits: .sizeThatFitsLayout) {
    FeatureRow(systemImage: "checkmark.seal", title: "Check every change", detail: "Each pull request, in every variant.").padding()
}
#Preview("Languages", traits: .sizeThatFitsLayout) {
    FeatureRow(systemImage: "globe", title: "In every language", detail: "Right to left included.").padding()
}
#Preview("Narrow", traits: .fixedLayout(width: 240, height: 120)) {
    FeatureRow(systemImage: "checkmark.seal", title: "Check every change", detail: "Each pull request, in every variant.").padding()
}
