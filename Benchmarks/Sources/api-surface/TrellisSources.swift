import Foundation

/// Trellis's own public API, read from its sources with the same scanner as SwiftUI's interfaces.
enum TrellisSources {
    /// The source folders of the modules `import Trellis` (or `import SwiftUI`) brings in.
    static let folders = [
        "Sources/TrellisCore", "Sources/TrellisControls", "Sources/TrellisUIKit", "Sources/TrellisRendering",
        "Sources/TrellisImages", "Sources/TrellisTextBridge", "Sources/Trellis", "Sources/Frameworks/SwiftUI",
    ]

    static func scan(root: String) -> [Symbol] {
        var scanner = DeclarationScanner(dialect: .trellisSources)
        for folder in folders {
            for path in swiftFiles(under: root + "/" + folder) {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                scanner.scan(text)
            }
        }
        return scanner.found
    }

    /// The Swift files under `folder`, in a stable order.
    static func swiftFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder + "/" + $0 }
    }
}
