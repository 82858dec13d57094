import Foundation

/// Notices when files change, by their identity, size and modification time, looked at a few
/// times a second. Editors save in different ways (in place, or a new file renamed over the
/// old one); all of them change one of these.
struct FileWatcher {
    /// What identifies a file's contents without reading them; nil for a missing file.
    struct Stamp: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    var paths: [String]
    private(set) var stamps: [Stamp?]

    init(paths: [String]) {
        self.paths = paths
        stamps = paths.map(Self.stamp)
    }

    static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return Stamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int(modified.tv_sec),
            nanoseconds: Int(modified.tv_nsec))
    }

    /// Whether a file changed since the last call (or since the watcher was made).
    mutating func changed() -> Bool {
        let now = paths.map(Self.stamp)
        defer { stamps = now }
        return now != stamps
    }
}
