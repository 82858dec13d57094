import SwiftUI

/// A person's name and role beside their initials, on a rounded card.
public struct ProfileCard: View {
    public var name: String
    public var role: String

    public init(name: String, role: String) {
        self.name = name
        self.role = role
    }

    public var body: some View {
        HStack(spacing: 12) {
            Text(initials)
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(Circle().fill(.blue))
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
        .padding()
    }

    /// The first letter of each word of the name: "Ada Lovelace" → "AL".
    var initials: String {
        String(name.split(separator: " ").compactMap(\.first).prefix(2))
    }
}

#Preview("Ada", traits: .sizeThatFitsLayout) {
    ProfileCard(name: "Ada Lovelace", role: "Analyst")
}

#Preview("Long name", traits: .sizeThatFitsLayout) {
    ProfileCard(name: "Maria Salomea Skłodowska-Curie", role: "Physicist and chemist, twice a Nobel laureate")
}

#Preview("On a screen") {
    VStack(spacing: 0) {
        ProfileCard(name: "Ada Lovelace", role: "Analyst")
        ProfileCard(name: "Grace Hopper", role: "Rear admiral")
        Spacer()
    }
}
