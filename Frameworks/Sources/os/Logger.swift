// `import os` on Linux: the unified-logging API apps call (`Logger`, `os_log`), and
// `OSAllocatedUnfairLock`. Messages are built (so interpolations type-check as on Apple's
// platforms) and dropped: there is no log store here.
@_exported import Foundation

/// A logger for a subsystem and category: os' `Logger`. Messages are dropped.
public struct Logger: @unchecked Sendable {
    /// The log it writes to.
    public let log: OSLog

    /// A logger for the default subsystem.
    public init() {
        log = .default
    }

    /// A logger for `subsystem` (reverse-DNS) and `category`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger writing to `logObj`.
    public init(_ logObj: OSLog) {
        log = logObj
    }

    /// Logs at the default level.
    public func log(_ message: OSLogMessage) {}
    /// Logs at a level.
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    /// Logs a trace message (debug level).
    public func trace(_ message: OSLogMessage) {}
    /// Logs at the debug level.
    public func debug(_ message: OSLogMessage) {}
    /// Logs at the info level.
    public func info(_ message: OSLogMessage) {}
    /// Logs at the notice (default) level.
    public func notice(_ message: OSLogMessage) {}
    /// Logs a warning (error level).
    public func warning(_ message: OSLogMessage) {}
    /// Logs at the error level.
    public func error(_ message: OSLogMessage) {}
    /// Logs a critical message (fault level).
    public func critical(_ message: OSLogMessage) {}
    /// Logs at the fault level.
    public func fault(_ message: OSLogMessage) {}
}

/// A log: os' `OSLog`.
public final class OSLog: @unchecked Sendable {
    /// The subsystem.
    public let subsystem: String
    /// The category.
    public let category: String

    /// A log for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that records nothing.
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// Whether a level is recorded: never, here.
    public func isEnabled(type: OSLogType) -> Bool { false }

    /// A category for points of interest in Instruments.
    public struct Category: RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// A log for `subsystem` and a well-known category.
    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }
}

/// A message's level: os' `OSLogType`.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)
}

/// Logs a format string with arguments (dropped).
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}

/// Logs a format string at a level (dropped).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {}

/// Logs a message (dropped).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {}
