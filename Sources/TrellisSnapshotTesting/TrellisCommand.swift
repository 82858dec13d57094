import Foundation

/// The `trellis` command, for ``assertPreviewSnapshots(of:record:arguments:filePath:)``: the one
/// `TRELLIS_COMMAND` names, else built once from the Trellis checkout this library was compiled
/// from (a path dependency's own `.build`, a downloaded checkout's in the cache folder).
enum TrellisCommand {
    /// The folder of the nearest `Package.swift` at or above `file`.
    static func packageRoot(containing file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The Trellis package this file was compiled from: `<checkout>/Sources/TrellisSnapshotTesting/TrellisCommand.swift`.
    static var checkout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The command's executable, built if need be.
    static func locate() throws -> URL {
        if let given = ProcessInfo.processInfo.environment["TRELLIS_COMMAND"], !given.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: given) else {
                throw PreviewSnapshotFailure(message: "TRELLIS_COMMAND (\(given)) is not an executable")
            }
            return URL(fileURLWithPath: given)
        }
        guard FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Sources/trellis").path) else {
            throw PreviewSnapshotFailure(message: "cannot find the Trellis checkout (\(checkout.path)); set TRELLIS_COMMAND to the trellis program")
        }
        // A checkout SwiftPM downloaded is not written into: its build goes to the cache folder.
        var scratch: [String] = []
        if checkout.path.contains("/.build/checkouts/") {
            scratch = ["--scratch-path", cacheFolder().appendingPathComponent("command-" + String(checkout.path.hashValueStable, radix: 16)).path]
        }
        let build = ["build", "--product", "trellis", "--package-path", checkout.path] + scratch
        var output: [String] = []
        let status = try run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + build, in: checkout) { output.append($0) }
        guard status == 0 else {
            throw PreviewSnapshotFailure(message: "building the trellis command failed:\n" + output.suffix(30).joined(separator: "\n"))
        }
        var binPath: [String] = []
        _ = try run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build", "--package-path", checkout.path, "--show-bin-path"] + scratch, in: checkout) {
            binPath.append($0)
        }
        guard let folder = binPath.last(where: { $0.hasPrefix("/") }) else {
            throw PreviewSnapshotFailure(message: "swift build --show-bin-path said nothing usable: \(binPath.joined(separator: "\n"))")
        }
        return URL(fileURLWithPath: folder).appendingPathComponent("trellis")
    }

    /// $TRELLIS_CACHE_DIR, else $XDG_CACHE_HOME/trellis, else ~/.cache/trellis (as the command's).
    static func cacheFolder() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["TRELLIS_CACHE_DIR"], !path.isEmpty { return URL(fileURLWithPath: path) }
        if let path = environment["XDG_CACHE_HOME"], !path.isEmpty { return URL(fileURLWithPath: path).appendingPathComponent("trellis") }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/trellis")
    }

    /// Runs `executable` with `arguments` in `folder`, each line of its output and errors to
    /// `line`, and returns its exit status.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL, line: (String) -> Void) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        for text in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) { line(String(text)) }
        return process.terminationStatus
    }
}

extension String {
    /// FNV-1a of the UTF-8, the same in every process (`hashValue` is seeded per process).
    fileprivate var hashValueStable: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0100_0000_01b3
        }
        return hash
    }
}
