import Foundation

// `api-surface`: measures Trellis's public API against SwiftUI's (docs/api-surface.md).
//
//   api-surface extract SwiftUI.swiftinterface SwiftUICore.swiftinterface --source TEXT > LIST
//   api-surface usage APPS-FOLDER [--symbols LIST] > COUNTS
//   api-surface report --symbols LIST [--usage COUNTS] [--notes FILE] [--trellis ROOT] [--out FILE]
//   api-surface trellis [ROOT] > LIST
//
// `extract` reads SwiftUI's module interfaces (from an iOS SDK) and writes the symbols they
// declare for iOS as a list; `usage` counts how often apps' Swift files use each modifier and
// type; `report` compares the list with what Trellis's sources declare, which `trellis` lists.

var arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

/// Removes `--name VALUE` pairs from the arguments, returning the values.
@MainActor func take(_ name: String) -> [String] {
    var values: [String] = []
    while let index = arguments.firstIndex(of: name) {
        guard index + 1 < arguments.count else { fail("\(name) needs a value") }
        values.append(arguments[index + 1])
        arguments.removeSubrange(index...(index + 1))
    }
    return values
}

func read(_ path: String) -> String {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
    return text
}

guard let command = arguments.first else {
    fail("usage: api-surface extract INTERFACE… --source TEXT | usage FOLDER [--symbols LIST] | report --symbols LIST [--usage COUNTS] [--notes FILE] [--trellis ROOT] [--out FILE] | trellis [ROOT]")
}
arguments.removeFirst()

switch command {
case "extract":
    let source = take("--source").first ?? "(unspecified)"
    guard !arguments.isEmpty else { fail("extract needs the module interface files") }
    var scanner = DeclarationScanner(dialect: .swiftUIInterface)
    for path in arguments { scanner.scan(read(path)) }
    print(SymbolList.render(scanner.found, source: source), terminator: "")

case "usage":
    let list = take("--symbols").first.map { SymbolList(parsing: read($0)) }
    guard let folder = arguments.first else { fail("usage needs a folder of Swift sources") }
    var counts = UsageCounts.count(in: folder)
    if let list { counts.keepOnly(list.symbols) }
    print(counts.rendered, terminator: "")

case "report":
    guard let listPath = take("--symbols").first else { fail("report needs --symbols LIST") }
    let usagePath = take("--usage").first
    let usage = usagePath.map { UsageCounts(parsing: read($0)) }
    let notesPath = take("--notes").first
    let notes = notesPath.map(read)
    let root = take("--trellis").first ?? FileManager.default.currentDirectoryPath
    let output = take("--out").first
    let list = SymbolList(parsing: read(listPath))
    let trellis = TrellisSources.scan(root: root)
    let report = SurfaceReport(swiftUI: list, trellis: trellis, usage: usage)
    print(report.summary)
    if let output {
        let command = "swift run --package-path Benchmarks api-surface report --symbols \(listPath)"
            + (usagePath.map { " --usage \($0)" } ?? "") + (notesPath.map { " --notes \($0)" } ?? "") + " --out \(output)"
        try report.markdown(command: command, notes: notes).write(toFile: output, atomically: true, encoding: .utf8)
    }

case "trellis":
    let root = arguments.first ?? FileManager.default.currentDirectoryPath
    print(SymbolList.render(TrellisSources.scan(root: root), source: "Trellis's sources in \(root)"), terminator: "")

default:
    fail("unknown command \(command)")
}
