// Shared with Benchmarks/Sources/RandomTreeSupport (a symlink there): keep it free of Testing.
import Trellis

extension RandomTree: CustomStringConvertible {
    /// The SwiftUI code the tree stands for, formatted as Xcode would: paste it into a preview
    /// to see what SwiftUI does with a failing case.
    public var code: String { lines().lines.joined(separator: "\n") }

    public var description: String { code }

    /// Swift source for `value`: `.nan`, `.infinity`, a whole number without a fraction, or
    /// the shortest decimal that reads back as the same number.
    public static func literal(_ value: CGFloat) -> String {
        if value.isNaN { return ".nan" }
        if value == .infinity { return ".infinity" }
        if value == -.infinity { return "-.infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(Double(value))"
    }

    private static func literal(_ value: Double) -> String { literal(CGFloat(value)) }

    /// The tree's lines, and how far its modifiers are indented: one level under a one-line
    /// view, none under a closing brace.
    private func lines() -> (lines: [String], modifierIndent: String) {
        switch node {
        case .color(let index): return (["Color.\(Self.palette[index % Self.palette.count].name)"], "    ")
        case .shape(let kind): return (["\(kind.rawValue)()"], "    ")
        case .spacer(let minLength):
            return ([minLength.map { "Spacer(minLength: \(Self.literal($0)))" } ?? "Spacer()"], "    ")
        case .text(let word, let repeats):
            let string = String(reflecting: word)
            return ([repeats == 1 ? "Text(\(string))" : "Text(String(repeating: \(string), count: \(repeats)))"], "    ")
        case .hStack(let alignment, let spacing):
            return (block("HStack", [alignment == .center ? nil : "alignment: .\(alignment.rawValue)", spacingArgument(spacing)]), "")
        case .vStack(let alignment, let spacing):
            return (block("VStack", [alignment == .center ? nil : "alignment: .\(alignment.rawValue)", spacingArgument(spacing)]), "")
        case .zStack(let alignment):
            return (block("ZStack", [alignment.isCenter ? nil : "alignment: \(alignment.code)"]), "")
        case .overlay(let alignment), .background(let alignment):
            let name = if case .overlay = node { "overlay" } else { "background" }
            var (result, indent) = children[0].lines()
            let argument = alignment.isCenter ? "" : "(alignment: \(alignment.code))"
            result.append("\(indent).\(name)\(argument) {")
            result += children[1].lines().lines.map { "\(indent)    \($0)" }
            result.append("\(indent)}")
            return (result, indent)
        default:
            var (result, indent) = children[0].lines()
            result.append("\(indent).\(modifierCode)")
            return (result, indent)
        }
    }

    private func spacingArgument(_ spacing: CGFloat?) -> String? {
        spacing.map { "spacing: \(Self.literal($0))" }
    }

    private func block(_ name: String, _ arguments: [String?]) -> [String] {
        let present = arguments.compactMap { $0 }
        let head = present.isEmpty ? name : "\(name)(\(present.joined(separator: ", ")))"
        if children.isEmpty { return ["\(head) {}"] }
        return ["\(head) {"] + children.flatMap { $0.lines().lines.map { "    \($0)" } } + ["}"]
    }

    /// A one-child modifier, as the call that applies it.
    private var modifierCode: String {
        func argument(_ label: String, _ value: CGFloat?) -> String? { value.map { "\(label): \(Self.literal($0))" } }
        switch node {
        case .frame(let width, let height, let alignment):
            let arguments = [argument("width", width), argument("height", height), alignment.isCenter ? nil : "alignment: \(alignment.code)"]
            return "frame(\(arguments.compactMap { $0 }.joined(separator: ", ")))"
        case .flexibleFrame(let f):
            var arguments = [
                argument("minWidth", f.minWidth), argument("idealWidth", f.idealWidth), argument("maxWidth", f.maxWidth),
                argument("minHeight", f.minHeight), argument("idealHeight", f.idealHeight), argument("maxHeight", f.maxHeight),
                f.alignment.isCenter ? nil : "alignment: \(f.alignment.code)",
            ].compactMap { $0 }
            // `.frame()` alone would be the fixed frame: name one argument to pick this one.
            if arguments.isEmpty { arguments = ["minWidth: nil"] }
            return "frame(\(arguments.joined(separator: ", ")))"
        case .padding(let edges, let length):
            let arguments = [edges == .all ? nil : ".\(edges.rawValue)", length.map { Self.literal($0) }].compactMap { $0 }
            return "padding(\(arguments.joined(separator: ", ")))"
        case .fixedSize(let horizontal, let vertical):
            return horizontal && vertical ? "fixedSize()" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        case .layoutPriority(let priority):
            return "layoutPriority(\(Self.literal(priority)))"
        case .aspectRatio(let ratio, let fill):
            return "aspectRatio(\(ratio.map { "\(Self.literal($0)), " } ?? "")contentMode: \(fill ? ".fill" : ".fit"))"
        case .offset(let x, let y):
            return "offset(x: \(Self.literal(x)), y: \(Self.literal(y)))"
        case .alignmentGuide(let guide, let value):
            let (name, length) = switch guide {
            // `.center` alone would be ambiguous: both alignment types have one.
            case .horizontal(let g): (g == .center ? "HorizontalAlignment.center" : ".\(g.rawValue)", "width")
            case .vertical(let g): (g == .center ? "VerticalAlignment.center" : ".\(g.rawValue)", "height")
            }
            let body = switch value {
            case .constant(let c): "_ in \(Self.literal(c))"
            case .fraction(let f): "d in d.\(length) * \(Self.literal(f))"
            }
            return "alignmentGuide(\(name)) { \(body) }"
        default:
            return "\(node)"
        }
    }
}

extension RandomTree.Placement {
    public var isCenter: Bool { horizontal == .center && vertical == .center }

    /// The `Alignment` constant's name (every pair of guides has one).
    public var code: String {
        switch (horizontal, vertical) {
        case (.center, .center): return ".center"
        case (_, .center): return ".\(horizontal.rawValue)"
        case (.center, .top), (.center, .bottom): return ".\(vertical.rawValue)"
        case (_, .top), (_, .bottom): return ".\(vertical.rawValue)\(horizontal.rawValue.capitalizedFirst)"
        default: return ".\(horizontal.rawValue)\(vertical.rawValue.capitalizedFirst)"
        }
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
