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
}
