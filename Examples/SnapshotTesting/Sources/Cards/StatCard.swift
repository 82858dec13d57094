import SwiftUI

/// A number with its label, and how it moved since last time.
public struct StatCard: View {
    public var title: String
    public var value: String
    public var change: Double

    public init(title: String, value: String, change: Double) {
        self.title = title
        self.value = value
        self.change = change
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.title.bold())
            Label(changeText, systemImage: change >= 0 ? "arrow.up.right" : "arrow.down.right")
                .font(.footnote)
                .foregroundStyle(change >= 0 ? .green : .red)
        }
        .padding(12)
        .frame(width: 160, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 10).stroke(.gray.opacity(0.4)))
    }

    /// "+12%" or "-3%".
    var changeText: String {
        let percent = Int((change * 100).rounded())
        return percent >= 0 ? "+\(percent)%" : "\(percent)%"
    }
}

#Preview("Rising", traits: .sizeThatFitsLayout) {
    StatCard(title: "Revenue", value: "$12,400", change: 0.12).padding()
}

#Preview("Falling", traits: .sizeThatFitsLayout) {
    StatCard(title: "Churn", value: "3.1%", change: -0.04).padding()
}

#Preview("Flat", traits: .sizeThatFitsLayout) {
    StatCard(title: "Visitors", value: "8,112", change: 0).padding()
}

#Preview("A row of three", traits: .sizeThatFitsLayout) {
    HStack(spacing: 8) {
        StatCard(title: "Revenue", value: "$12k", change: 0.12)
        StatCard(title: "Churn", value: "3.1%", change: -0.04)
    }
    .padding()
}
