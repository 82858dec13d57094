/// The report as docs/api-surface.md.
extension SurfaceReport {
    func markdown(command: String, notes: String?) -> String {
        var text = """
            # API surface: Trellis against SwiftUI

            <!-- Generated; do not edit. Made again with:
                 \(command) -->

            How much of SwiftUI's public API (iOS \(release), and what iOS 26 added) Trellis declares, counted
            by `Benchmarks/Sources/api-surface` from SwiftUI's module interfaces and Trellis's sources, both
            read with swift-syntax. SwiftUI's symbols come from:

            \(list.source.map { "- \($0)" }.joined(separator: "\n"))

            A **modifier** is a method of `View` (in SwiftUI's `extension View` blocks), a **type** a public
            struct, enum, class, protocol or type alias (nested ones by their path, `Text.Case`), an
            **initialiser** a type's `init`; each is known by its name and argument labels
            (`padding(_:_:)`), so overloads differing only in types are one symbol, and Trellis has it when
            it declares the same name and labels. Declarations unavailable on iOS, underscored ones and
            SPI are not counted; deprecated ones (and SwiftUI's "to be deprecated", `deprecated: 100000`)
            are counted apart. Modifier families are grouped by name (the interface has no sections).
            \(usage.map { "Missing symbols are listed most used first; the number after a name is its \($0.description)." } ?? "")


            """
        text += "## Summary (iOS \(release), not deprecated)\n\n"
        text += "| Area | iOS \(release) | Trellis | % | iOS 26.2 | Trellis | % |\n|---|---:|---:|---:|---:|---:|---:|\n"
        for kind in Symbol.Kind.allCases {
            let label = ["type": "types", "init": "initialisers", "modifier": "modifiers"][kind.rawValue]!
            text += summaryRow("**All \(label)**", kind, { _ in true })
            for row in rows(kind, current).rows {
                text += summaryRow("\(label.capitalized): \(row.title)", kind, { area(of: $0) == row.title })
            }
        }
        text += "\n## Deprecated in SwiftUI\n\n| Kind | SwiftUI | Trellis | % |\n|---|---:|---:|---:|\n"
        for kind in Symbol.Kind.allCases {
            let total = rows(kind, deprecated).total
            text += "| \(kind.rawValue) | \(total.symbols.count) | \(total.present) | \(total.percent) |\n"
        }
        if let notes { text += "\n" + notes.trimmingCharacters(in: .whitespacesAndNewlines) + "\n" }

        text += "\n## Missing from Trellis (iOS \(release), not deprecated)\n"
        for kind in [Symbol.Kind.modifier, .type, .initializer] {
            for row in rows(kind, current).rows where !row.missing.isEmpty {
                text += "\n### \(["type": "Types", "init": "Initialisers", "modifier": "Modifiers"][kind.rawValue]!): \(row.title) (\(row.missing.count))\n\n"
                text += list(row.missing) + "\n"
            }
        }
        text += "\n## Missing from Trellis: added in iOS \(release + 1) and later\n"
        for kind in [Symbol.Kind.modifier, .type, .initializer] {
            let missing = rows(kind, later).total.missing
            guard !missing.isEmpty else { continue }
            text += "\n### \(["type": "Types", "init": "Initialisers", "modifier": "Modifiers"][kind.rawValue]!) (\(missing.count))\n\n"
            text += list(missing) + "\n"
        }
        text += "\n## Missing from Trellis: deprecated in SwiftUI\n"
        for kind in [Symbol.Kind.modifier, .type, .initializer] {
            let missing = rows(kind, deprecated).total.missing
            guard !missing.isEmpty else { continue }
            text += "\n### \(["type": "Types", "init": "Initialisers", "modifier": "Modifiers"][kind.rawValue]!) (\(missing.count))\n\n"
            text += list(missing) + "\n"
        }
        return text
    }

    private func summaryRow(_ title: String, _ kind: Symbol.Kind, _ include: @escaping (Symbol) -> Bool) -> String {
        let now = rows(kind, { current($0) && include($0) }).total
        let next = rows(kind, { !$0.deprecated && include($0) }).total
        return "| \(title) | \(now.symbols.count) | \(now.present) | \(now.percent) | \(next.symbols.count) | \(next.present) | \(next.percent) |\n"
    }

    /// Symbols as a comma-separated list of code spans, with their uses when counted.
    private func list(_ symbols: [Symbol]) -> String {
        ranked(symbols).map { symbol in
            let name = symbol.kind == .modifier ? symbol.member : symbol.name
            // An initialiser is ranked by its type's mentions, which say nothing of the initialiser.
            let uses = symbol.kind == .initializer ? 0 : usage.map { self.uses(symbol, $0) } ?? 0
            return uses > 0 ? "`\(name)` \(uses)" : "`\(name)`"
        }.joined(separator: ", ")
    }
}
