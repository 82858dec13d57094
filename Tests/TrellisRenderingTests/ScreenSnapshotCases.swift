import Foundation
import Testing
import TrellisControls
import TrellisCore

// Whole screens on an iPhone 16 at 1×: a settings form, a list in a navigation stack with a
// large title and toolbar buttons, a photo grid, tab views, and presentations.
extension SnapshotCase {
    static let screens: [SnapshotCase] = [
        SnapshotCase("screen-settings-form-dark", device: .iPhone16) {
            NavigationStack {
                Form {
                    Section {
                        Toggle("Airplane Mode", isOn: .constant(false))
                        Toggle("Wi-Fi", isOn: .constant(true))
                        LabeledContent("Bluetooth", value: "On")
                    }
                    Section("Display") {
                        Slider(value: .constant(0.6))
                        Text("Text Size").foregroundStyle(.secondary)
                    }
                }
                .navigationTitle("Settings")
            }
            .preferredColorScheme(.dark)
        },
        SnapshotCase("screen-settings-form", device: .iPhone16) {
            Form {
                Section {
                    Toggle("Airplane Mode", isOn: .constant(false))
                    LabeledContent("Wi-Fi", value: "Home")
                    LabeledContent("Bluetooth", value: "On")
                }
                Section("Notifications") {
                    Toggle("Show Previews", isOn: .constant(true))
                    Picker("Sound", selection: .constant(1)) {
                        Text("Chime").tag(1)
                        Text("Bell").tag(2)
                    }
                }
                Section {
                    Text("Version 2.1")
                } footer: {
                    Text("Updates are installed overnight.")
                }
            }
        },
        SnapshotCase("screen-list-in-navigation-stack", device: .iPhone16) {
            NavigationStack {
                List {
                    Section {
                        NavigationLink("Inbox") { Text("Inbox") }
                        NavigationLink("Drafts") { Text("Drafts") }
                        NavigationLink("Sent") { Text("Sent") }
                    }
                    Section("Accounts") {
                        ForEach(["iCloud", "Work"], id: \.self) { name in
                            NavigationLink(name, value: name)
                        }
                    }
                }
                .navigationTitle("Mailboxes")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("New", systemImage: "square.and.pencil") {} }
                }
            }
        },
        SnapshotCase("screen-photo-grid", device: .iPhone16) {
            NavigationStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
                        ForEach(0..<30) { index in
                            Rectangle()
                                .fill(Color(hue: Double(index % 10) / 10, saturation: 0.5, brightness: 0.9))
                                .aspectRatio(1, contentMode: .fit)
                        }
                    }
                }
                .navigationTitle("Photos")
                .navigationBarTitleDisplayMode(.inline)
            }
        },
        SnapshotCase("screen-tab-view", device: .iPhone16) {
            TabView(selection: .constant("library")) {
                Text("Listen Now")
                    .tabItem { Label("Listen Now", systemImage: "play.circle") }
                    .tag("listen")
                NavigationStack {
                    List {
                        ForEach(["Playlists", "Artists", "Albums", "Songs"], id: \.self) { name in
                            NavigationLink(name, value: name)
                        }
                    }
                    .listStyle(.plain)
                    .navigationTitle("Library")
                }
                .tabItem { Label("Library", systemImage: "square.stack") }
                .tag("library")
                .badge(2)
                Text("Search")
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
                    .tag("search")
            }
        },
        SnapshotCase("screen-page-tab-view", device: .iPhone16) {
            TabView {
                ForEach(["sun.max", "cloud", "moon"], id: \.self) { symbol in
                    VStack(spacing: 16) {
                        Image(systemName: symbol).font(.system(size: 64))
                        Text("Swipe to see more").font(.title2)
                    }
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.indigo)
                }
            }
            .tabViewStyle(.page)
        },
        SnapshotCase("screen-alert-over-list", device: .iPhone16) {
            NavigationStack {
                List { ForEach(["Groceries", "Trip", "Ideas"], id: \.self) { Text($0) } }
                    .navigationTitle("Notes")
            }
            .alert("Delete Note?", isPresented: .constant(true)) {
                Button("Cancel", role: .cancel) {}
                Button("Delete", role: .destructive) {}
            } message: {
                Text("This note will be deleted from all your devices.")
            }
        },
        SnapshotCase("screen-medium-sheet", device: .iPhone16) {
            Color.teal.ignoresSafeArea()
                .sheet(isPresented: .constant(true)) {
                    NavigationStack {
                        Form { Toggle("Notifications", isOn: .constant(true)) }
                            .navigationTitle("Settings")
                            .navigationBarTitleDisplayMode(.inline)
                    }
                    .presentationDetents([.medium, .large])
                }
        },
    ]
}
