import ArgumentParser
import Foundation
import Testing
@testable import trellis

@Suite("An output folder that cannot be written")
struct OutputFolderTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func message(_ folder: URL) -> String? {
        do {
            try OutputFolder.check(folder)
            return nil
        } catch {
            return (error as? UserError)?.message ?? "\(error)"
        }
    }

    @Test func aWritableFolderOrOneThatCanBeMadePasses() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(message(root) == nil)
        #expect(message(root.appendingPathComponent("new/deeper")) == nil)
        // Nothing was created, and the check's own file is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
    }

    @Test func aFileOrAPathUnderAFileIsNamed() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: file)
        #expect(message(file) == "cannot write pictures to \(file.path): it is a file, not a folder")
        #expect(message(file.appendingPathComponent("out")) == "cannot write pictures to \(file.path)/out: \(file.path) is a file, not a folder")
    }

    /// /sys cannot be written even by root.
    @Test func aFolderNoOneMayWriteIn() {
        #expect(message(URL(fileURLWithPath: "/sys/trellis-out")) == "cannot write pictures to /sys/trellis-out: no permission to write in /sys")
    }

    /// Root writes in read-only folders, so this is tried by other users only.
    @Test(.enabled(if: getuid() != 0)) func aReadOnlyFolder() throws {
        let root = try temporaryFolder()
        defer {
            chmod(root.path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        chmod(root.path, 0o555)
        #expect(message(root.appendingPathComponent("out")) == "cannot write pictures to \(root.path)/out: no permission to write in \(root.path)")
    }

    @Test func theCommandChecksBeforeAnythingElse() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: file)
        var session = PreviewSession(file: "/nonexistent/Card.swift", runnerArguments: [], step: "Rendering", participle: "drawn")
        session.outputFolder = file
        // The output folder is named, not the missing Swift file: nothing else was looked at.
        let error = #expect(throws: UserError.self) { try session.runUnchecked() }
        #expect(error?.message == "cannot write pictures to \(file.path): it is a file, not a folder")
    }
}

/// Two runs at once: the second waits for the first, and says for whom.
@Suite("Runs taking turns")
struct FileLockTests {
    /// What the second run said and whether it holds the lock, across threads.
    final class Observations: @unchecked Sendable {
        private let lock = NSLock()
        private var _messages: [String] = []
        private var _acquired = false
        var messages: [String] { lock.withLock { _messages } }
        var acquired: Bool { lock.withLock { _acquired } }
        func said(_ message: String) { lock.withLock { _messages.append(message) } }
        func acquire() { lock.withLock { _acquired = true } }
    }

    @Test func aSecondRunWaitsForTheFirstAndSaysSo() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-lock-\(UUID().uuidString)/.lock")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        var first: FileLock? = try FileLock(url, waiting: { Issue.record("the first run waited: \($0)") })
        let observed = Observations()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let second = try? FileLock(url, waiting: { observed.said($0) })
            observed.acquire()
            withExtendedLifetime(second) {}
            done.signal()
        }
        // The second run is waiting, having said so.
        for _ in 0..<200 where observed.messages.isEmpty { usleep(10_000) }
        usleep(100_000)
        #expect(observed.messages == ["Waiting for another trellis run (process \(getpid())) to finish: runs take turns building previews…"])
        #expect(!observed.acquired)
        withExtendedLifetime(first) {}
        first = nil
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(observed.acquired)
    }
}
