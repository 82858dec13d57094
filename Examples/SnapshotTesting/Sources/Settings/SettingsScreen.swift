import SwiftUI

/// The settings screen: the account, then grouped rows.
public struct SettingsScreen: View {
    public var name: String
    public var email: String

    public init(name: String, email: String) {
        self.name = name
        self.email = email
    }

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 12) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.system(size: 52))
                            .foregroundStyle(.gray)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(name).font(.title3.weight(.semibold))
                            Text(email).font(.footnote).foregroundStyle(.secondary)
                        }
                    }
                }
                Section {
                    SettingRow("Airplane Mode", systemImage: "airplane", tint: .orange)
                    SettingRow("Wi-Fi", systemImage: "wifi", tint: .blue, value: "Home")
                    SettingRow("Bluetooth", systemImage: "bolt.fill", tint: .blue, value: "On")
                }
                Section("Display") {
                    SettingRow("Brightness", systemImage: "sun.max", tint: .blue)
                    SettingRow("Text Size", systemImage: "textformat.size", tint: .blue, value: "Default")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview("Settings") { SettingsScreen(name: "Ada Lovelace", email: "ada@example.com") }
#Preview("Long name") { SettingsScreen(name: "Maria Salomea Skłodowska-Curie", email: "marie.curie@sorbonne.example.fr") }
#Preview("Landscape", traits: .landscapeLeft) { SettingsScreen(name: "Ada Lovelace", email: "ada@example.com") }
