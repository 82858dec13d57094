/// A list of symbols with where they came from: what `extract` writes and `report` reads, so
/// the report can be made again without the interface files (which stay outside the repository).
struct SymbolList: Sendable {
    /// Where the symbols were read from (the `# source:` lines of the list).
    var source: [String]
    var symbols: [Symbol]

    init(source: [String], symbols: [Symbol]) {
        self.source = source
        self.symbols = symbols
    }

    init(parsing text: String) {
        var source: [String] = []
        var symbols: [Symbol] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# source: ") {
                source.append(String(line.dropFirst("# source: ".count)))
            } else if let symbol = Symbol(line: line) {
                symbols.append(symbol)
            }
        }
        self.init(source: source, symbols: symbols)
    }

    /// The list as text: a header naming the source, then one symbol a line.
    static func render(_ symbols: [Symbol], source: String) -> String {
        var text = """
            # SwiftUI's public API for iOS: types, initialisers (with argument labels) and View
            # modifiers (with argument labels), made by Benchmarks/Sources/api-surface (`extract`).
            # Declarations unavailable on iOS, underscored or SPI are left out; overloads with the
            # same labels are one line. Columns: kind, name, iOS version introduced, flags.

            """
        for line in source.split(separator: "\n") { text += "# source: \(line)\n" }
        for symbol in symbols { text += symbol.line + "\n" }
        return text
    }
}
