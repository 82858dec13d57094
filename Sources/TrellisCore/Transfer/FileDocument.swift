import Foundation

// Documents: SwiftUI's `FileDocument` and `ReferenceFileDocument`, which document-based apps
// and `fileExporter` name. Trellis opens and saves no file; the protocols let apps' document
// types compile, and a preview can make one from its own initialiser.

#if !canImport(Darwin)
/// A file or folder's contents in memory: Foundation's `FileWrapper` (missing from Foundation on
/// Linux). It holds what it was made with and writes nothing.
open class FileWrapper {
    /// The contents of a regular file, if this is one.
    open private(set) var regularFileContents: Data?
    /// The wrappers of a folder's files, by name, if this is a folder.
    open private(set) var fileWrappers: [String: FileWrapper]?
    /// The name the file has, or will be saved under.
    open var filename: String?
    /// The name the file would like to be saved under.
    open var preferredFilename: String?

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
    }

    /// A folder holding `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        fileWrappers = childrenByPreferredName
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
    }

    /// Whether this is a regular file.
    open var isRegularFile: Bool { regularFileContents != nil }
    /// Whether this is a folder.
    open var isDirectory: Bool { fileWrappers != nil }

    /// Adds `child` to this folder under its preferred name, returning the name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let name = child.preferredFilename ?? child.filename ?? "Untitled"
        fileWrappers = (fileWrappers ?? [:]).merging([name: child]) { _, new in new }
        return name
    }
}
#endif

/// What a document is read from: SwiftUI's `FileDocumentReadConfiguration`.
public struct FileDocumentReadConfiguration {
    /// The type of the file.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper
}

/// What a document is written to: SwiftUI's `FileDocumentWriteConfiguration`.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file the document was read from, if any.
    public let existingFile: FileWrapper?
}

/// A document stored as a value: SwiftUI's `FileDocument`.
public protocol FileDocument: Sendable {
    /// The types the document can be read from.
    static var readableContentTypes: [UTType] { get }
    /// The types the document can be written as.
    static var writableContentTypes: [UTType] { get }
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    /// A document read from `configuration`'s file.
    init(configuration: ReadConfiguration) throws
    /// The document as a file.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document stored as an object: SwiftUI's `ReferenceFileDocument`.
public protocol ReferenceFileDocument: ObservableObject, Sendable {
    /// The document's contents at one moment, written in the background.
    associatedtype Snapshot
    /// The types the document can be read from.
    static var readableContentTypes: [UTType] { get }
    /// The types the document can be written as.
    static var writableContentTypes: [UTType] { get }
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    /// A document read from `configuration`'s file.
    init(configuration: ReadConfiguration) throws
    /// The document's contents now.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// `snapshot` as a file.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
