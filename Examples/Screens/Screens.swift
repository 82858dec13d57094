import SwiftUI

// Three iPhone screens: a settings form, a list that leads to details, and a photo grid.
// Render them with: swift run trellis preview Examples/Screens/Screens.swift --out /tmp/screens --scale 2

struct SettingsScreen: View {
    @State private var airplaneMode = false
    @State private var previews = true

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Airplane Mode", isOn: $airplaneMode)
                    NavigationLink("Wi-Fi") { Text("Wi-Fi") }
                    NavigationLink("Bluetooth") { Text("Bluetooth") }
                }
                Section("Notifications") {
                    Toggle("Show Previews", isOn: $previews)
                    LabeledContent("Sound", value: "Chime")
                }
                Section {
                    LabeledContent("Version", value: "2.1")
                } footer: {
                    Text("Updates are installed overnight.")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct Mailbox: Identifiable {
    let id = UUID()
    let name: String
    let count: Int
}

struct MailboxesScreen: View {
    let mailboxes = [Mailbox(name: "Inbox", count: 12), Mailbox(name: "Drafts", count: 2), Mailbox(name: "Sent", count: 0)]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(mailboxes) { mailbox in
                        NavigationLink(value: mailbox.name) {
                            LabeledContent(mailbox.name, value: mailbox.count == 0 ? "" : "\(mailbox.count)")
                        }
                    }
                }
                Section("Accounts") {
                    NavigationLink("iCloud", value: "iCloud")
                    NavigationLink("Work", value: "Work")
                }
            }
            .navigationTitle("Mailboxes")
            .navigationDestination(for: String.self) { name in Text(name) }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New Message", systemImage: "square.and.pencil") {}
                }
            }
        }
    }
}

struct PhotoGridScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
                    ForEach(0..<30) { index in
                        Rectangle()
                            .fill(Color(hue: Double(index % 10) / 10, saturation: 0.45, brightness: 0.92))
                            .aspectRatio(1, contentMode: .fit)
                            .overlay(alignment: .bottomLeading) {
                                Text("\(index + 1)").font(.caption.bold()).foregroundStyle(.white).padding(6)
                            }
                    }
                }
            }
            .navigationTitle("Photos")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview("Settings") { SettingsScreen() }
#Preview("Mailboxes") { MailboxesScreen() }
#Preview("Photos") { PhotoGridScreen() }
