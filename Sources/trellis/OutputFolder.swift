import Foundation

/// The folder `trellis preview --out` writes pictures to, checked before anything is built: a
/// mistyped path should not cost a build (the first one takes minutes) to be found out.
enum OutputFolder {
    /// Throws when pictures could not be written to `folder`: it, or the nearest part of its
    /// path that exists, is a file, or a file cannot be created there. Creates nothing (the
    /// preview program creates the missing folders); the check's own file is removed at once.
    static func check(_ folder: URL) throws {
        let path = folder.standardizedFileURL.path
        var existing = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing.path, isDirectory: &isDirectory) {
            let parent = existing.deletingLastPathComponent()
            if parent.path == existing.path { break }
            existing = parent
        }
        guard isDirectory.boolValue else {
            let which = existing.path == path ? "it" : existing.path
            throw UserError("cannot write pictures to \(path): \(which) is a file, not a folder")
        }
        // Permissions alone do not tell (root may write anywhere but on a read-only disk, or in
        // /proc): try.
        let probe = existing.appendingPathComponent(".trellis-write-check-\(getpid())").path
        let descriptor = open(probe, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            let reason: String
            switch code {
            case EACCES, EPERM: reason = "no permission to write in \(existing.path)"
            case EROFS: reason = "\(existing.path) is on a read-only disk"
            default: reason = "cannot create a file in \(existing.path) (\(String(cString: strerror(code))))"
            }
            throw UserError("cannot write pictures to \(path): \(reason)")
        }
        close(descriptor)
        unlink(probe)
    }
}
