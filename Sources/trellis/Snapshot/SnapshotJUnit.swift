import Foundation

/// A snapshot run as JUnit XML, which CI systems (GitHub Actions' reporters, GitLab, Jenkins)
/// show as tests: a test suite per source file, a test case per preview, a failure for each
/// preview (or file) that failed, with what the terminal says of it.
enum SnapshotJUnit {
    static func document(_ outcomes: [SnapshotOutcome], relativeTo folder: String) -> String {
        var files: [String] = []
        for outcome in outcomes where !files.contains(outcome.file) { files.append(outcome.file) }
        let failures = outcomes.filter(\.isFailure).count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="trellis snapshot" tests="\#(outcomes.count)" failures="\#(failures)">"#,
        ]
        for file in files {
            let cases = outcomes.filter { $0.file == file }
            let name = file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : file
            lines.append(#"  <testsuite name="\#(escaped(name))" tests="\#(cases.count)" failures="\#(cases.filter(\.isFailure).count)">"#)
            for outcome in cases {
                let caseName = escaped(outcome.preview ?? "(file)")
                if outcome.isFailure {
                    let message = escaped(outcome.line(relativeTo: folder).trimmingCharacters(in: .whitespaces).dropFirst(2).description)
                    lines.append(#"    <testcase classname="\#(escaped(name))" name="\#(caseName)">"#)
                    lines.append(#"      <failure message="\#(message)"/>"#)
                    lines.append("    </testcase>")
                } else {
                    lines.append(#"    <testcase classname="\#(escaped(name))" name="\#(caseName)"/>"#)
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
