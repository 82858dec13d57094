import Testing
import Trellis

/// A sign-in form: the button is disabled until both fields are valid.
private struct LoginView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var status = "Signed out"
    @State private var submissions = 0

    private var isValid: Bool { email.contains("@") && password.count >= 8 }

    var body: some View {
        Form {
            TextField("Email", text: $email)
            SecureField("Password", text: $password, prompt: Text("8 characters or more"))
                .onSubmit { submissions += 1 }
            Button("Sign in") { status = "Signed in as \(email)" }
                .disabled(!isValid)
            Text(status).accessibilityIdentifier("status")
            Text("\(submissions)").accessibilityIdentifier("submissions")
        }
    }
}

@Suite("ViewHost: a login form")
struct LoginFormHostTests {
    @Test func typingAndSigningIn() throws {
        let host = ViewHost(LoginView())
        #expect(host.text(of: "status") == "Signed out")
        try host.type("ada@example.com", into: "Email")
        try host.type("analytical", into: "Password")
        try host.tap("Sign in")
        #expect(host.text(of: "status") == "Signed in as ada@example.com")
    }

    @Test func aDisabledButtonCannotBeTapped() throws {
        let host = ViewHost(LoginView())
        try host.type("ada@example.com", into: "Email")
        try host.type("short", into: "Password")
        #expect(throws: ViewHostError.disabled("Sign in")) { try host.tap("Sign in") }
        #expect(host.text(of: "status") == "Signed out")
    }

    @Test func aFieldIsFoundByItsPrompt() throws {
        let host = ViewHost(LoginView())
        try host.type("analytical", into: "8 characters or more")
        try host.type("ada@example.com", into: "Email")
        try host.tap("Sign in")
        #expect(host.text(of: "status") == "Signed in as ada@example.com")
    }

    @Test func typedTextIsShownInTheField() throws {
        let host = ViewHost(LoginView())
        try host.type("ada@example.com", into: "Email")
        #expect(host.texts.contains("ada@example.com"))
        try host.type("secret", into: "Password")
        // A secure field shows a dot per character.
        #expect(host.texts.contains("••••••"))
    }

    @Test func submittingRunsOnSubmit() throws {
        let host = ViewHost(LoginView())
        try host.submit("Password")
        try host.submit("Password")
        #expect(host.text(of: "submissions") == "2")
        // The email field is outside the onSubmit: submitting it does nothing.
        try host.submit("Email")
        #expect(host.text(of: "submissions") == "2")
    }

    @Test func aMissingFieldListsTheFields() {
        let host = ViewHost(LoginView())
        #expect(throws: ViewHostError.noTextField("Name", fields: ["Email", "Password"])) {
            try host.type("Ada", into: "Name")
        }
    }
}
