internal import Foundation

/// Writing a picture so that it is never seen half-written: the data goes to a hidden file in
/// the same folder, renamed over the picture once whole (a rename within a folder replaces the
/// old file at once). A program stopped while writing leaves the hidden file, and the old
/// picture, if any, as it was; `trellis` removes such leftovers.
enum PictureFile {
    /// How the hidden files end, so `trellis` can recognize them.
    static let partialSuffix = ".trellis-partial"

    /// A failed write, as the message to print.
    struct Failure: Error, Equatable {
        var message: String
    }

    /// The hidden file a picture called `name` is written to first: `.NAME.` then a random part,
    /// so two writers never share one.
    static func partialName(for name: String) -> String {
        "." + name + "." + UUID().uuidString.prefix(8) + partialSuffix
    }

    /// Writes `data` to `url`, whole or not at all.
    static func write(_ data: Data, to url: URL) throws(Failure) {
        let partial = url.deletingLastPathComponent().appendingPathComponent(partialName(for: url.lastPathComponent)).path
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(url) }
        let complete = data.withUnsafeBytes { bytes -> Bool in
            var written = 0
            while written < bytes.count {
                let count = writeBytes(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        if !complete {
            let error = failure(url)
            close(descriptor)
            unlink(partial)
            throw error
        }
        // A full disk may show only when the file is closed.
        if close(descriptor) != 0 {
            let error = failure(url)
            unlink(partial)
            throw error
        }
        guard rename(partial, url.path) == 0 else {
            let error = failure(url)
            unlink(partial)
            throw error
        }
    }

    /// The failure `errno` tells of.
    private static func failure(_ url: URL) -> Failure {
        Failure(message: "cannot write \(url.path): \(String(cString: strerror(errno)))")
    }
}

/// The system's `write` (inside `PictureFile`, the name is its own).
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
