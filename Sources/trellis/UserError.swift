import ArgumentParser

/// A problem the person running `trellis` can act on: printed as "error: …" with no stack trace,
/// and the command exits with status 1.
struct UserError: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
