import SwiftUI

/// A short label in a capsule, tinted by its kind.
public struct Badge: View {
    public enum Kind: Sendable { case info, success, warning, danger }

    public var text: String
    public var kind: Kind
    public var systemImage: String?

    public init(_ text: String, kind: Kind = .info, systemImage: String? = nil) {
        self.text = text
        self.kind = kind
        self.systemImage = systemImage
    }

    public var body: some View {
        HStack(spacing: 4) {
            if let systemImage { Image(systemName: systemImage) }
            Text(text)
        }
        .font(.caption.weight(.semibold))
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .foregroundStyle(tint)
        .background(Capsule().fill(tint.opacity(0.15)))
    }

    var tint: Color {
        switch kind {
        case .info: .blue
        case .success: .green
        case .warning: .orange
        case .danger: .red
        }
    }
}

#Preview("Info", traits: .sizeThatFitsLayout) { Badge("New").padding() }
#Preview("Success", traits: .sizeThatFitsLayout) { Badge("Paid", kind: .success, systemImage: "checkmark").padding() }
#Preview("Warning", traits: .sizeThatFitsLayout) { Badge("Due soon", kind: .warning, systemImage: "clock").padding() }
#Preview("Danger", traits: .sizeThatFitsLayout) { Badge("Overdue", kind: .danger, systemImage: "exclamationmark.triangle").padding() }
#Preview("Long", traits: .sizeThatFitsLayout) { Badge("Awaiting approval from finance", kind: .info).padding() }
#Preview("All kinds", traits: .sizeThatFitsLayout) {
    HStack {
        Badge("New")
        Badge("Paid", kind: .success)
        Badge("Due", kind: .warning)
        Badge("Late", kind: .danger)
    }
    .padding()
}
#Preview("Stacked", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 6) {
        Badge("Beta", kind: .info, systemImage: "sparkles")
        Badge("Verified", kind: .success, systemImage: "checkmark.seal")
    }
    .padding()
}
#Preview("In a row") {
    List {
        HStack {
            Text("Invoice 1042")
            Spacer()
            Badge("Paid", kind: .success)
        }
        HStack {
            Text("Invoice 1043")
            Spacer()
            Badge("Overdue", kind: .danger)
        }
    }
}
