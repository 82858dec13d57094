/// Why a font file could not be registered.
public enum FontRegistrationError: Error, Hashable, Sendable {
    case cannotLoad(path: String)
}
