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
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.95)))
        .padding()
    }

    /// The first letter of each word of the name: "Ada Lovelace" → "AL".
    var initials: String {
        String(name.split(separator: " ").compactMap(\.first).prefix(2))
    }
}
