import Foundation

/// SwiftUI's symbols against Trellis's, per area: counts, percentages and what is missing.
struct SurfaceReport {
    let list: SymbolList
    let trellisKeys: Set<String>
    let usage: UsageCounts?
    /// The iOS release whose API the main tables count (SwiftUI's later additions are counted apart).
    let release: Int

    init(swiftUI list: SymbolList, trellis: [Symbol], usage: UsageCounts?, release: Int = 18) {
        self.list = list
        self.trellisKeys = Set(trellis.map(\.key))
        self.usage = usage
        self.release = release
        types = Dictionary(list.symbols.filter { $0.kind == .type }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    private let types: [String: Symbol]

    /// One row of a table: an area's symbols and those Trellis lacks.
    struct Row {
        var title: String
        var symbols: [Symbol] = []
        var missing: [Symbol] = []
        var present: Int { symbols.count - missing.count }
        var percent: String {
            symbols.isEmpty ? "–" : String(format: "%.1f %%", Double(present) * 100 / Double(symbols.count))
        }
    }

    /// The area a symbol is counted in.
    func area(of symbol: Symbol) -> String {
        switch symbol.kind {
        case .modifier: return Areas.family(ofModifier: symbol.baseName)
        case .type: return Areas.area(ofType: symbol)
        case .initializer: return types[symbol.owner].map(Areas.area(ofType:)) ?? "Other types"
        }
    }

    /// The rows of `kind`'s areas for the symbols `include` accepts, in the report's order, and
    /// their total.
    func rows(_ kind: Symbol.Kind, _ include: (Symbol) -> Bool) -> (rows: [Row], total: Row) {
        let order = kind == .modifier ? Areas.modifierFamilies.map(\.title) + [Areas.other] : Areas.typeAreas
        var rows = Dictionary(uniqueKeysWithValues: order.map { ($0, Row(title: $0)) })
        var total = Row(title: "All")
        for symbol in list.symbols where symbol.kind == kind && include(symbol) {
            let title = area(of: symbol)
            let missing = !trellisKeys.contains(symbol.key)
            rows[title, default: Row(title: title)].symbols.append(symbol)
            total.symbols.append(symbol)
            if missing {
                rows[title]?.missing.append(symbol)
                total.missing.append(symbol)
            }
        }
        return (order.compactMap { rows[$0] }.filter { !$0.symbols.isEmpty }, total)
    }

    func current(_ symbol: Symbol) -> Bool { !symbol.deprecated && symbol.isAvailable(inIOS: release) }
    func later(_ symbol: Symbol) -> Bool { !symbol.deprecated && !symbol.isAvailable(inIOS: release) }
    func deprecated(_ symbol: Symbol) -> Bool { symbol.deprecated }

    /// Missing symbols, most used first.
    func ranked(_ symbols: [Symbol]) -> [Symbol] {
        guard let usage else { return symbols.sorted() }
        return symbols.sorted { a, b in
            let (ua, ub) = (uses(a, usage), uses(b, usage))
            return ua != ub ? ua > ub : a < b
        }
    }

    func uses(_ symbol: Symbol, _ usage: UsageCounts) -> Int {
        switch symbol.kind {
        case .modifier: return usage.modifier(symbol.baseName)
        case .type: return usage.type(symbol.name)
        case .initializer: return usage.type(symbol.owner)
        }
    }

    /// The headline numbers, for the terminal.
    var summary: String {
        var lines: [String] = []
        for kind in Symbol.Kind.allCases {
            let (rows, total) = rows(kind, current)
            lines.append("\(kind.rawValue)s (iOS \(release)): \(total.present)/\(total.symbols.count) \(total.percent)")
            for row in rows { lines.append("  \(row.title): \(row.present)/\(row.symbols.count) \(row.percent)") }
        }
        return lines.joined(separator: "\n")
    }
}
