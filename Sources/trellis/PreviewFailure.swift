import Foundation

/// A preview that could not be drawn: it crashed the preview program, or was still being drawn
/// when its time ran out.
struct PreviewFailure: Equatable {
    enum Cause: Equatable {
        /// The program ended by `signal`, having written `message` (the runtime's report, such as
        /// "Card.swift:12: Fatal error: …", without the backtrace).
        case crashed(signal: Int32, message: [String])
        /// The program was stopped after `seconds` on this preview.
        case timedOut(seconds: Double)
    }

    /// The preview's file name (`Card_Previews-2`), or the provider's name when making its
    /// previews failed; nil when the program failed before naming any preview.
    var name: String?
    var cause: Cause

    /// What the error says: which preview, what happened, and what to do. `participle` is the
    /// command's work, "drawn" or "laid out".
    func message(participle: String) -> String {
        let subject = name.map { "the preview \($0)" } ?? "the preview program"
        switch cause {
        case .crashed(let signal, let message):
            let before = name == nil ? " before its first preview" : ""
            if message.isEmpty { return "\(subject) crashed\(before) (\(Self.describe(signal: signal)))" }
            if message.count == 1 { return "\(subject) crashed\(before): \(message[0])" }
            return "\(subject) crashed\(before):\n" + message.joined(separator: "\n")
        case .timedOut(let seconds):
            let time = Self.seconds(seconds)
            let what = name == nil ? "had not started its first preview after \(time)" : "was still being \(participle) after \(time)"
            return "\(subject) \(what), and was stopped (an endless loop in a view's body?). "
                + "Give it longer with --timeout SECONDS."
        }
    }

    /// "signal 11, segmentation fault".
    static func describe(signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGILL: "illegal instruction", SIGTRAP: "trace trap", SIGABRT: "abort", SIGBUS: "bus error",
            SIGFPE: "arithmetic error", SIGSEGV: "segmentation fault", SIGKILL: "killed", SIGTERM: "terminated",
        ]
        return "signal \(signal)" + (names[signal].map { ", \($0)" } ?? "")
    }

    /// "60 s", "2.5 s".
    static func seconds(_ value: Double) -> String {
        (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)) + " s"
    }
}
