import SwiftSyntax

/// The `#if` conditions of a file as Xcode compiles a preview, for an iOS simulator: `os(iOS)`,
/// `canImport(UIKit)` and `targetEnvironment(simulator)` hold, other platforms' conditions do not.
/// The compiler's `-D` cannot set `os()`, and here it would answer for Linux (a file's whole
/// iOS part would vanish), so the conditions are rewritten in the copy that is compiled.
enum PlatformConditions {
    /// What a platform condition is in an iOS preview; nil for a condition left to the compiler
    /// (`swift(>=5.9)`, `DEBUG`, `canImport(SomeLibrary)`).
    static func value(of call: FunctionCallExprSyntax) -> Bool? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            call.arguments.count == 1,
            let argument = call.arguments.first?.expression.trimmedDescription
        else { return nil }
        switch name {
        case "os": return argument == "iOS"
        case "targetEnvironment": return argument == "simulator"
        case "canImport":
            let module = argument.split(separator: ".").first.map(String.init) ?? argument
            if ["AppKit", "Cocoa", "WatchKit", "Glibc", "Musl", "WinSDK", "Android"].contains(module) { return false }
            // Apple's modules that previews have (UIKit, SwiftUI, Combine and the stand-ins).
            return FrameworkStandIns.compilableModules.contains(module) ? true : nil
        default: return nil
        }
    }

    /// Replaces the platform conditions of every `#if`/`#elseif` in `tree` with `true` or
    /// `false`; returns the conditions rewritten, as written, for a note.
    static func rewrite(_ tree: SourceFileSyntax, edits: inout SourceEdits) -> [String] {
        let finder = ConditionFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var rewritten: [String] = []
        for (call, value) in finder.found {
            let range = call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            edits.replace(range, with: value ? "true" : "false")
            let text = call.trimmedDescription
            if !rewritten.contains(text) { rewritten.append(text) }
        }
        return rewritten
    }

    private final class ConditionFinder: SyntaxVisitor {
        var found: [(FunctionCallExprSyntax, Bool)] = []

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition { collect(in: Syntax(condition)) }
            return .visitChildren
        }

        private func collect(in node: Syntax) {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if let value = PlatformConditions.value(of: call) { found.append((call, value)) }
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { collect(in: child) }
        }
    }
}
