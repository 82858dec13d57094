import Foundation

// Drag and drop: accepted with SwiftUI's signatures. Nothing is dragged over a still picture,
// so no provider is asked for and no drop is performed.

#if !canImport(Darwin)
/// An object an item provider can hand over: Foundation's `NSItemProviderWriting`.
public protocol NSItemProviderWriting: AnyObject {}

/// An object an item provider can make: Foundation's `NSItemProviderReading`.
public protocol NSItemProviderReading: AnyObject {}

extension NSString: NSItemProviderWriting, NSItemProviderReading {}
extension NSURL: NSItemProviderWriting, NSItemProviderReading {}

/// Data or objects handed over by drag and drop or sharing: Foundation's `NSItemProvider`
/// (missing from Foundation on Linux). It keeps what it was made with and loads nothing.
open class NSItemProvider {
    /// The type identifiers of the items registered.
    open private(set) var registeredTypeIdentifiers: [String] = []
    /// The name to give the item's file.
    open var suggestedName: String?

    public init() {}

    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registeredTypeIdentifiers = [object is NSURL ? "public.url" : "public.utf8-plain-text"]
    }

    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        registeredTypeIdentifiers = typeIdentifier.map { [$0] } ?? []
    }

    public convenience init?(contentsOf fileURL: URL?) {
        guard let fileURL else { return nil }
        self.init()
        registeredTypeIdentifiers = ["public.file-url"]
        suggestedName = fileURL.lastPathComponent
    }

    /// Whether an item of `typeIdentifier` was registered.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Whether an object of `aClass` can be loaded (never, here).
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }

    /// Loads an object of `aClass` (nothing is loaded: the handler is not called).
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type, completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        Progress(totalUnitCount: 0)
    }

    /// Loads the item of `typeIdentifier` (nothing is loaded: the handler is not called).
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil, completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {}

    /// Loads the data of `typeIdentifier` (nothing is loaded: the handler is not called).
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        Progress(totalUnitCount: 0)
    }
}
#endif

/// What a drop does: SwiftUI's `DropOperation`.
public enum DropOperation: Hashable, Sendable {
    case cancel, forbidden, copy, move
}

/// How a drop target answers a drag over it: SwiftUI's `DropProposal`.
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drag over a drop target: SwiftUI's `DropInfo`.
public struct DropInfo {
    /// Where the drag is, in the target's coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]

    /// Whether items of one of `contentTypes` are dragged.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        hasItemsConforming(to: contentTypes.map(\.identifier))
    }

    /// The providers of the dragged items of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        itemProviders(for: contentTypes.map(\.identifier))
    }

    /// Whether items of one of `contentTypes` are dragged.
    public func hasItemsConforming(to contentTypes: [String]) -> Bool {
        providers.contains { provider in contentTypes.contains(where: provider.hasItemConformingToTypeIdentifier) }
    }

    /// The providers of the dragged items of `contentTypes`.
    public func itemProviders(for contentTypes: [String]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains(where: provider.hasItemConformingToTypeIdentifier) }
    }
}

/// An object that handles drops on a view: SwiftUI's `DropDelegate`.
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

extension View {
    /// Makes this view draggable with the items `data` provides (never dragged here).
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// Makes this view draggable, previewed by `preview` (never dragged here).
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
    /// Accepts drops of items of `supportedTypes` (none happen here).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }
    /// Accepts drops of items of `supportedTypes`, with where they land (none happen here).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { self }
    /// Accepts drops of items of `supportedTypes`, handled by `delegate` (none happen here).
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { self }
    /// Accepts drops of items of `supportedContentTypes` (none happen here).
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }
    /// Accepts drops of items of `supportedContentTypes`, with where they land (none happen here).
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { self }
    /// Accepts drops of items of `supportedContentTypes`, handled by `delegate` (none happen here).
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }
    /// Makes this view draggable with the transferable `payload` (never dragged here).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    /// Makes this view draggable with `payload`, previewed by `preview` (never dragged here).
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View { self }
    /// Provides the items this view hands over when shared or dragged (never asked for here).
    public func itemProvider(_ action: Optional<() -> NSItemProvider?>) -> some View { self }
}
