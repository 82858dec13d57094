import Foundation

/// An expression the compiler was slow to type-check, as its warning reports it
/// (`-warn-long-expression-type-checking`): a long build is most often one such expression, and
/// naming it tells the user what to split.
struct SlowExpression: Equatable {
    /// The file as the compiler names it (in the preview package: a copy).
    var path: String
    var line: Int
    var column: Int
    var milliseconds: Int

    /// Reads `/path/File.swift:12:5: warning: expression took 3210ms to type-check (limit: 2000ms)`.
    init?(warning: String) {
        guard let match = warning.wholeMatch(of: #/(/.+):(\d+):(\d+): warning: expression took (\d+)ms to type-check.*/#),
              let line = Int(match.output.2), let column = Int(match.output.3), let milliseconds = Int(match.output.4)
        else { return nil }
        self.init(path: String(match.output.1), line: line, column: column, milliseconds: milliseconds)
    }

    init(path: String, line: Int, column: Int, milliseconds: Int) {
        self.path = path
        self.line = line
        self.column = column
        self.milliseconds = milliseconds
    }

    /// The warnings among the compiler's output `lines`, each expression once (the compiler may
    /// report one again when the file is compiled for another purpose).
    static func all(in lines: [String]) -> [SlowExpression] {
        var found: [SlowExpression] = []
        for line in lines {
            guard let expression = SlowExpression(warning: line) else { continue }
            if let index = found.firstIndex(where: { $0.path == expression.path && $0.line == expression.line && $0.column == expression.column }) {
                found[index].milliseconds = max(found[index].milliseconds, expression.milliseconds)
            } else {
                found.append(expression)
            }
        }
        return found
    }

    /// "Slow to type-check (3.2 s): /app/Card.swift:12:5 — consider splitting this expression",
    /// with `path` standing for the compiler's.
    func message(path: String) -> String {
        let seconds = (Double(milliseconds) / 100).rounded() / 10
        return "Slow to type-check (\(seconds) s): \(path):\(line):\(column) — consider splitting this expression"
    }
}
