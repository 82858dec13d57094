import Foundation
import SwiftParser
import SwiftSyntax

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

/// Finds the previews of a Swift file with Swift's own parser (swift-syntax) and rewrites the
/// file for Trellis, editing the original text in place so every line keeps its number.
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

    /// The previews of `source` and the file as compiled. Never fails on a file with syntax
    /// errors: it finds what the parser could read, and says where the error is.
    static func scan(_ source: String, fileName: String, providerPrefix: String = "TrellisPreview") throws -> PreviewScan {
        let original = Array(source.utf8)
        let tree = Parser.parse(source: source)
        var edits = SourceEdits()
        var providers: [PreviewScan.Provider] = []
        var notes: [String] = []

        if let error = SyntaxErrors.firstLocation(in: tree, fileName: fileName) {
            notes.append("\(fileName):\(error.line):\(error.column): Swift's parser found a syntax error here; previews may be missed until it is fixed")
        }
        let declarations = PreviewDeclarations(tree)
        var macroCount = 0
        for item in declarations.items {
            switch item {
            case .provider(let provider):
                guard provider.isTopLevel else {
                    notes.append("skipped \(provider.typeName): only PreviewProviders declared at the top level of the file are previewed")
                    continue
                }
                // The generated program lives in another file: a private provider must be visible to it.
                for modifier in provider.hiddenBy { edits.blank(range(of: modifier), in: original) }
                if !providers.contains(where: { $0.typeName == provider.typeName }) {
                    providers.append(PreviewScan.Provider(name: provider.typeName, typeName: provider.typeName))
                }
            case .previewMacro(let node, let isTopLevel):
                guard isTopLevel else {
                    notes.append("skipped a #Preview that is not at the top level of the file")
                    continue
                }
                guard let macro = PreviewMacro(node) else {
                    let isWidget = node.arguments.contains { $0.label?.text == "as" }
                    notes.append(
                        isWidget
                            ? "skipped a widget's #Preview: only the form with a timeline: { … } of entries is drawn"
                            : "skipped a #Preview without a { … } body")
                    continue
                }
                macroCount += 1
                let typeName = "\(providerPrefix)_\(macroCount)"
                // Keep the newlines between `#Preview` and `{` so the body stays on its lines.
                let newlines = original[macro.header].filter { $0 == UInt8(ascii: "\n") }.count
                // A widget's preview draws each timeline entry in its entry view (WidgetKit's
                // `_widgetPreview`); the `timeline:` closure stays a trailing closure of the call.
                let opening = macro.widgetFamily.map { "_widgetPreview(family: \($0)) {" } ?? "_previewBody {"
                edits.replace(
                    macro.header,
                    with: "struct \(typeName): PreviewProvider { static var previews: some View { \(opening)"
                        + String(repeating: "\n", count: newlines))
                edits.replace(macro.closingBrace, with: "}\(macro.widgetFamily == nil ? macro.modifiers : "") } }")
                for trait in macro.unsupportedTraits {
                    notes.append("ignoring the #Preview trait \(trait): Trellis has no counterpart")
                }
                let name = macro.displayName.map(sanitized) ?? "Preview-\(macroCount)"
                providers.append(PreviewScan.Provider(name: name, typeName: typeName))
            }
        }
        rewriteAttributes(of: declarations, original: original, edits: &edits, notes: &notes)
        rewriteImports(of: tree, edits: &edits, notes: &notes)
        let conditions = PlatformConditions.rewrite(tree, edits: &edits)
        if !conditions.isEmpty {
            notes.append("reading \(conditions.map { "`#if \($0)`" }.joined(separator: ", ")) as for an iOS simulator, as Xcode compiles previews")
        }
        return PreviewScan(providers: providers, compiledSource: edits.applied(to: original), notes: notes)
    }

    /// `@main` marks the app's entry point; the preview program has its own, so the app's type
    /// is kept and its attribute blanked. `@Previewable` marks state declared in a #Preview; the
    /// body is a closure, where `@State var` is an ordinary local. Both blanked to spaces so
    /// columns stay where they were.
    private static func rewriteAttributes(
        of declarations: PreviewDeclarations, original: [UInt8], edits: inout SourceEdits, notes: inout [String]
    ) {
        for attribute in declarations.mainAttributes + declarations.previewableAttributes {
            edits.blank(range(of: attribute), in: original)
        }
        if !declarations.mainAttributes.isEmpty {
            notes.append("ignoring @main: previews are drawn by their own program")
        }
    }

    /// `import SwiftUI` and `import UIKit` → `import Trellis` (same line): Trellis provides the
    /// part of UIKit SwiftUI code uses. `import Combine` → `import OpenCombineShim`: Combine's
    /// API under its own names (Trellis re-exports it, as SwiftUI re-exports Combine). And
    /// `import Foundation` → `import Foundation; import OpenCombineShim` where the file sees no
    /// Combine otherwise: Apple's Foundation makes Combine's names visible (an app's model may
    /// use `ObservableObject` and `@Published` with Foundation alone).
    private static func rewriteImports(of tree: SourceFileSyntax, edits: inout SourceEdits, notes: inout [String]) {
        let modules = ImportedModules(tree).modules
        for (name, replacement) in [("SwiftUI", "Trellis"), ("UIKit", "Trellis"), ("Combine", combineModule)] {
            let imports = modules.filter { $0.text == name }
            for module in imports { edits.replace(range(of: module), with: replacement) }
            if !imports.isEmpty { notes.append("reading `import \(name)` as `import \(replacement)`") }
        }
        let seesCombine = modules.contains { ["Combine", "SwiftUI", "UIKit", "Trellis"].contains($0.text) }
        let foundation = modules.lazy.filter { $0.text == "Foundation" }.compactMap { $0.ancestor(ImportDeclSyntax.self) }.first
        if !seesCombine, let foundation {
            let end = foundation.endPositionBeforeTrailingTrivia.utf8Offset
            edits.replace(end..<end, with: "; import \(combineModule)")
            notes.append("reading `import Foundation` as `import Foundation; import \(combineModule)`, as Apple's Foundation shows Combine")
        }
    }

    /// Combine on Linux: OpenCombine's module that has Combine's API under Combine's names.
    static let combineModule = "OpenCombineShim"

    /// The UTF-8 offsets of `node`'s text, without its surrounding whitespace and comments.
    private static func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    private static func sanitized(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}

extension SyntaxProtocol {
    /// The nearest node above this one of type `kind`.
    fileprivate func ancestor<Kind: SyntaxProtocol>(_ kind: Kind.Type) -> Kind? {
        var node = parent
        while let current = node {
            if let found = current.as(kind) { return found }
            node = current.parent
        }
        return nil
    }
}
