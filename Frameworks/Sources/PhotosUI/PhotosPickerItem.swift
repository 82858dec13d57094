import Trellis

/// An item chosen in the Photos picker: PhotosUI's `PhotosPickerItem`.
///
/// On Linux none is ever chosen; an item made from an identifier loads nothing
/// (`loadTransferable` returns nil).
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// The photo library's identifier of the item.
    public let itemIdentifier: String?
    /// The content types the item can be loaded as: none known here.
    public var supportedContentTypes: [UTType] { [] }

    /// An item with a library identifier.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// Loads the item as `type`: nil, as there is no photo library here.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }

    /// Loads the item as `type`, calling `completionHandler` with `.success(nil)` at once.
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping (Result<T?, any Error>) -> Void
    ) -> Progress {
        completionHandler(.success(nil))
        return Progress(totalUnitCount: 0)
    }

    /// How an item's encoding is chosen when it has several.
    public struct EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        let name: String
        /// The system chooses.
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        /// The most compatible encoding.
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
        /// The current encoding, unconverted.
        public static let current = EncodingDisambiguationPolicy(name: "current")
    }
}

/// How the Photos picker behaves when choosing several items.
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    let name: String
    /// Items are chosen in no particular order.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// Items are numbered in the order chosen.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// The selection updates as the user chooses.
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Continuous and ordered.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// Which assets the Photos picker shows: PhotosUI's `PHPickerFilter`.
public final class PHPickerFilter: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    public static func == (lhs: PHPickerFilter, rhs: PHPickerFilter) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    public static let images = PHPickerFilter("images")
    public static let videos = PHPickerFilter("videos")
    public static let livePhotos = PHPickerFilter("livePhotos")
    public static let screenshots = PHPickerFilter("screenshots")
    public static let screenRecordings = PHPickerFilter("screenRecordings")
    public static let panoramas = PHPickerFilter("panoramas")
    public static let bursts = PHPickerFilter("bursts")
    public static let slomoVideos = PHPickerFilter("slomoVideos")
    public static let timelapseVideos = PHPickerFilter("timelapseVideos")
    public static let depthEffectPhotos = PHPickerFilter("depthEffectPhotos")
    public static let cinematicVideos = PHPickerFilter("cinematicVideos")
    public static let spatialMedia = PHPickerFilter("spatialMedia")

    /// Assets matching any of the filters.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter("any(\(subfilters.map(\.description).joined(separator: ", ")))")
    }

    /// Assets matching all of the filters.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter("all(\(subfilters.map(\.description).joined(separator: ", ")))")
    }

    /// Assets not matching the filter.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter("not(\(filter.description))") }
}

/// The user's photo library: Photos' `PHPhotoLibrary` (empty on Linux).
public final class PHPhotoLibrary: Sendable {
    private static let library = PHPhotoLibrary()

    /// The shared library.
    public static func shared() -> PHPhotoLibrary { library }
}

// `Image` is `Transferable` in Trellis itself (Sources/TrellisCore/Transfer/Transferable.swift),
// as in SwiftUI.
