// A gallery of iOS controls as Trellis draws them: a settings-like screen, a card with
// buttons and labels, and the styles side by side. Plain SwiftUI: only `import SwiftUI`.
import SwiftUI

struct SettingsScreen: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var volume = 0.6

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Settings").font(.largeTitle).bold()
            GroupBox {
                VStack(spacing: 12) {
                    Toggle(isOn: $wifi) { Label("Wi-Fi", systemImage: "wifi") }
                    Divider()
                    Toggle(isOn: $bluetooth) { Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right") }
                    Divider()
                    LabeledContent("Version", value: "17.4.1")
                    Divider()
                    LabeledContent("Storage") { Text("42 GB of 128 GB") }
                }
            }
            GroupBox("Backup") {
                VStack(alignment: .leading, spacing: 8) {
                    ProgressView("Uploading photos", value: 0.62)
                    Gauge(value: 0.3) { Text("iCloud") } currentValueLabel: { Text("30%") }
                }
            }
            HStack {
                Button("Sign Out", role: .destructive) {}
                Spacer()
                Button("Save") {}.buttonStyle(.borderedProminent)
            }
        }
        .padding()
    }
}

struct ArticleCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Featured", systemImage: "star.fill")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.orange)
            Text("Layout in SwiftUI, exactly").font(.title2).bold()
            Text("Every frame is the answer to a proposal. Trellis shows you both.")
                .foregroundStyle(.secondary)
            HStack(spacing: 12) {
                Button("Read", systemImage: "book") {}.buttonStyle(.borderedProminent)
                Button("Save", systemImage: "bookmark") {}.buttonStyle(.bordered)
                Spacer()
                ShareLink(item: URL(string: "https://example.com")!).labelStyle(.iconOnly)
                Menu { Button("Report") {} } label: { Image(systemName: "ellipsis.circle") }
            }
        }
        .padding()
        .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
        .padding()
        .background(Color(white: 0.95))
    }
}

struct ButtonStyles: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                Button("Automatic") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
            }
            HStack(spacing: 12) {
                Button("Tinted") {}.buttonStyle(.bordered).tint(.pink)
                Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule).tint(.green)
                Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
            }
            HStack(spacing: 12) {
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
                ProgressView()
                Toggle("On", isOn: .constant(true)).labelsHidden()
            }
            Link("Apple Developer", destination: URL(string: "https://developer.apple.com")!)
            ContentUnavailableView("No Favourites", systemImage: "heart",
                                   description: Text("Tap the heart on a recipe to keep it here."))
                .frame(height: 220)
        }
        .padding()
    }
}

struct SignInForm: View {
    @State private var email = ""
    @State private var password = "correct horse"
    @State private var remember = true

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.crop.circle.fill")
                .font(.system(size: 56))
                .foregroundStyle(.tint)
            Text("Welcome back").font(.title2).bold()
            VStack(spacing: 12) {
                TextField("Email", text: $email)
                SecureField("Password", text: $password)
            }
            .textFieldStyle(.roundedBorder)
            Toggle("Remember me", isOn: $remember)
            Button {
            } label: {
                Text("Sign In").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Button("Forgot password?") {}
                .font(.footnote)
        }
        .padding(24)
    }
}

struct TripPlanner: View {
    enum Transport: String, CaseIterable, Identifiable {
        case car, train, plane
        var id: Self { self }
    }

    @State private var transport = Transport.train
    @State private var guests = 2
    @State private var volume = 0.35
    @State private var departure = Date(timeIntervalSince1970: 1_790_000_000)
    @State private var seat = "Window"
    @State private var colour = Color.teal
    @State private var notes = "Bring the good camera."

    var body: some View {
        VStack(spacing: 16) {
            Picker("Transport", selection: $transport) {
                ForEach(Transport.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            .pickerStyle(.segmented)
            HStack {
                Text("Seat")
                Spacer()
                Picker("Seat", selection: $seat) {
                    Text("Aisle").tag("Aisle")
                    Text("Window").tag("Window")
                }
            }
            Stepper("Guests: \(guests)", value: $guests, in: 1...8)
            DatePicker("Departure", selection: $departure)
            Slider(value: $volume) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3.fill")
            }
            ColorPicker("Label colour", selection: $colour)
            TextEditor(text: $notes)
                .frame(height: 60)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(.quaternary))
        }
        .padding()
    }
}

#Preview("Trip planner", traits: .sizeThatFitsLayout) {
    TripPlanner()
}

#Preview("Sign in", traits: .sizeThatFitsLayout) {
    SignInForm()
}

#Preview("Settings", traits: .sizeThatFitsLayout) {
    SettingsScreen()
}

#Preview("Card", traits: .sizeThatFitsLayout) {
    ArticleCard()
}

#Preview("Buttons", traits: .sizeThatFitsLayout) {
    ButtonStyles()
}
