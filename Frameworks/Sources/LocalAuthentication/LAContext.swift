// `import LocalAuthentication` on Linux: Face ID / Touch ID checks. There is no biometry here:
// policies cannot be evaluated and evaluating one fails with `LAError.biometryNotAvailable`.
@_exported import Foundation

/// An authentication context: LocalAuthentication's `LAContext`.
open class LAContext: NSObject {
    /// The kind of biometry the device has: none.
    open var biometryType: LABiometryType { .none }
    /// The title of the fallback button.
    open var localizedFallbackTitle: String?
    /// The title of the cancel button.
    open var localizedCancelTitle: String?
    /// The reason shown when asking again.
    open var localizedReason = ""
    /// How long a device unlock counts as authentication.
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// Whether the context may show its own UI.
    open var interactionNotAllowed = false

    public required override init() {
        super.init()
    }

    /// Whether `policy` can be evaluated: never, here; `error` is set to
    /// `LAError.biometryNotAvailable`.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        error?.pointee = LAError(.biometryNotAvailable) as NSError
        return false
    }

    /// Evaluates `policy`: `reply` is called at once with `false` and `LAError.biometryNotAvailable`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, (any Error)?) -> Void) {
        reply(false, LAError(.biometryNotAvailable))
    }

    /// Evaluates `policy`: throws `LAError.biometryNotAvailable`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw LAError(.biometryNotAvailable)
    }

    /// Ends the context.
    open func invalidate() {}
}

/// A pointer an `NSError` is returned through: Foundation's `NSErrorPointer` on Apple's
/// platforms (an autoreleasing pointer there), missing from Linux's Foundation.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// What to authenticate with.
public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    case deviceOwnerAuthenticationWithWristDetection = 5
}

/// A kind of biometry.
public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
}

/// An authentication error: LocalAuthentication's `LAError`.
public struct LAError: Error, Hashable, Sendable, CustomNSError {
    /// What went wrong.
    public let code: Code

    /// An error of a code.
    public init(_ code: Code) {
        self.code = code
    }

    public static var errorDomain: String { "com.apple.LocalAuthentication" }
    public var errorCode: Int { code.rawValue }

    /// Error codes.
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case notInteractive = -1004
        case biometryNotPaired = -12
        case biometryDisconnected = -13
        case companionNotAvailable = -11
    }

    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var systemCancel: Code { .systemCancel }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    public static var biometryLockout: Code { .biometryLockout }
    public static var appCancel: Code { .appCancel }
    public static var invalidContext: Code { .invalidContext }
    public static var notInteractive: Code { .notInteractive }
}

extension LAError.Code {
    /// Matches an error against a code in a `catch` pattern (`catch LAError.userCancel`).
    public static func ~= (code: LAError.Code, error: any Error) -> Bool {
        (error as? LAError)?.code == code
    }
}
