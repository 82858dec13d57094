// `import OSLog` on Linux: `Logger` and the rest of `os`, re-exported as Apple's OSLog does, and
// the log store (empty here).
@_exported import os

/// The log's stored entries: OSLog's `OSLogStore`. Nothing is stored here.
public final class OSLogStore: @unchecked Sendable {
    /// The store's scope.
    public enum Scope: Sendable {
        case currentProcessIdentifier, system
    }

    init() {}

    /// The store of a scope.
    public static func local() throws -> OSLogStore { OSLogStore() }

    /// The store of the current process.
    public convenience init(scope: Scope) throws {
        self.init()
    }

    /// A position in the store.
    public func position(date: Date) -> OSLogPosition { OSLogPosition() }

    /// A position a time interval before the end.
    public func position(timeIntervalSinceEnd: TimeInterval) -> OSLogPosition { OSLogPosition() }

    /// The entries from a position: none.
    public func getEntries(at position: OSLogPosition? = nil, matching predicate: NSPredicate? = nil) throws -> [OSLogEntryLog] { [] }
}

/// A position in a log store.
public final class OSLogPosition: Sendable {}

/// A stored log entry: OSLog's `OSLogEntryLog`.
public final class OSLogEntryLog: Sendable {
    /// The entry's text.
    public let composedMessage: String = ""
    /// When it was logged.
    public let date = Date(timeIntervalSince1970: 0)
    /// Its subsystem.
    public let subsystem: String = ""
    /// Its category.
    public let category: String = ""
}
