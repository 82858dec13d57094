import Foundation

/// Progress lines on standard error: one line rewritten in place on a terminal, plain lines
/// otherwise (a log, CI), so standard output holds only results.
enum Terminal {
    static let isInteractive = isatty(STDERR_FILENO) != 0
    nonisolated(unsafe) private static var hasOpenLine = false

    /// A step that is starting.
    static func progress(_ text: String) {
        if isInteractive {
            write("\r\u{1B}[K" + text)
            hasOpenLine = true
        } else {
            write(text + "\n")
        }
    }

    /// How far a step has got ("Building… 45/120"): shown on a terminal only.
    static func update(_ text: String) {
        if isInteractive { progress(text) }
    }

    /// A line that stays.
    static func note(_ text: String) {
        endLine()
        write(text + "\n")
    }

    /// Ends a progress line so the next output starts on a fresh line.
    static func endLine() {
        if hasOpenLine {
            write("\r\u{1B}[K")
            hasOpenLine = false
        }
    }

    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
