import Foundation
import SnapshotTesting

/// Writes a failed comparison's pictures where a person can open them.
///
/// swift-snapshot-testing hands a diffing's attachments only to Xcode (as XCTest or
/// swift-testing attachments, and only on Apple's platforms): under `swift test` on Linux they
/// are dropped, and corelibs XCTest has no attachments at all. So the files are also written to
/// `$SNAPSHOT_ARTIFACTS/trellis-differences/<id>/` — the folder the library writes the failed
/// snapshot itself to, the temporary folder when unset — and the message names them. The id
/// is a hash of the files, so the same failure writes to the same place on every run.
enum DiffArtifacts {
    /// Writes each `.data` attachment under its name in a new folder; the folder, or nil when
    /// it could not be written (the message then just names no files).
    static func write(_ attachments: [DiffAttachment]) -> URL? {
        var files: [(name: String, data: Data)] = []
        for case .data(let data, let name) in attachments { files.append((name, data)) }
        guard !files.isEmpty else { return nil }
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: base, isDirectory: true)
            .appendingPathComponent("trellis-differences", isDirectory: true)
            .appendingPathComponent(identifier(of: files.map(\.data)), isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // Atomically: identical failures (a parameterised test's cases, run in parallel)
            // share the folder, and a plain write truncates a file another one is reading.
            for file in files {
                try file.data.write(to: folder.appendingPathComponent(file.name), options: .atomic)
            }
        } catch {
            return nil
        }
        return folder
    }

    /// A stable 16-hex-digit id for `contents` (64-bit FNV-1a: not for security, only to
    /// keep different failures apart).
    private static func identifier(of contents: [Data]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for data in contents {
            for byte in data {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            hash = (hash ^ 0xFF) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
