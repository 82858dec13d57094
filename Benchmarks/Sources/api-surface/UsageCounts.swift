import Foundation

/// How often apps use each modifier and type: the report orders what is missing by it.
/// Counted on the text of Swift files: `.name(` or `.name {` for a modifier (whatever it is
/// applied to), a capitalised identifier for a type.
struct UsageCounts: Sendable {
    /// `.padding` → uses of the modifier; `VStack` → mentions of the type.
    var counts: [String: Int]
    /// What was counted (the first line of the file).
    var description: String

    init(counts: [String: Int], description: String) {
        self.counts = counts
        self.description = description
    }

    init(parsing text: String) {
        var counts: [String: Int] = [:]
        var description = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# ") {
                if description.isEmpty { description = String(line.dropFirst(2)) }
                continue
            }
            let fields = line.split(separator: "\t")
            if fields.count == 2, let count = Int(fields[1]) { counts[String(fields[0])] = count }
        }
        self.init(counts: counts, description: description)
    }

    func modifier(_ baseName: String) -> Int { counts["." + baseName] ?? 0 }
    /// Mentions of a type: `Text`, or for a nested type its last two names (`Text.Case`).
    func type(_ name: String) -> Int { counts[name.split(separator: ".").suffix(2).joined(separator: ".")] ?? 0 }

    /// Drops the counts of names none of `symbols` has.
    mutating func keepOnly(_ symbols: [Symbol]) {
        var names: Set<String> = []
        for symbol in symbols {
            switch symbol.kind {
            case .modifier: names.insert("." + symbol.baseName)
            case .type, .initializer: names.insert(symbol.owner.split(separator: ".").suffix(2).joined(separator: "."))
            }
        }
        counts = counts.filter { names.contains($0.key) }
    }

    var rendered: String {
        var text = "# \(description)\n"
        for (name, count) in counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) where count > 1 {
            text += "\(name)\t\(count)\n"
        }
        return text
    }

    /// Counts the Swift files under `folder`.
    static func count(in folder: String) -> UsageCounts {
        var counts: [String: Int] = [:]
        let files = TrellisSources.swiftFiles(under: folder)
        for path in files {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            tally(Array(text.utf8), into: &counts)
        }
        let apps = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return UsageCounts(
            counts: counts,
            description: "uses in the \(files.count) Swift files of \(apps.count) open-source SwiftUI apps ("
                + apps.map { $0.replacingOccurrences(of: "+", with: "/") }.joined(separator: ", ") + ")")
    }

    private static func tally(_ bytes: [UInt8], into counts: inout [String: Int]) {
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95
        }
        var index = 0
        var previous = ""  // the identifier before a ".", if it ended just there
        while index < bytes.count {
            guard isIdentifier(bytes[index]), index == 0 || !isIdentifier(bytes[index - 1]) else {
                if bytes[index] != 46 { previous = "" }
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            let capitalised = word.utf8.first.map { $0 >= 65 && $0 <= 90 } ?? false
            let afterDot = index > 0 && bytes[index - 1] == 46  // "."
            if afterDot {
                var next = end
                while next < bytes.count, bytes[next] == 32 { next += 1 }
                if next < bytes.count, bytes[next] == 40 || bytes[next] == 123 { counts["." + word, default: 0] += 1 }
                if capitalised, previous.utf8.first.map({ $0 >= 65 && $0 <= 90 }) == true {
                    counts[previous + "." + word, default: 0] += 1
                }
            } else if capitalised {
                counts[word, default: 0] += 1
            }
            previous = word
            index = end
        }
    }
}
