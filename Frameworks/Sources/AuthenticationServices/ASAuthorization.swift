/// A completed authorisation: AuthenticationServices' `ASAuthorization` (never made here).
public final class ASAuthorization: @unchecked Sendable {
    /// The credential obtained.
    public let credential: any ASAuthorizationCredential
    /// The provider that made it.
    public let provider: any ASAuthorizationProvider

    init(credential: any ASAuthorizationCredential, provider: any ASAuthorizationProvider) {
        self.credential = credential
        self.provider = provider
    }

    /// A kind of user data to ask for.
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fullName = Scope(rawValue: "full_name")
        public static let email = Scope(rawValue: "email")
    }
}

/// A credential: AuthenticationServices' `ASAuthorizationCredential`.
public protocol ASAuthorizationCredential: AnyObject {}

/// A provider of authorisation requests: AuthenticationServices' `ASAuthorizationProvider`.
public protocol ASAuthorizationProvider: AnyObject {}

/// A request for authorisation: AuthenticationServices' `ASAuthorizationRequest`.
open class ASAuthorizationRequest {
    init() {}
}

/// A request to sign in with an Apple Account: AuthenticationServices' `ASAuthorizationAppleIDRequest`.
open class ASAuthorizationAppleIDRequest: ASAuthorizationRequest {
    /// The user data asked for.
    open var requestedScopes: [ASAuthorization.Scope]?
    /// A nonce tying the token to the request.
    open var nonce: String?
    /// State returned in the credential.
    open var state: String?
    /// The user the request is for.
    open var user: String?
}

/// The Apple Account provider: AuthenticationServices' `ASAuthorizationAppleIDProvider`.
open class ASAuthorizationAppleIDProvider: ASAuthorizationProvider {
    public init() {}

    /// A new sign-in request.
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest() }

    /// The state of a user's credential: not found, as no one is signed in here.
    open func getCredentialState(
        forUserID userID: String, completion: @escaping (CredentialState, (any Error)?) -> Void
    ) {
        completion(.notFound, nil)
    }

    /// The state of a user's credential: not found.
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }

    /// The state of an Apple Account credential.
    public enum CredentialState: Int, Sendable {
        case revoked = 0
        case authorized = 1
        case notFound = 2
        case transferred = 3
    }
}

/// An Apple Account credential: AuthenticationServices' `ASAuthorizationAppleIDCredential`.
open class ASAuthorizationAppleIDCredential: ASAuthorizationCredential {
    /// The user's identifier.
    public let user: String
    /// The user's name, on first sign-in.
    public let fullName: PersonNameComponents?
    /// The user's email, on first sign-in.
    public let email: String?
    /// The identity token (a JWT).
    public let identityToken: Data?
    /// The authorisation code.
    public let authorizationCode: Data?
    /// The request's state.
    public let state: String?

    init(user: String) {
        self.user = user
        fullName = nil
        email = nil
        identityToken = nil
        authorizationCode = nil
        state = nil
    }
}

/// Runs authorisation requests: AuthenticationServices' `ASAuthorizationController`.
/// `performRequests()` does nothing here: no one can sign in.
open class ASAuthorizationController {
    /// The requests.
    public let authorizationRequests: [ASAuthorizationRequest]
    /// The delegate (never called).
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// What the sheet is presented over.
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    /// A controller of requests.
    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
    }

    /// Starts the requests (nothing happens).
    open func performRequests() {}
}

/// What an authorisation controller tells its delegate.
public protocol ASAuthorizationControllerDelegate: AnyObject {
    /// The user signed in.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    /// Signing in failed.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Where an authorisation controller presents its sheet.
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {}

/// A web sign-in session: AuthenticationServices' `ASWebAuthenticationSession` (never starts here).
open class ASWebAuthenticationSession {
    /// Whether the session uses a private browser.
    open var prefersEphemeralWebBrowserSession = false

    /// A session for `URL`, calling back on `callbackURLScheme`.
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping (URL?, (any Error)?) -> Void) {}

    /// Starts the session: `false`, as there is no browser here.
    @discardableResult
    open func start() -> Bool { false }

    /// Cancels the session.
    open func cancel() {}
}
