import SwiftUI

/// A sign-in form that checks what is typed: the button is enabled once the address has an
/// "@" and the password eight characters, and a line says what happened.
public struct SignInForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var status = "Not signed in"

    public init() {}

    private var isValid: Bool { email.contains("@") && password.count >= 8 }

    public var body: some View {
        Form {
            Section {
                TextField("Email", text: $email)
                SecureField("Password", text: $password)
                    .onSubmit(signIn)
            }
            Section {
                Button("Sign in", action: signIn).disabled(!isValid)
                Text(status).accessibilityIdentifier("status")
            }
        }
    }

    private func signIn() {
        guard isValid else {
            status = "Check the address and the password"
            return
        }
        status = "Signed in as \(email)"
    }
}

#Preview("Sign in") {
    SignInForm()
}
