import Foundation

/// An exclusive lock on a file, so two `trellis` runs do not build the same package at once: a
/// second run waits for the first to finish (its build and its previews have time limits, so
/// the wait ends), saying so and naming the process it waits for.
final class FileLock {
    private let descriptor: Int32

    /// Takes the lock, waiting for the run holding it; `waiting` is told why first.
    init(_ url: URL, waiting: (String) -> Void = { Terminal.progress($0) }) throws {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Close-on-exec: the lock must not outlive this run in the `swift build` it starts.
        descriptor = open(url.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw UserError("cannot open the lock file \(url.path): \(String(cString: strerror(errno)))")
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let holder = Self.holder(descriptor).map { " (process \($0))" } ?? ""
            waiting("Waiting for another trellis run\(holder) to finish: runs take turns building previews…")
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = String(cString: strerror(errno))
                    close(descriptor)
                    throw UserError("cannot lock \(url.path): \(reason)")
                }
            }
        }
        // Who holds it, for the message of a run that has to wait.
        let pid = Data("\(getpid())\n".utf8)
        ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// The process id written in the lock file by the run holding it.
    private static func holder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
