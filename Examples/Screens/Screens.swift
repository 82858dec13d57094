import SwiftUI

// iPhone screens: a settings form, a list that leads to details, a photo grid, a tab view, a
// sheet being presented and an alert.
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

struct LibraryScreen: View {
    @State private var tab = "library"

    var body: some View {
        TabView(selection: $tab) {
            Tab("Listen Now", systemImage: "play.circle", value: "listen") { Text("Listen Now") }
            Tab("Library", systemImage: "square.stack", value: "library") {
                NavigationStack {
                    List {
                        ForEach(["Playlists", "Artists", "Albums", "Songs"], id: \.self) { name in
                            NavigationLink(name, value: name)
                        }
                    }
                    .listStyle(.plain)
                    .navigationTitle("Library")
                    .searchable(text: .constant(""), prompt: "Your Library")
                }
            }
            .badge(2)
            Tab(value: "search", role: .search) { Text("Search") }
        }
    }
}

struct ComposeScreen: View {
    @State private var isComposing = true
    @State private var subject = ""

    var body: some View {
        MailboxesScreen()
            .sheet(isPresented: $isComposing) {
                NavigationStack {
                    Form {
                        TextField("Subject", text: $subject)
                        Toggle("Send Later", isOn: .constant(false))
                    }
                    .navigationTitle("New Message")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Send") {} }
                    }
                }
                .presentationDetents([.medium, .large])
            }
    }
}

struct DeleteScreen: View {
    @State private var isConfirming = true

    var body: some View {
        MailboxesScreen()
            .alert("Delete Mailbox?", isPresented: $isConfirming) {
                Button("Cancel", role: .cancel) {}
                Button("Delete", role: .destructive) {}
            } message: {
                Text("Its messages move to Trash.")
            }
    }
}

#Preview("Settings") { SettingsScreen() }
#Preview("Mailboxes") { MailboxesScreen() }
#Preview("Photos") { PhotoGridScreen() }
#Preview("Library") { LibraryScreen() }
#Preview("Compose") { ComposeScreen() }
#Preview("Delete") { DeleteScreen() }
