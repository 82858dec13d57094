// CoreTransferable where Apple's is missing: the protocol drag and drop, sharing, file
// exporters and the Photos picker move values through. Nothing is transferred here; the
// declarations let apps' types compile. SwiftUI re-exports CoreTransferable; so does Trellis
// (the stand-in module CoreTransferable of the Frameworks package is this, re-exported).
#if !canImport(Darwin)
import Foundation

/// A type that can be moved between apps: CoreTransferable's `Transferable`.
public protocol Transferable {
    /// How the type is represented.
    associatedtype Representation: TransferRepresentation where Representation.Item == Self
    /// The type's representations, most preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of representing a transferable type: CoreTransferable's `TransferRepresentation`.
public protocol TransferRepresentation<Item> {
    /// The type represented.
    associatedtype Item: Transferable
    /// A representation made of others.
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

// Never's `body` is the one it has as a `View`.
extension Never: TransferRepresentation {
    public typealias Item = Never
}

extension Never: Transferable {
    public static var transferRepresentation: Never { fatalError("Never is not transferred") }
}

/// A representation with no parts below it.
public protocol PrimitiveTransferRepresentation: TransferRepresentation where Body == Never {}

extension PrimitiveTransferRepresentation {
    public var body: Never { fatalError("\(Self.self) is primitive") }
}

/// Builds a type's representations: CoreTransferable's `TransferRepresentationBuilder`.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    public static func buildBlock<each R: TransferRepresentation>(_ representation: repeat each R) -> TupleTransferRepresentation<Item>
    {
        TupleTransferRepresentation()
    }
}

/// Several representations, in order.
public struct TupleTransferRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {}

/// A representation as bytes of a content type: CoreTransferable's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {
    /// Exports and imports as bytes of `contentType`.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {}

    /// Exports as bytes of `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {}

    /// Imports from bytes of `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {}
}

/// A representation as a file: CoreTransferable's `FileRepresentation`.
public struct FileRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {
    /// Exports and imports as a file of `contentType`.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {}

    /// Exports as a file of `exportedContentType`.
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {}

    /// Imports a file of `importedContentType`.
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {}
}

/// A file given to the system.
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open it in place.
    public let allowAccessingOriginalFile: Bool

    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received from the system.
public struct ReceivedTransferredFile: Sendable {
    /// The received file.
    public let file: URL
    /// Whether it is the original file.
    public let isOriginalFile: Bool
}

/// A representation through another transferable type: CoreTransferable's `ProxyRepresentation`.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: PrimitiveTransferRepresentation {
    /// Exports through `Proxy`.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {}

    /// Exports and imports through `Proxy`.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item) {}
}

/// A representation as the item's `Codable` encoding: CoreTransferable's `CodableRepresentation`.
public struct CodableRepresentation<Item: Transferable & Codable>: PrimitiveTransferRepresentation {
    /// The item encoded as JSON under `contentType`.
    public init(contentType: UTType) {}

}

extension Data: Transferable {
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension String: Transferable {
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(contentType: .plainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(
            contentType: .url, exporting: { Data($0.absoluteString.utf8) },
            importing: { URL(string: String(decoding: $0, as: UTF8.self)) ?? URL(fileURLWithPath: "/") })
    }
}
#endif

// SwiftUI's `Image` is transferable (as image data; nothing is imported here).
extension Image: Transferable {
    /// An image imported from image data (nothing is imported here).
    public static var transferRepresentation: DataRepresentation<Image> {
        DataRepresentation(importedContentType: .image) { _ in Image(systemName: "photo") }
    }
}
