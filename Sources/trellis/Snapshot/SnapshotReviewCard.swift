/// One failure on the review page: what failed (in the terminal's words), its pictures — the
/// reference, the new picture and their difference side by side, and the two over each other
/// with a slider and a flip — and which views moved, from the layout trees' difference.
struct SnapshotReviewCard {
    var outcome: SnapshotOutcome
    /// The folder the files are named relative to.
    var folder: String
    /// Its place among the failures, for its anchor (`#failure-3`).
    var number: Int

    /// Unchanged lines kept on each side of a change in the layout's difference.
    static let layoutContext = 2

    var html: String {
        var parts: [String] = []
        var opening = "<article class=\"card failure\" id=\"failure-\(number)\""
        opening += " data-subject=\"\(escaped(SnapshotReviewPage.subject(outcome, folder: folder)))\""
        if let variant = outcome.variant { opening += " data-variant=\"\(escaped(variant))\"" }
        parts.append(opening + ">")
        parts.append(heading)
        if let message { parts.append("<p class=\"what\">\(escaped(message))</p>") }
        if let changed = outcome.changedPixels {
            parts.append("<p class=\"pixels\">\(Self.grouped(changed)) changed pixel\(changed == 1 ? "" : "s")</p>")
        }
        if let reason {
            parts.append("<pre class=\"reason\">\(escaped(reason))</pre>")
        }
        if let pictures = picturesHTML { parts.append(pictures) }
        if let layout = outcome.layout { parts.append(Self.layoutHTML(layout)) }
        parts.append("</article>")
        return parts.joined(separator: "\n")
    }

    private var heading: String {
        var heading = "<header class=\"card-head\"><h3><a class=\"anchor\" href=\"#failure-\(number)\">"
        heading += SnapshotReviewPage.subjectHTML(outcome, folder: folder) + "</a></h3>"
        if let variant = outcome.variant { heading += " <span class=\"variant\">\(escaped(variant))</span>" }
        let (label, style) = badge
        return heading + " <span class=\"badge \(style)\">\(label)</span></header>"
    }

    private var badge: (label: String, style: String) {
        switch outcome.kind {
        case .differs: ("Differs", "differs")
        case .missingReference: ("No reference", "missing")
        case .removedPreview: ("Preview removed", "removed")
        case .didNotCompile: ("Did not compile", "error")
        case .failedToDraw: ("Failed to draw", "error")
        case .matched, .recorded: ("Passed", "passed")
        }
    }

    /// What the terminal says after the picture's name ("differs from its reference (…)"), less
    /// a reason the card shows whole below it.
    private var message: String? {
        let line = outcome.line(relativeTo: folder)
        let start = "  ✗ " + SnapshotReviewPage.subject(outcome, folder: folder) + ": "
        var text = line.hasPrefix(start) ? String(line.dropFirst(start.count)) : line.trimmingCharacters(in: .whitespaces)
        if let reason {
            if text == reason { return nil }
            if text.hasSuffix(": " + reason) { text = String(text.dropLast(reason.count + 2)) }
        }
        return text
    }

    /// A compiler's or a crash's message, shown as it was printed.
    private var reason: String? {
        switch outcome.kind {
        case .didNotCompile(let reason), .failedToDraw(let reason): reason
        default: nil
        }
    }

    // MARK: - Pictures

    private var picturesHTML: String? {
        guard let pictures = outcome.pictures else { return nil }
        var panels: [String] = []
        if let reference = pictures.reference { panels.append(panel("Reference", reference, style: "reference")) }
        if let new = pictures.new { panels.append(panel(pictures.reference == nil ? "New (no reference)" : "New", new, style: "new")) }
        if let difference = pictures.difference { panels.append(panel("Difference", difference, style: "difference")) }
        if let reference = pictures.reference, let new = pictures.new { panels.append(comparison(reference: reference, new: new)) }
        guard !panels.isEmpty else { return nil }
        let zoom = """
            <label class="zoom-label">Zoom <select class="zoom" aria-label="Zoom"><option value="fit">Fit</option>\
            <option value="1">1×</option><option value="2">2×</option><option value="4">4×</option><option value="8">8×</option></select></label>
            """
        return "<div class=\"pictures\">\n<div class=\"tools\">\(zoom)</div>\n<div class=\"panels\">\n"
            + panels.joined(separator: "\n") + "\n</div>\n</div>"
    }

    private func panel(_ title: String, _ path: String, style: String) -> String {
        """
        <figure class="panel \(style)"><figcaption>\(title) <a class="open" href="\(escaped(SnapshotReviewPage.link(path)))" title="Open the picture">↗</a></figcaption>\
        <div class="frame"><img class="picture" src="\(escaped(SnapshotReviewPage.link(path)))" alt="\(title)"></div></figure>
        """
    }

    /// The new picture over its reference, cut where the slider is: the reference shows left of
    /// the line, the new picture right of it. A click flips between the two whole pictures.
    private func comparison(reference: String, new: String) -> String {
        """
        <figure class="panel compare"><figcaption>Compare <span class="showing">reference ◀ ▶ new</span></figcaption>\
        <div class="frame"><div class="stack" tabindex="0" role="button" title="Click to flip between the reference and the new picture">\
        <img class="picture under" src="\(escaped(SnapshotReviewPage.link(reference)))" alt="Reference">\
        <img class="picture over" src="\(escaped(SnapshotReviewPage.link(new)))" alt="New" style="clip-path: inset(0 0 0 50%)">\
        <span class="divider" style="left: 50%"></span></div></div>\
        <input type="range" class="slider" min="0" max="100" step="0.5" value="50" aria-label="Reference on the left of the line, the new picture on its right"></figure>
        """
    }

    // MARK: - Layout

    static func layoutHTML(_ layout: SnapshotOutcome.LayoutTrees) -> String {
        let lines = LayoutTreeDifference.lines(from: layout.reference, to: layout.new)
        if lines.allSatisfy({ if case .same = $0 { true } else { false } }) {
            return """
                <section class="layout same"><h4>Layout</h4><p>The layout trees are the same: every view kept its proposal, size and \
                place, so what changed is what the views draw.</p></section>
                """
        }
        let pieces = LayoutTreeDifference.folded(lines, context: layoutContext)
        var rows: [String] = []
        var (changedViews, goneViews, newViews) = (0, 0, 0)
        var index = 0
        while index < pieces.count {
            // A run of removed lines and the added ones after it, paired by view: each view's
            // old line above its new one, their changed words marked.
            var gone: [String] = []
            var came: [String] = []
            while index < pieces.count, case .line(.removed(let text)) = pieces[index] {
                gone.append(text)
                index += 1
            }
            while index < pieces.count, case .line(.added(let text)) = pieces[index] {
                came.append(text)
                index += 1
            }
            if !gone.isEmpty || !came.isEmpty {
                for pair in LayoutTreeDifference.pairs(removed: gone, added: came) {
                    switch (pair.removed, pair.added) {
                    case (let before?, let after?):
                        let words = LayoutTreeDifference.words(of: before, against: after)
                        rows.append(row("removed", "−", words.reference))
                        rows.append(row("added", "+", words.new))
                        changedViews += 1
                    case (let before?, nil):
                        rows.append(row("removed", "−", plain(before)))
                        goneViews += 1
                    case (nil, let after?):
                        rows.append(row("added", "+", plain(after)))
                        newViews += 1
                    case (nil, nil): break
                    }
                }
                continue
            }
            switch pieces[index] {
            case .line(.same(let text)): rows.append(row("same", " ", plain(text)))
            case .folded(let texts):
                rows.append(
                    "<details class=\"fold\"><summary>\(texts.count) unchanged lines</summary>"
                        + texts.map { row("same", " ", plain($0)) }.joined() + "</details>")
            default: break
            }
            index += 1
        }
        let counts = [
            changedViews > 0 ? "\(changedViews) view\(changedViews == 1 ? "" : "s") changed" : nil,
            newViews > 0 ? "\(newViews) new" : nil, goneViews > 0 ? "\(goneViews) gone" : nil,
        ].compactMap { $0 }.joined(separator: ", ")
        return """
            <section class="layout"><h4>Layout <span class="counts">\(counts)</span></h4>\
            <p class="legend"><span class="key removed">− reference</span> <span class="key added">+ new</span> each line a view: its proposal, size and place</p>
            <div class="diff">\(rows.joined(separator: "\n"))</div></section>
            """
    }

    private static func plain(_ text: String) -> [LayoutTreeDifference.Word] {
        [LayoutTreeDifference.Word(text: text, changed: false)]
    }

    private static func row(_ style: String, _ sign: String, _ words: [LayoutTreeDifference.Word]) -> String {
        let text = words.map { $0.changed ? "<mark>\(escaped($0.text))</mark>" : escaped($0.text) }.joined()
        return "<div class=\"row \(style)\"><span class=\"sign\">\(sign)</span><code>\(text)</code></div>"
    }

    // MARK: - Text

    /// 12345 as "12,345".
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }

    private func escaped(_ text: String) -> String { SnapshotReviewPage.escaped(text) }
    private static func escaped(_ text: String) -> String { SnapshotReviewPage.escaped(text) }
}
