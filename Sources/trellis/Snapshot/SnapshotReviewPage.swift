import Foundation

/// The report folder's `index.html`: every outcome of a snapshot run on one page, failures
/// first (each a card: its pictures side by side, a slider and a flip between reference and new,
/// the layout tree's difference), then the pictures that passed. One self-contained file, its
/// style and script inline and its pictures beside it, so it opens from a CI artefact offline.
enum SnapshotReviewPage {
    static func html(_ outcomes: [SnapshotOutcome], relativeTo folder: String, title: String) -> String {
        let failures = outcomes.filter(\.isFailure)
        let passed = outcomes.filter { !$0.isFailure }
        var variants: [String] = []
        for variant in outcomes.compactMap(\.variant) where !variants.contains(variant) { variants.append(variant) }

        var body: [String] = []
        body.append("<header class=\"top\">")
        body.append("<h1>\(escaped(title))</h1>")
        body.append(summary(outcomes))
        body.append(filters(variants: variants, hasPassed: !passed.isEmpty))
        body.append("</header>")
        body.append("<main>")
        if outcomes.isEmpty {
            body.append("<p class=\"all-passed\">No pictures were checked: no previews were found.</p>")
        } else if failures.isEmpty {
            body.append("<p class=\"all-passed\" id=\"all-passed\">\(allPassed(outcomes))</p>")
        }
        if !failures.isEmpty {
            body.append("<section class=\"group\" data-group=\"failures\" id=\"failures\">")
            body.append("<h2>Failed <span class=\"shown\">\(failures.count)</span></h2>")
            for (index, outcome) in failures.enumerated() {
                body.append(SnapshotReviewCard(outcome: outcome, folder: folder, number: index + 1).html)
            }
            body.append("</section>")
        }
        if !passed.isEmpty {
            body.append("<section class=\"group\" data-group=\"passed\" id=\"passed\">")
            body.append("<h2>Passed <span class=\"shown\">\(passed.count)</span></h2>")
            body.append("<ul class=\"passed\">")
            body += passed.map { passedRow($0, folder: folder) }
            body.append("</ul>")
            body.append("</section>")
        }
        body.append("<p id=\"nothing\" class=\"nothing\" hidden>No picture matches the filter.</p>")
        body.append("</main>")

        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(escaped(title))</title>
            <style>
            \(SnapshotReviewPage.style)
            </style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            <script>
            \(SnapshotReviewPage.script)
            </script>
            </body>
            </html>

            """
    }

    /// The page's first line when nothing failed.
    static func allPassed(_ outcomes: [SnapshotOutcome]) -> String {
        let recorded = outcomes.filter { $0.kind == .recorded }.count
        let matched = outcomes.count - recorded
        switch (matched, recorded) {
        case (1, 0): return "The picture matches its reference."
        case (_, 0): return "All \(matched) pictures match their references."
        case (0, _): return "Recorded \(recorded) picture\(recorded == 1 ? "" : "s") as \(recorded == 1 ? "its reference" : "their references")."
        default: return "Recorded \(recorded) picture\(recorded == 1 ? "" : "s"); \(matched) matched \(matched == 1 ? "its reference" : "their references")."
        }
    }

    /// "2 failed · 10 matched · 1 recorded".
    private static func summary(_ outcomes: [SnapshotOutcome]) -> String {
        let failed = outcomes.filter(\.isFailure).count
        let matched = outcomes.filter { $0.kind == .matched }.count
        let recorded = outcomes.filter { $0.kind == .recorded }.count
        var parts = [
            "<span class=\"count failed\(failed == 0 ? " none" : "")\">\(failed) failed</span>",
            "<span class=\"count matched\">\(matched) matched</span>",
        ]
        if recorded > 0 { parts.append("<span class=\"count recorded\">\(recorded) recorded</span>") }
        return "<p class=\"summary\" id=\"summary\">\(parts.joined(separator: " "))</p>"
    }

    private static func filters(variants: [String], hasPassed: Bool) -> String {
        var controls = [
            #"<input type="search" id="filter" placeholder="Filter by file or preview" aria-label="Filter by file or preview" autocomplete="off">"#
        ]
        if !variants.isEmpty {
            let options = variants.map { "<option value=\"\(escaped($0))\">\(escaped($0))</option>" }.joined()
            controls.append("<select id=\"variant\" aria-label=\"Variant\"><option value=\"\">All variants</option>\(options)</select>")
        }
        controls.append("<label class=\"check\"><input type=\"checkbox\" id=\"failures-only\"\(hasPassed ? "" : " disabled")> Failures only</label>")
        return "<div class=\"filters\">\(controls.joined(separator: " "))</div>"
    }

    private static func passedRow(_ outcome: SnapshotOutcome, folder: String) -> String {
        let recorded = outcome.kind == .recorded
        var row = "<li class=\"pass\(recorded ? " recorded" : "")\" data-subject=\"\(escaped(subject(outcome, folder: folder)))\""
        if let variant = outcome.variant { row += " data-variant=\"\(escaped(variant))\"" }
        row += "><span class=\"mark\" aria-hidden=\"true\">\(recorded ? "●" : "✓")</span> <span class=\"subject\" title=\"\(escaped(subject(outcome, folder: folder)))\">" + subjectHTML(outcome, folder: folder) + "</span>"
        if let variant = outcome.variant { row += " <span class=\"variant\">\(escaped(variant))</span>" }
        if recorded { row += " <span class=\"tag\">recorded</span>" }
        if let new = outcome.pictures?.new { row += " <a class=\"open\" href=\"\(escaped(link(new)))\">picture</a>" }
        return row + "</li>"
    }

    // MARK: - Shared by the cards

    /// `Views/Card.swift › Dark`, the file relative to `folder`, as the terminal names it.
    static func subject(_ outcome: SnapshotOutcome, folder: String) -> String {
        let path = relative(outcome.file, to: folder)
        return outcome.preview.map { "\(path) › \($0)" } ?? path
    }

    static func subjectHTML(_ outcome: SnapshotOutcome, folder: String) -> String {
        let file = "<span class=\"file\">\(escaped(relative(outcome.file, to: folder)))</span>"
        guard let preview = outcome.preview else { return file }
        return file + " <span class=\"sep\">›</span> <span class=\"preview\">\(escaped(preview))</span>"
    }

    static func relative(_ path: String, to folder: String) -> String {
        !folder.isEmpty && path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }

    /// A picture's path relative to the page, as a URL path: a `#`, `?`, `%` or space in a
    /// preview's name would otherwise end or break the address.
    static func link(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: pathComponentCharacters) ?? String($0) }
            .joined(separator: "/")
    }

    private static let pathComponentCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;:"))

    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
