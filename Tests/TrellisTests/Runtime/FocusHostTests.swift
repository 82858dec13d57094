import Foundation
import Testing
import Trellis

/// A sign-in form that focuses the email field when it appears and moves to the password
/// field on return, as iOS forms do.
private struct SignIn: View {
    enum Field: Hashable { case email, password }

    @State private var email = ""
    @State private var password = ""
    @State private var result = ""
    @FocusState private var focus: Field?

    var body: some View {
        VStack(spacing: 0) {
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .onSubmit { focus = .password }
                .frame(height: 40)
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .onSubmit {
                    result = "\(email) / \(password.count)"
                    focus = nil
                }
                .frame(height: 40)
            Text(focus.map { "\($0)" } ?? "none").accessibilityIdentifier("focus").frame(height: 40)
            Text(result).accessibilityIdentifier("result").frame(height: 40)
        }
        .onAppear { focus = .email }
    }
}

/// Two fields, each with its own Boolean focus state, and a button that focuses the second.
private struct Profile: View {
    @State private var name = ""
    @State private var bio = ""
    @FocusState private var nameFocused: Bool
    @FocusState private var bioFocused: Bool

    var body: some View {
        VStack(spacing: 0) {
            TextField("Name", text: $name).focused($nameFocused).frame(height: 40)
            TextField("Bio", text: $bio).focused($bioFocused).frame(height: 40)
            Text("\(nameFocused) \(bioFocused)").accessibilityIdentifier("flags").frame(height: 40)
            Text("\(name)|\(bio)").accessibilityIdentifier("texts").frame(height: 40)
            Button("Edit bio") { bioFocused = true }.frame(height: 40)
        }
    }
}

@Suite("ViewHost: @FocusState")
struct FocusHostTests {
    private func center(of text: String, in host: ViewHost) throws -> CGPoint {
        let frame = try #require(host.layout.placedViews.first { $0.text == text }?.frame)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func focusSetWhenTheFormAppearsTakesTheKeys() throws {
        let host = ViewHost(SignIn(), in: ProposedViewSize(width: 300, height: 160))
        #expect(host.focusedField == "Email")
        #expect(host.text(of: "focus") == "email")
        try host.typeKeys("ann@example.com")
        #expect(host.focusedField == "Email")
    }

    @Test func returnMovesToTheNextFieldThenSignsIn() throws {
        let host = ViewHost(SignIn(), in: ProposedViewSize(width: 300, height: 160))
        try host.typeKeys("ann@example.com")
        #expect(try host.submitFocusedField() == .submitted("Email"))
        #expect(host.focusedField == "Password")
        #expect(host.text(of: "focus") == "password")
        try host.typeKeys("secret")
        try host.submitFocusedField()
        #expect(host.text(of: "result") == "ann@example.com / 6")
        // The last field's submit cleared the focus: nothing takes the keys.
        #expect(host.focusedField == nil)
        #expect(host.text(of: "focus") == "none")
        #expect(try host.typeKeys("x") == .ignored("no text field is being edited"))
    }

    /// A tap on a field sets the focus state bound to it, whichever had the focus.
    @Test(arguments: [("Password", "password"), ("Email", "email")])
    func aTapOnAFieldSetsItsFocusState(field: String, focus: String) throws {
        let host = ViewHost(SignIn(), in: ProposedViewSize(width: 300, height: 160))
        #expect(try host.tap(at: center(of: field, in: host)) == .focused(field))
        #expect(host.text(of: "focus") == focus)
        #expect(host.focusedField == field)
    }

    @Test func aTapOnAFieldClearsTheOtherFieldsFocusStates() throws {
        let host = ViewHost(Profile(), in: ProposedViewSize(width: 300, height: 200))
        #expect(host.text(of: "flags") == "false false")
        #expect(host.focusedField == nil)
        try host.tap(at: center(of: "Name", in: host))
        #expect(host.text(of: "flags") == "true false")
        try host.tap(at: center(of: "Bio", in: host))
        #expect(host.text(of: "flags") == "false true")
        try host.typeKeys("hi")
        #expect(host.text(of: "texts") == "|hi")
        // A tap on something that does not act ends the editing, and the focus state says so.
        try host.tap(at: try center(of: "false true", in: host))
        #expect(host.text(of: "flags") == "false false")
        #expect(host.focusedField == nil)
    }

    @Test func focusSetByAButtonMovesTheKeys() throws {
        let host = ViewHost(Profile(), in: ProposedViewSize(width: 300, height: 200))
        try host.tap(at: center(of: "Name", in: host))
        try host.tap("Edit bio")
        #expect(host.text(of: "flags") == "false true")
        #expect(host.focusedField == "Bio")
        try host.typeKeys("about me")
        #expect(host.text(of: "texts") == "|about me")
    }
}

/// Two fields bound to one Boolean: SwiftUI leaves which takes the focus undefined; the host
/// gives it to the first and does not pass it back and forth.
private struct SharedFlag: View {
    @State private var first = ""
    @State private var second = ""
    @FocusState private var editing: Bool

    var body: some View {
        VStack(spacing: 0) {
            TextField("First", text: $first).focused($editing).frame(height: 40)
            TextField("Second", text: $second).focused($editing).frame(height: 40)
            Button("Edit") { editing = true }.frame(height: 40)
        }
    }
}

@Suite("ViewHost: one @FocusState on two fields")
struct SharedFocusHostTests {
    @Test func theFirstFieldTakesTheFocusAndATapMovesIt() throws {
        let host = ViewHost(SharedFlag(), in: ProposedViewSize(width: 300, height: 120))
        try host.tap("Edit")
        #expect(host.focusedField == "First")
        let second = try #require(host.layout.placedViews.first { $0.text == "Second" }?.frame)
        #expect(try host.tap(at: CGPoint(x: second.midX, y: second.midY)) == .focused("Second"))
        #expect(host.focusedField == "Second")
    }
}
