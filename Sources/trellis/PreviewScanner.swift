import Foundation

/// The previews found in a Swift file, and the file as it is compiled with Trellis.
struct PreviewScan {
    /// One preview provider to render.
    struct Provider: Equatable {
        /// The name its pictures are given.
        var name: String
        /// The type to ask for `previews`.
        var typeName: String
    }

    var providers: [Provider]
    /// The file with `import SwiftUI` read as `import Trellis`, top-level preview providers made
    /// visible to the generated program (`private` dropped) and `#Preview` blocks turned into
    /// providers. Every line stays on its line, so compiler messages point at the user's lines.
    var compiledSource: String
    /// Things worth telling the user.
    var notes: [String]
}

/// Finds `PreviewProvider` types in Swift source with a careful search of the code (comments
/// and strings are ignored), not a compiler: enough for preview files, which declare them at the
/// top level.
enum PreviewScanner {
    /// `scan` with its providers replaced by one per view type in `typeNames`, each drawing
    /// `TypeName()` (for files without previews: `--view TypeName`).
    static func drawing(_ typeNames: [String], instead scan: PreviewScan) throws -> PreviewScan {
        var result = scan
        result.providers = []
        let identifier = try Regex(#"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"#)
        for typeName in typeNames {
            guard typeName.wholeMatch(of: identifier) != nil else {
                throw UserError("--view \(typeName): give the name of a view type, e.g. --view ContentView")
            }
            let providerName = "TrellisView_" + typeName.replacingOccurrences(of: ".", with: "_")
            // Appended after the user's lines, so compiler messages about the file keep their lines.
            result.compiledSource += "\nstruct \(providerName): PreviewProvider { static var previews: some View { \(typeName)() } }\n"
            result.providers.append(PreviewScan.Provider(name: typeName, typeName: providerName))
        }
        return result
    }

    static func scan(_ source: String, fileName: String, providerPrefix: String = "TrellisPreview") throws -> PreviewScan {
        let masked = MaskedSource(source)
        let text = masked.maskedText
        var edited = masked.original
        var providers: [PreviewScan.Provider] = []
        var notes: [String] = []

        // struct/class/enum Name: …, PreviewProvider, … {
        let declaration = try Regex(
            #"\b((?:(?:public|internal|private|fileprivate|open|final|nonisolated|@MainActor)\s+)*)(?:struct|class|enum)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>{]*>)?\s*:([^{]*)\{"#)
        let extensionDeclaration = try Regex(#"\bextension\s+([A-Za-z_][A-Za-z0-9_.]*)\s*:([^{]*)\{"#)
        let conformance = try Regex(#"\b(?:SwiftUI\.|Trellis\.)?PreviewProvider\b"#)

        var found: [(offset: Int, name: String, modifiers: Range<String.Index>?)] = []
        for match in text.matches(of: declaration) {
            guard let inherited = match.output[3].substring, inherited.contains(conformance),
                  let name = match.output[2].substring
            else { continue }
            found.append((offset(of: match.range.lowerBound, in: text), String(name), match.output[1].range))
        }
        for match in text.matches(of: extensionDeclaration) {
            guard let inherited = match.output[2].substring, inherited.contains(conformance),
                  let name = match.output[1].substring
            else { continue }
            found.append((offset(of: match.range.lowerBound, in: text), String(name), nil))
        }
        for entry in found.sorted(by: { $0.offset < $1.offset }) {
            if masked.braceDepth(at: entry.offset) != 0 {
                notes.append("skipped \(entry.name): only PreviewProviders declared at the top level of the file are previewed")
                continue
            }
            // The generated program lives in another file: a private provider must be visible to it.
            if let modifiers = entry.modifiers {
                let range = offset(of: modifiers.lowerBound, in: text)..<offset(of: modifiers.upperBound, in: text)
                blankWords(["fileprivate", "private"], in: range, of: &edited)
            }
            if !providers.contains(where: { $0.typeName == entry.name }) {
                providers.append(PreviewScan.Provider(name: entry.name, typeName: entry.name))
            }
        }

        providers += try convertPreviewMacros(masked: masked, text: text, edited: &edited, notes: &notes, prefix: providerPrefix)

        // `import SwiftUI` and `import UIKit` → `import Trellis` (same line): Trellis provides
        // the part of UIKit SwiftUI code uses.
        var compiled = String(decoding: edited, as: UTF8.self)
        for module in ["SwiftUI", "UIKit"] {
            let moduleImport = try Regex(#"(?m)^(\s*(?:@preconcurrency\s+)?import\s+)"# + module + #"\b"#)
            if text.contains(moduleImport) {
                compiled = compiled.replacing(moduleImport) { match in (match.output[1].substring ?? "") + "Trellis" }
                notes.append("reading `import \(module)` as `import Trellis`")
            }
        }
        return PreviewScan(providers: providers, compiledSource: compiled, notes: notes)
    }

    /// Turns each top-level `#Preview("Name") { … }` into a preview provider on the same lines.
    private static func convertPreviewMacros(
        masked: MaskedSource, text: String, edited: inout [UInt8], notes: inout [String], prefix: String
    ) throws -> [PreviewScan.Provider] {
        let macro = try Regex(#"#Preview\b\s*(\()?"#)
        var providers: [PreviewScan.Provider] = []
        // Work from the end so earlier offsets stay valid while the bytes change.
        var replacements: [(range: Range<Int>, text: String)] = []
        for match in text.matches(of: macro) {
            let start = offset(of: match.range.lowerBound, in: text)
            guard masked.braceDepth(at: start) == 0 else {
                notes.append("skipped a #Preview that is not at the top level of the file")
                continue
            }
            var cursor = offset(of: match.range.upperBound, in: text)
            var arguments = ""
            if match.output[1].substring != nil {
                guard let close = matchingParenthesis(in: masked.masked, from: cursor - 1) else { continue }
                arguments = String(decoding: masked.original[cursor..<(close - 1)], as: UTF8.self)
                cursor = close
            }
            while cursor < masked.masked.count, masked.masked[cursor] == UInt8(ascii: " ") || masked.masked[cursor] == UInt8(ascii: "\n") {
                cursor += 1
            }
            guard cursor < masked.masked.count, masked.masked[cursor] == UInt8(ascii: "{"),
                  let end = masked.matchingBrace(from: cursor)
            else {
                notes.append("skipped a #Preview without a { … } body")
                continue
            }
            let number = providers.count + 1
            let typeName = "\(prefix)_\(number)"
            var displayName: String?
            if let nameMatch = arguments.firstMatch(of: try Regex(#"^\s*"((?:[^"\\]|\\.)*)""#)), let name = nameMatch.output[1].substring {
                displayName = String(name)
            }
            var traits = ""
            if arguments.contains(try Regex(#"\.sizeThatFitsLayout\b"#)) {
                traits = ".previewLayout(.sizeThatFits)"
            } else if let fixed = arguments.firstMatch(of: try Regex(#"\.fixedLayout\(\s*width:\s*([0-9.]+)\s*,\s*height:\s*([0-9.]+)\s*\)"#)),
                      let width = fixed.output[1].substring, let height = fixed.output[2].substring {
                traits = ".previewLayout(.fixed(width: \(width), height: \(height)))"
            }
            if let orientation = arguments.firstMatch(of: try Regex(#"\.(landscapeLeft|landscapeRight|portraitUpsideDown|portrait)\b"#)),
               let name = orientation.output[1].substring {
                traits += ".previewInterfaceOrientation(.\(name))"
            }
            let opening = "struct \(typeName): PreviewProvider { static var previews: some View { _previewBody {"
            // Keep the newlines between `#Preview` and `{` so the body stays on its lines.
            let headerNewlines = masked.original[start..<(cursor + 1)].filter { $0 == UInt8(ascii: "\n") }.count
            replacements.append((start..<(cursor + 1), opening + String(repeating: "\n", count: headerNewlines)))
            replacements.append(((end - 1)..<end, "}\(traits) } }"))
            providers.append(PreviewScan.Provider(name: displayName.map(sanitized) ?? "Preview-\(number)", typeName: typeName))
        }
        // `@main` marks the app's entry point; the preview program has its own, so the app's
        // type is kept and its attribute blanked (same columns).
        for match in text.matches(of: try Regex(#"@main\b"#)) {
            let start = offset(of: match.range.lowerBound, in: text)
            let attribute = Array("@main".utf8)
            guard masked.masked[start..<(start + attribute.count)].elementsEqual(attribute) else { continue }
            edited.replaceSubrange(start..<(start + attribute.count), with: Array(repeating: UInt8(ascii: " "), count: attribute.count))
            notes.append("ignoring @main: previews are drawn by their own program")
        }
        // `@Previewable` marks state declared in a #Preview; the body is a closure, where
        // `@State var` is an ordinary local. Blanked to spaces so columns stay where they were.
        let previewable = Array("@Previewable".utf8)
        for match in text.matches(of: try Regex(#"@Previewable\b"#)) {
            let start = offset(of: match.range.lowerBound, in: text)
            guard masked.masked[start..<(start + previewable.count)].elementsEqual(previewable) else { continue }
            edited.replaceSubrange(start..<(start + previewable.count), with: Array(repeating: UInt8(ascii: " "), count: previewable.count))
        }
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            edited.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return providers
    }

    private static func sanitized(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }

    /// The offset past the `)` matching the `(` at `offset`.
    private static func matchingParenthesis(in bytes: [UInt8], from offset: Int) -> Int? {
        var depth = 0
        var index = offset
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if bytes[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return nil
    }

    private static func blankWords(_ words: [String], in range: Range<Int>, of bytes: inout [UInt8]) {
        let segment = String(decoding: bytes[range], as: UTF8.self)
        for word in words {
            var searchStart = segment.startIndex
            while let found = segment.range(of: word, range: searchStart..<segment.endIndex) {
                let lower = range.lowerBound + segment.utf8.distance(from: segment.startIndex, to: found.lowerBound)
                let upper = range.lowerBound + segment.utf8.distance(from: segment.startIndex, to: found.upperBound)
                if bytes[lower..<upper].allSatisfy({ $0 != UInt8(ascii: " ") }) {
                    for index in lower..<upper { bytes[index] = UInt8(ascii: " ") }
                }
                searchStart = found.upperBound
            }
        }
    }

    private static func offset(of index: String.Index, in text: String) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: index)
    }
}
