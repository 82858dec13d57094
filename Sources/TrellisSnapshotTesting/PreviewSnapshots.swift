import Foundation

/// Checks every preview (`#Preview` and `PreviewProvider`) of a target of your package against
/// its reference pictures, exactly as `trellis snapshot Sources/<target>` does: the same
/// references (`__Snapshots__/<File>/<Preview>….png` beside the sources), the same variants
/// (the nearest `.trellis-snapshots.json`), the same precisions.
///
/// ```swift
/// @Test func previews() throws {
///     try assertPreviewSnapshots(of: "Cards")
/// }
/// ```
///
/// It throws, naming each picture that differs, each preview without a reference, each
/// reference whose preview is gone, and each file that did not compile or preview that crashed;
/// the review page (`index.html`) and the pictures of the failures are in
/// `.build/trellis-snapshots/<target>/` of your package. Works the same from swift-testing and
/// XCTest (a thrown error fails the test).
///
/// To record the references, run with `SNAPSHOT_TESTING_RECORD=all` (swift-snapshot-testing's
/// switch) or pass `record: true`; like swift-snapshot-testing, a run that recorded new pictures
/// fails, saying so, so that a forgotten `record` never passes silently.
///
/// - Parameters:
///   - target: the target's name (its sources are `Sources/<target>`), or a folder relative to
///     the package's root.
///   - record: whether to record; nil: as `SNAPSHOT_TESTING_RECORD` says.
///   - arguments: more options for `trellis snapshot` (`["--shard", "1/2"]`, `["--locale", "ar"]`).
///   - filePath: the calling test file, to find its package.
public func assertPreviewSnapshots(
    of target: String, record: Bool? = nil, arguments: [String] = [], filePath: StaticString = #filePath
) throws {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    guard let package = TrellisCommand.packageRoot(containing: testFile) else {
        throw PreviewSnapshotFailure(message: "no Package.swift above \(testFile.path)")
    }
    var sources = package.appendingPathComponent("Sources").appendingPathComponent(target)
    if !FileManager.default.fileExists(atPath: sources.path) { sources = package.appendingPathComponent(target) }
    guard FileManager.default.fileExists(atPath: sources.path) else {
        throw PreviewSnapshotFailure(message: "no target \(target) in \(package.path) (looked for Sources/\(target))")
    }
    let recording = record ?? (ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] == "all")
    let report = package.appendingPathComponent(".build/trellis-snapshots").appendingPathComponent(target)
    let command = try TrellisCommand.locate()
    var lines: [String] = []
    let status = try TrellisCommand.run(
        command, ["snapshot", sources.path, "--report", report.path] + (recording ? ["--record"] : []) + arguments, in: package
    ) { lines.append($0) }
    let failures = lines.filter { $0.hasPrefix("  ✗ ") }.map { String($0.dropFirst(4)) }
    let recorded = lines.filter { $0.hasPrefix("  ● ") }.map { String($0.dropFirst(4)) }
    if status != 0 || !failures.isEmpty {
        let reasons = failures.isEmpty ? lines.suffix(20) : failures[...]
        throw PreviewSnapshotFailure(
            message: "the previews of \(target) do not match their references:\n" + reasons.map { "  " + $0 }.joined(separator: "\n")
                + "\nThe review page: \(report.path)/index.html")
    }
    if recording, !recorded.isEmpty {
        throw PreviewSnapshotFailure(
            message: "recorded \(recorded.count) reference\(recorded.count == 1 ? "" : "s") of \(target) (record mode is on): "
                + "look at them, then run again without recording.\n" + recorded.prefix(20).map { "  " + $0 }.joined(separator: "\n"))
    }
}

/// Why `assertPreviewSnapshots` failed, as a message for the test's report.
public struct PreviewSnapshotFailure: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
