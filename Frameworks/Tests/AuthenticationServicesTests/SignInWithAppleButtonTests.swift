import AuthenticationServices
import SwiftUI
import Testing

@Suite("AuthenticationServices' SignInWithAppleButton")
struct SignInWithAppleButtonTests {
    static func button(_ label: SignInWithAppleButton.Label = .signIn) -> SignInWithAppleButton {
        SignInWithAppleButton(label, onRequest: { $0.requestedScopes = [.fullName, .email] }, onCompletion: { _ in })
    }

    @Test(arguments: [(44.0, 19.0), (50, 22), (56, 24)])
    func itFillsTheWidthWithTheTitleAt43PercentOfTheHeight(height: Double, fontSize: Double) throws {
        let layout = ViewLayout(Self.button().frame(height: height), in: ProposedViewSize(width: 358, height: 844))
        let root = try #require(layout.placedViews.first)
        #expect(root.frame.size == CGSize(width: 358, height: height))
        let title = try #require(layout.placedViews.first { $0.text == "Sign in with Apple" })
        #expect(abs(title.frame.midY - root.frame.midY) < 0.01)
        // The system font's line at that size: ascent + descent of SF's metrics, rounded up to the pixel.
        #expect(title.frame.height >= fontSize * 1.19 && title.frame.height <= fontSize * 1.2 + 1)
        // The logo and the title together are centred across the button.
        let logo = try #require(layout.placedViews.first { $0.kind.contains("AppleLogoShape") })
        #expect(abs(logo.frame.height - fontSize) < 1e-9)
        #expect(abs((logo.frame.minX + title.frame.maxX) / 2 - root.frame.midX) < 0.01)
    }

    @Test(arguments: [
        (SignInWithAppleButton.Label.signIn, "Sign in with Apple"),
        (.continue, "Continue with Apple"),
        (.signUp, "Sign up with Apple"),
    ])
    func theLabels(label: SignInWithAppleButton.Label, title: String) {
        let layout = ViewLayout(Self.button(label).frame(height: 50), in: ProposedViewSize(width: 358, height: 844))
        #expect(layout.placedViews.compactMap(\.text) == [title])
    }

    @MainActor
    @Test func itIsDrawnBlackWithWhiteContentOrWhiteWithBlack() throws {
        try? FileManager.default.createDirectory(atPath: "/tmp/fw-pictures", withIntermediateDirectories: true)
        let view = VStack(spacing: 12) {
            Self.button().frame(height: 50)
            Self.button(.continue).frame(height: 50).signInWithAppleButtonStyle(.white)
            Self.button(.signUp).frame(height: 44).signInWithAppleButtonStyle(.whiteOutline)
        }
        .padding()
        .background(Color(white: 0.9))
        .frame(width: 390)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        try? renderer.pngData()?.write(to: URL(fileURLWithPath: "/tmp/fw-pictures/signinwithapple.png"))
        let image = try #require(renderer.rgbaImage())
        // Inside the black button, left of its content: black.
        #expect(image[40, 40] == (0, 0, 0, 255))
        // Inside the white button: white.
        #expect(image[40, 40 + 124] == (255, 255, 255, 255))
    }
}

// As apps write it: a sign-in screen checking the credential state.
final class AuthModel: ObservableObject {
    @Published var userID: String?

    func handle(_ result: Result<ASAuthorization, Error>) {
        switch result {
        case .success(let authorization):
            if let credential = authorization.credential as? ASAuthorizationAppleIDCredential {
                userID = credential.user
                _ = credential.fullName?.givenName
                _ = credential.identityToken.flatMap { String(data: $0, encoding: .utf8) }
            }
        case .failure(let error):
            print(error.localizedDescription)
        }
    }

    func check() {
        ASAuthorizationAppleIDProvider().getCredentialState(forUserID: "abc") { state, _ in
            switch state {
            case .authorized: print("signed in")
            case .revoked, .notFound: print("signed out")
            default: break
            }
        }
    }
}

struct SignInScreen: View {
    @StateObject private var model = AuthModel()
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 20) {
            Text("Welcome").font(.largeTitle.bold())
            SignInWithAppleButton(.signIn) { request in
                request.requestedScopes = [.fullName, .email]
            } onCompletion: { result in
                model.handle(result)
            }
            .signInWithAppleButtonStyle(colorScheme == .dark ? .white : .black)
            .frame(height: 50)
            .padding(.horizontal)
        }
        .onAppear { model.check() }
    }
}

@Suite("AuthenticationServices as apps write it")
struct AuthenticationServicesCompilesAsAppsWriteIt {
    @MainActor
    @Test func signInScreen() {
        let layout = ViewLayout(SignInScreen(), in: ProposedViewSize(width: 390, height: 844))
        #expect(layout.placedViews.compactMap(\.text) == ["Welcome", "Sign in with Apple"])
    }
}
