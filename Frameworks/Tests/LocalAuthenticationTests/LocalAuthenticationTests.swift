import LocalAuthentication
import SwiftUI
import Testing

// As apps write it: a lock screen unlocking with Face ID.
final class LockModel: ObservableObject {
    @Published var isUnlocked = false
    @Published var message = ""

    func authenticate() {
        let context = LAContext()
        var error: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your notes") { success, error in
                print(success, error?.localizedDescription ?? "")
            }
        } else {
            message = error?.localizedDescription ?? "No biometrics"
        }
    }

    func authenticateAsync() async -> String {
        let context = LAContext()
        do {
            return try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") ? "ok" : "no"
        } catch let error as LAError {
            switch error.code {
            case .userCancel: return "cancelled"
            case .biometryNotAvailable: return "unavailable"
            default: return "failed"
            }
        } catch {
            return "error"
        }
    }
}

// Apps that test their lock screen put LAContext behind a protocol of its own methods and
// subclass it with stubs: the signatures must match Apple's exactly.
protocol AuthenticationContext {
    init()
    func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool
    func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, Error?) -> Void)
}

extension LAContext: AuthenticationContext {}

final class StubContext: LAContext {
    var stubbedError: LAError?

    override func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        if let stubbedError {
            error?.pointee = stubbedError as NSError
            return false
        }
        return true
    }

    override func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, Error?) -> Void) {
        reply(stubbedError == nil, stubbedError)
    }
}

@Suite("LocalAuthentication on Linux")
struct LocalAuthenticationTests {
    @Test func thereIsNoBiometry() async {
        let model = LockModel()
        model.authenticate()
        #expect(!model.isUnlocked)
        #expect(!model.message.isEmpty)
        #expect(LAContext().biometryType == .none)
        #expect(await model.authenticateAsync() == "unavailable")
        var error: NSError?
        #expect(!LAContext().canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(error?.domain == "com.apple.LocalAuthentication")
    }

    @Test func aStubbedContextOverridesAsOnIOS() {
        let context = StubContext()
        context.stubbedError = LAError(.biometryLockout)
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == -8)
        let generic: any AuthenticationContext = StubContext()
        #expect(generic.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil))
    }
}
