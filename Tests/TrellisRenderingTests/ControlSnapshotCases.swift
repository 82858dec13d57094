import Foundation
import Testing
import TrellisControls
import TrellisCore

// The controls gallery as snapshot cases: every control and style, small, at 2×. Their SVG is
// written with text as characters, so a reference stays readable and small; the PNG holds the
// glyphs.
extension SnapshotCase {
    static let controls: [SnapshotCase] = [
        SnapshotCase("controls-buttons", scale: 2) {
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 8) {
                    Button("Automatic") {}
                    Button("Delete", role: .destructive) {}
                    Button("Plain") {}.buttonStyle(.plain)
                }
                HStack(spacing: 8) {
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Tinted") {}.buttonStyle(.bordered).tint(.pink)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                }
                HStack(spacing: 8) {
                    Button("Mini") {}.buttonStyle(.bordered).controlSize(.mini)
                    Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
                    Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                    Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
                }
            }
            .padding(8)
        },
        SnapshotCase("controls-labels-and-symbols", scale: 2) {
            VStack(alignment: .leading, spacing: 8) {
                Label("Favourites", systemImage: "star.fill")
                Label("Title only", systemImage: "star").labelStyle(.titleOnly)
                HStack {
                    Label("Icon only", systemImage: "trash").labelStyle(.iconOnly)
                    Image(systemName: "heart.fill").foregroundStyle(.red)
                    Image(systemName: "gear").imageScale(.large)
                    Image(systemName: "no.such.symbol")
                }
                Text("Secondary").foregroundStyle(.secondary)
            }
            .padding(8)
        },
        SnapshotCase("controls-toggles-and-progress", proposal: ProposedViewSize(width: 240, height: nil), scale: 2) {
            VStack(spacing: 8) {
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
                Toggle("Tinted", isOn: .constant(true)).tint(.orange)
                ProgressView(value: 0.4) { Text("Download") } currentValueLabel: { Text("40%") }
                HStack { ProgressView(); ProgressView().controlSize(.large) }
            }
            .padding(8)
        },
        SnapshotCase("controls-content", proposal: ProposedViewSize(width: 240, height: nil), scale: 2) {
            VStack(spacing: 8) {
                GroupBox("Account") { LabeledContent("Plan", value: "Family") }
                Gauge(value: 0.7) { Text("Battery") } currentValueLabel: { Text("70%") }
                ControlGroup {
                    Button("Bold", systemImage: "bold") {}
                    Button("Italic", systemImage: "italic") {}
                }
                ContentUnavailableView("No Results", systemImage: "magnifyingglass").frame(height: 140)
            }
            .padding(8)
        },
        SnapshotCase("gradients", scale: 2) {
            VStack(spacing: 6) {
                LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(width: 120, height: 40)
                Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 5, endRadius: 30))
                    .frame(width: 60, height: 60)
                Capsule().fill(EllipticalGradient(colors: [.yellow, .green])).frame(width: 120, height: 30)
                RoundedRectangle(cornerRadius: 8).fill(Color.purple.gradient).frame(width: 120, height: 30)
                Text("Angular").padding(6).background(AngularGradient(colors: [.red, .blue], center: .center))
            }
            .padding(6)
        },
        SnapshotCase("shadows-and-materials", scale: 2) {
            ZStack {
                LinearGradient(colors: [.teal, .indigo], startPoint: .top, endPoint: .bottom)
                VStack(spacing: 14) {
                    Text("Card").padding(12).background(.white, in: .rect(cornerRadius: 10))
                        .shadow(radius: 6, y: 3)
                    Circle().fill(.orange).frame(width: 30, height: 30).shadow(color: .black.opacity(0.5), radius: 0, x: 4, y: 4)
                    Text("Material").padding(8).background(.ultraThinMaterial, in: .capsule)
                }
            }
            .frame(width: 140, height: 160)
        },
        SnapshotCase("controls-inputs", proposal: ProposedViewSize(width: 260, height: nil), scale: 2) {
            VStack(spacing: 8) {
                TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)
                SecureField("Password", text: .constant("secret")).textFieldStyle(.roundedBorder)
                Picker("Size", selection: .constant(1)) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }
                .pickerStyle(.segmented)
                Picker("Seat", selection: .constant("Aisle")) { Text("Aisle").tag("Aisle") }
                Stepper("Guests", value: .constant(1), in: 1...4)
                Slider(value: .constant(0.7))
                DatePicker("Date", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
                ColorPicker("Colour", selection: .constant(.indigo))
            }
            .padding(8)
        },
    ]
}
