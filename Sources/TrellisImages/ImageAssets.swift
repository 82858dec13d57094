import Foundation

/// The image sets of the app's asset catalogs, as `Image("name")` finds them after the
/// folders of `EnvironmentValues.imageDirectories`. Process-wide, as an app's main bundle is;
/// filled by ``AssetCatalog/register(directory:)``.
public enum ImageAssets {
    private final class Storage: @unchecked Sendable {
        // @unchecked: `sets` is only touched while holding `lock`.
        let lock = NSLock()
        var sets: [String: ImageSet] = [:]
    }

    private static let storage = Storage()

    /// Adds `sets` by name; a name already registered takes the new set.
    public static func register(_ sets: [String: ImageSet]) {
        storage.lock.withLock { storage.sets.merge(sets) { _, new in new } }
    }

    /// The image set registered as `name`, or nil.
    public static func imageSet(named name: String) -> ImageSet? {
        storage.lock.withLock { storage.sets[name] }
    }

    /// Forgets every registered image set.
    public static func removeAll() {
        storage.lock.withLock { storage.sets = [:] }
    }
}
