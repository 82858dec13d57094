/// The named colours of the app's asset catalogs, as `Color("name")` finds them.
///
/// The layout core reads no files: whoever reads the catalogs registers their colours here
/// (`ColorAssets.register(catalogAt:)` with `import Trellis`; `trellis preview` registers the
/// catalogs of the previewed file's project). Process-wide, as an app's main bundle is.
public enum ColorAssets {
    private final class Storage: @unchecked Sendable {
        // @unchecked: `colors` is only touched while holding `lock`.
        let lock = NSLock()
        var colors: [String: Color.Resolved] = [:]
    }

    private static let storage = Storage()

    /// Adds `colors` by name; a name already registered takes the new colour.
    public static func register(_ colors: [String: Color.Resolved]) {
        storage.lock.withLock { storage.colors.merge(colors) { _, new in new } }
    }

    /// The colour registered as `name`, or nil.
    public static func color(named name: String) -> Color.Resolved? {
        storage.lock.withLock { storage.colors[name] }
    }

    /// The names of the registered colours.
    public static var names: Set<String> {
        storage.lock.withLock { Set(storage.colors.keys) }
    }

    /// Forgets every registered colour.
    public static func removeAll() {
        storage.lock.withLock { storage.colors = [:] }
    }
}
