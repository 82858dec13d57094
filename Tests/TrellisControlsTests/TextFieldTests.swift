import Testing
import Trellis

@Suite struct TextFieldTests {
    static let bodyLine = 20 + 1.0 / 3
    static let placeholder = rgba(60, 60, 67, 0.3)

    @Test(arguments: [(390, nil), (100, 100), (0, 0), (1000, 1000)] as [(CGFloat?, CGFloat?)])
    func aPlainFieldIsAsWideAsOfferedAndOneLineTall(width: CGFloat?, height: CGFloat?) {
        @State var name = ""
        #expect(close(lay(TextField("Name", text: $name), width, height).size, CGSize(width: width ?? 0, height: Self.bodyLine)))
    }

    @Test func anEmptyFieldWithoutAPlaceholderKeepsItsLine() {
        #expect(close(lay(TextField("", text: .constant("")), 200, nil).size, CGSize(width: 200, height: Self.bodyLine)))
    }

    @Test func roundedBorderAdds7OnEachSide() {
        let field = TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)
        #expect(close(lay(field, 300, nil).size, CGSize(width: 300, height: Self.bodyLine + 14)))
        // White fill, then the hairline border at 20 % black.
        #expect(fillColors(field, 300) == [rgba(255, 255, 255)])
    }

    @Test func theTitleIsThePlaceholderUntilThereIsText() {
        #expect(textColors(TextField("Name", text: .constant(""))) == [Self.placeholder])
        #expect(textColors(TextField("Name", text: .constant("Ada"))) == [rgba(0, 0, 0)])
        let prompted = lay(TextField("Name", text: .constant(""), prompt: Text("Required")), 300, nil)
        #expect(prompted.placedViews.compactMap(\.text).contains("Required"))
        #expect(!prompted.placedViews.compactMap(\.text).contains("Name"))
    }

    @Test func secureFieldsShowADotPerCharacter() {
        let layout = lay(SecureField("Password", text: .constant("hunter2")), 300, nil)
        #expect(layout.placedViews.compactMap(\.text).contains("•••••••"))
        #expect(textColors(SecureField("Password", text: .constant(""))) == [Self.placeholder])
    }

    @Test func longTextStaysOnOneLineUnlessTheAxisIsVertical() {
        let long = String(repeating: "word ", count: 40)
        #expect(close(lay(TextField("x", text: .constant(long)), 200, nil).size, CGSize(width: 200, height: Self.bodyLine)))
        let vertical = lay(TextField("x", text: .constant(long), axis: .vertical), 200, nil).size
        #expect(vertical.width == 200 && vertical.height > 3 * Self.bodyLine)
    }

    struct CapsuleFieldStyle: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            configuration
                .padding(10)
                .background(Capsule().fill(Color.gray.opacity(0.1)))
        }
    }

    @Test func customStylesWrapTheBareField() {
        let field = TextField("Search", text: .constant("")).textFieldStyle(CapsuleFieldStyle())
        #expect(close(lay(field, 300, nil).size, CGSize(width: 300, height: Self.bodyLine + 20)))
        // The placeholder survives the style's configuration.
        #expect(textColors(field) == [Self.placeholder])
        // Styles nest: the custom style around the rounded border.
        let nested = TextField("Search", text: .constant("")).textFieldStyle(CapsuleFieldStyle()).textFieldStyle(.roundedBorder)
        #expect(close(lay(nested, 300, nil).size, CGSize(width: 300, height: Self.bodyLine + 14 + 20)))
    }

    @Test(arguments: standardProposals)
    func textEditorsTakeTheSpaceOffered(width: CGFloat?, height: CGFloat?) {
        let text = textSize(Text("Notes"))
        let expected = CGSize(width: width ?? (text.width + 10), height: height ?? (text.height + 16))
        let size = lay(TextEditor(text: .constant("Notes")), width, height).size
        if (width ?? 100) >= 100 { #expect(close(size, expected)) } else { #expect(size.width >= 10) }
    }

    @Test func formattedValues() {
        let layout = lay(TextField("Age", value: .constant(42), format: .number), 300, nil)
        #expect(layout.placedViews.compactMap(\.text).contains("42"))
    }
}
