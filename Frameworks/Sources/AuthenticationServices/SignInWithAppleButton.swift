// `import AuthenticationServices` on Linux: the Sign in with Apple button, drawn, and the
// authorisation types apps touch. No one can sign in here: requests never complete.
@_exported import Foundation
import Trellis

/// The Sign in with Apple button: AuthenticationServices' `SignInWithAppleButton`.
///
/// Drawn as iOS draws it: it fills the space offered (apps give it a height with `frame`), a
/// rounded rectangle of radius 6 in the style's colours, with the Apple logo (a drawn
/// substitute: the logo is Apple's trademark) and the title centred, the title in the system font
/// at 43 % of the button's height, medium weight (Apple's guideline for the title's size).
/// The callbacks are kept and never called.
public struct SignInWithAppleButton: View {
    let label: Label
    let onRequest: (ASAuthorizationAppleIDRequest) -> Void
    let onCompletion: (Result<ASAuthorization, any Error>) -> Void
    @Environment(\.signInWithAppleButtonStyle) private var style

    /// A button of a kind, with the request's configuration and the completion handler.
    public init(
        _ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
        onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void
    ) {
        self.label = label
        self.onRequest = onRequest
        self.onCompletion = onCompletion
    }

    /// The corner radius of the button.
    static var cornerRadius: CGFloat { 6 }
    /// The title's size as a fraction of the button's height.
    static var titleHeightRatio: CGFloat { 0.43 }

    public var body: some View {
        GeometryReader { proxy in
            let size = (proxy.size.height * Self.titleHeightRatio).rounded()
            let foreground = style == .black ? Color.white : Color.black
            HStack(spacing: size * 0.15) {
                AppleLogoShape()
                    .fill(foreground)
                    .frame(width: size * 0.82, height: size)
                    .offset(y: -size * 0.08)
                Text(label.title)
                    .font(.system(size: size, weight: .medium))
                    .foregroundStyle(foreground)
                    .lineLimit(1)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
            .background(style == .black ? Color.black : Color.white, in: .rect(cornerRadius: Self.cornerRadius))
            .overlay {
                if style == .whiteOutline {
                    RoundedRectangle(cornerRadius: Self.cornerRadius).strokeBorder(Color.black, lineWidth: 1)
                }
            }
        }
    }

    /// The button's title.
    public struct Label: Hashable, Sendable {
        let title: String
        /// "Sign in with Apple".
        public static let signIn = Label(title: "Sign in with Apple")
        /// "Continue with Apple".
        public static let `continue` = Label(title: "Continue with Apple")
        /// "Sign up with Apple".
        public static let signUp = Label(title: "Sign up with Apple")
    }

    /// The button's colours.
    public struct Style: Hashable, Sendable {
        let name: String
        /// White on black.
        public static let black = Style(name: "black")
        /// Black on white.
        public static let white = Style(name: "white")
        /// Black on white with a black outline.
        public static let whiteOutline = Style(name: "whiteOutline")
    }
}

/// An apple silhouette standing in for Apple's logo: a body of two lobes and a leaf.
struct AppleLogoShape: Shape {
    func path(in rect: CGRect) -> Path {
        let w = rect.width, h = rect.height
        var path = Path()
        // The body: two overlapping circles, joined by an ellipse below.
        path.addEllipse(in: CGRect(x: rect.minX, y: rect.minY + h * 0.28, width: w * 0.6, height: h * 0.62))
        path.addEllipse(in: CGRect(x: rect.minX + w * 0.4, y: rect.minY + h * 0.28, width: w * 0.6, height: h * 0.62))
        path.addEllipse(in: CGRect(x: rect.minX + w * 0.15, y: rect.minY + h * 0.45, width: w * 0.7, height: h * 0.55))
        // The leaf.
        path.addEllipse(in: CGRect(x: rect.minX + w * 0.48, y: rect.minY, width: w * 0.22, height: h * 0.28))
        return path
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
    var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the colours of Sign in with Apple buttons in this view.
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}
