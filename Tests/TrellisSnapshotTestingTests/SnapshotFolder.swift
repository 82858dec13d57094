import Foundation

/// A fresh folder for one test's reference files, removed when the test is done: recording
/// never touches the source tree, and tests running in parallel never share a reference.
final class SnapshotFolder {
    let url: URL
    var path: String { url.path }

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-snapshot-tests", isDirectory: true)
            .appendingPathComponent(UUID().uuidString, isDirectory: true)
    }

    /// The reference file a strategy with `pathExtension` records for `name` in `testName`.
    func reference(testName: String, name: String, pathExtension: String) -> URL {
        let test = testName.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
        return url.appendingPathComponent("\(test).\(name).\(pathExtension)")
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
