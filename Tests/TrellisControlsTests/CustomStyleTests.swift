import Testing
import Trellis

@Suite struct CustomStyleTests {
    struct PillButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(10)
                .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
                .foregroundStyle(configuration.role == .destructive ? Color.red : Color.white)
        }
    }

    @Test func aButtonStyleComposesTheLabel() {
        let text = textSize(Text("Pill"))
        #expect(lay(Button("Pill") {}.buttonStyle(PillButtonStyle()), nil, nil).size
            == CGSize(width: text.width + 20, height: text.height + 20))
        #expect(fillColors(Button("Pill") {}.buttonStyle(PillButtonStyle())) == [rgba(0, 122, 255)])
        #expect(textColors(Button("Pill", role: .destructive) {}.buttonStyle(PillButtonStyle())) == [rgba(255, 59, 48)])
    }

    struct OutlinedButtonStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(4).border(Color.black)
        }
    }

    @Test func aPrimitiveStyleCanWrapTheDefaultButton() {
        let text = textSize(Text("Go"))
        // `Button(configuration)` draws in the style of the environment around this style:
        // automatic, so the label itself.
        #expect(lay(Button("Go") {}.buttonStyle(OutlinedButtonStyle()), nil, nil).size
            == CGSize(width: text.width + 8, height: text.height + 8))
    }

    struct CheckboxToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }

    @Test func aToggleStyleSeesTheState() {
        let label = Label("Remember me", systemImage: "x").labelStyle(.titleOnly)
        let toggle = Toggle(isOn: .constant(true)) { Text("Remember me") }.toggleStyle(CheckboxToggleStyle())
        #expect(lay(toggle, nil, nil).size == lay(HStack { Image(systemName: "square"); label }, nil, nil).size)
    }

    @Test func buttonLabelsInheritTheStyleOfTheEnvironmentInTheirOwnLabels() {
        // A label style set outside a button applies to the label inside it.
        let button = Button("Share", systemImage: "square.and.arrow.up") {}.labelStyle(.iconOnly)
        #expect(lay(button, nil, nil).size == lay(Image(systemName: "square.and.arrow.up"), nil, nil).size)
    }

    struct PaddedLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration).padding(2)
        }
    }

    @Test func aStyleMadeFromTheConfigurationDrawsInTheStyleOutsideIt() {
        // Outer icon-only style, inner padding style: the label is the icon, padded.
        let label = Label("Trash", systemImage: "trash").labelStyle(PaddedLabelStyle()).labelStyle(.iconOnly)
        let icon = lay(Image(systemName: "trash"), nil, nil).size
        #expect(lay(label, nil, nil).size == CGSize(width: icon.width + 4, height: icon.height + 4))
        // With no style outside, the default style (title and icon).
        let alone = Label("Trash", systemImage: "trash").labelStyle(PaddedLabelStyle())
        let plain = lay(Label("Trash", systemImage: "trash"), nil, nil).size
        #expect(lay(alone, nil, nil).size == CGSize(width: plain.width + 4, height: plain.height + 4))
    }

    struct SpacedToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).padding(.vertical, 6)
        }
    }

    @Test func togglesAndProgressViewsWrapTheStyleOutsideToo() {
        let toggle = Toggle("A", isOn: .constant(true)).toggleStyle(SpacedToggleStyle()).labelsHidden()
        #expect(lay(toggle, nil, nil).size == CGSize(width: 51, height: 43))
        struct Framed: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).padding(1) }
        }
        #expect(lay(ProgressView().progressViewStyle(Framed()), nil, nil).size == CGSize(width: 22, height: 22))
    }
}
