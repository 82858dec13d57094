import Foundation
import Testing
import Trellis

// The input controls written the way SwiftUI apps write them, in every initializer form SwiftUI
// has (current and deprecated), with trailing closures and string variables as titles. Each
// must compile unchanged, without ambiguity, and lay out.

private struct SettingsForm: View {
    enum Theme: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
    }

    @State private var name = ""
    @State private var password = ""
    @State private var notes = "Remember the milk"
    @State private var age = 42
    @State private var height = 1.8
    @State private var volume = 0.4
    @State private var guests = 2
    @State private var theme = Theme.system
    @State private var birthday = Date(timeIntervalSince1970: 0)
    @State private var accent = Color.blue
    let fieldTitle = "Nickname"
    let numbers = NumberFormatter()

    var body: some View {
        VStack {
            // Text fields.
            TextField("Name", text: $name)
            TextField(fieldTitle, text: $name)
            TextField("Name", text: $name, prompt: Text("Required"))
            TextField(fieldTitle, text: $name, prompt: Text("Required"), axis: .vertical)
            TextField(text: $name, prompt: Text("Required")) { Text("Name") }
            TextField("Name", text: $name, onCommit: {})
            TextField(fieldTitle, text: $name, onCommit: {})
            TextField("Name", text: $name, onEditingChanged: { _ in })
            TextField(fieldTitle, text: $name, onEditingChanged: { _ in }, onCommit: {})
            TextField("Age", value: $age, format: .number)
            TextField(fieldTitle, value: $age, format: .number, prompt: Text("0"))
            TextField(value: $age, format: .number) { Text("Age") }
            TextField("Age", value: $age, formatter: numbers)
            TextField(fieldTitle, value: $age, formatter: numbers)
            TextField("Age", value: $age, formatter: numbers, prompt: Text("0"))
            TextField(value: $age, formatter: numbers) { Text("Age") }
            TextField("Age", value: $age, formatter: numbers, onCommit: {})
            TextField(fieldTitle, value: $age, formatter: numbers, onEditingChanged: { _ in })
            SecureField("Password", text: $password)
            SecureField(fieldTitle, text: $password, onCommit: {})
            SecureField(text: $password, prompt: Text("Required")) { Text("Password") }
            TextEditor(text: $notes)
        }
        VStack {
            // Sliders, current and deprecated forms.
            Slider(value: $volume)
            Slider(value: $volume, in: 0...1, step: 0.1)
            Slider(value: $volume) { Text("Volume") }
            Slider(value: $volume, in: 0...1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
            Slider(value: $volume, in: 0...1, onEditingChanged: { _ in }) { Text("Volume") }
            Slider(value: $volume, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Volume") }
            Slider(value: $volume, in: 0...1, step: 0.5, onEditingChanged: { _ in },
                   minimumValueLabel: Image(systemName: "speaker"), maximumValueLabel: Image(systemName: "speaker.wave.3")) {
                Text("Volume")
            }
            Slider(value: $volume, in: 0...1) { Text("Volume") } onEditingChanged: { _ in }
        }
        VStack {
            // Steppers, current, format and deprecated forms.
            Stepper("Guests: \(guests)", value: $guests, in: 1...10)
            Stepper(fieldTitle, value: $guests, step: 2)
            Stepper(value: $guests, in: 1...10) { Text("Guests") }
            Stepper("Height", value: $height, step: 0.1, format: .number)
            Stepper(fieldTitle, value: $height, in: 0...3, step: 0.1, format: .number)
            Stepper(value: $height, in: 0...3, format: .number) { Text("Height") }
            Stepper("Manual", onIncrement: {}, onDecrement: nil)
            Stepper { Text("Manual") } onIncrement: { guests += 1 } onDecrement: { guests -= 1 }
            Stepper(onIncrement: {}, onDecrement: {}, onEditingChanged: { _ in }) { Text("Old") }
            Stepper(value: $guests, in: 1...10, onEditingChanged: { _ in }) { Text("Old") }
            Stepper(value: $guests, step: 1, onEditingChanged: { _ in }) { Text("Old") }
        }
        VStack {
            // Pickers: tags or ForEach ids, titles, styles.
            Picker("Theme", selection: $theme) { ForEach(Theme.allCases) { Text($0.rawValue.capitalized) } }
            Picker(fieldTitle, selection: $theme) {
                ForEach(Theme.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            Picker(fieldTitle, systemImage: "paintpalette", selection: $theme) { Text("System").tag(Theme.system) }
            Picker(selection: $theme) { Text("System").tag(Theme.system) } label: { Text("Theme") }
            DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
            DatePicker(fieldTitle, selection: $birthday, in: ...Date(timeIntervalSince1970: 1e9))
            DatePicker(fieldTitle, selection: $birthday, in: Date(timeIntervalSince1970: 0)..., displayedComponents: .hourAndMinute)
            DatePicker(fieldTitle, selection: $birthday,
                       in: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 1e9))
            ColorPicker("Accent", selection: $accent)
            ColorPicker(fieldTitle, selection: $accent, supportsOpacity: false)
        }
    }
}

@Suite struct InputSourceCompatibilityTests {
    @Test func everyFormCompilesAndLaysOut() {
        let layout = lay(SettingsForm(), 390, nil)
        #expect(layout.size.width == 390)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func deprecatedSliderFormsDrawLikeTheCurrentOnes() {
        let current = Slider(value: .constant(0.25), in: 0...1) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        let deprecated = Slider(value: .constant(0.25), in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("V") }
        #expect(lay(current, 300, nil).placedViews.map(\.frame) == lay(deprecated, 300, nil).placedViews.map(\.frame))
    }

    @Test func formattedStepperLooksLikeAPlainOne() {
        let size = lay(Stepper("Height", value: .constant(1.8), in: 0...3, step: 0.1, format: .number), 390, nil).size
        #expect(size == CGSize(width: 390, height: 32))
    }

    @Test func formatterFieldsShowTheFormattedValue() {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        let layout = lay(TextField(value: .constant(3.5), formatter: formatter) { Text("Price") }, 300, nil)
        #expect(layout.placedViews.compactMap(\.text) == ["3.50"])
    }
}
