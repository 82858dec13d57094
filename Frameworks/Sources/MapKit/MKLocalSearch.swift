/// A search for places: MapKit's `MKLocalSearch`. There is no search service here: completion
/// handlers are never called and `start()` returns a response with no map items.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What to look for: MapKit's `MKLocalSearch.Request`.
    open class Request: NSObject, @unchecked Sendable {
        /// The words to search for.
        open var naturalLanguageQuery: String?
        /// Where to look.
        open var region = MKCoordinateRegion()
        /// The kinds of result wanted.
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        /// The points of interest wanted.
        open var pointOfInterestFilter: MKPointOfInterestFilter?

        public override init() {
            super.init()
        }

        /// A request for `completion`'s place.
        public init(completion: MKLocalSearchCompletion) {
            naturalLanguageQuery = completion.title
            super.init()
        }
    }

    /// The places a search found: MapKit's `MKLocalSearch.Response`.
    open class Response: NSObject, @unchecked Sendable {
        /// The places (none here).
        open var mapItems: [MKMapItem] { [] }
        /// The region holding them.
        open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
    }

    /// The kinds of result a search returns.
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }

    /// The handler a search calls.
    public typealias CompletionHandler = (MKLocalSearch.Response?, (any Error)?) -> Void

    let request: Request

    /// A search for `request`.
    public init(request: MKLocalSearch.Request) {
        self.request = request
    }

    /// Whether the search is running: never.
    open var isSearching: Bool { false }
    /// Starts the search (the handler is never called).
    open func start(completionHandler: @escaping CompletionHandler) {}
    /// Runs the search: a response with no map items.
    open func start() async throws -> MKLocalSearch.Response { Response() }
    /// Cancels the search.
    open func cancel() {}
}

/// A completion of a partly typed search: MapKit's `MKLocalSearchCompletion`.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    /// The completed text.
    open var title: String { "" }
    /// More about the place.
    open var subtitle: String { "" }
}

/// Suggests completions while the user types: MapKit's `MKLocalSearchCompleter`. It never
/// suggests any here.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    /// The text typed so far.
    open var queryFragment = ""
    /// Where to look.
    open var region = MKCoordinateRegion()
    /// The kinds of result wanted.
    open var resultTypes: ResultType = [.address, .pointOfInterest]
    /// The points of interest wanted.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// The object told about results (never called).
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// The suggestions: none.
    open var results: [MKLocalSearchCompletion] { [] }
    /// Whether a search is running: never.
    open var isSearching: Bool { false }

    public override init() {
        super.init()
    }

    /// Stops looking.
    open func cancel() {}

    /// The kinds of result a completer suggests.
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let query = ResultType(rawValue: 1 << 2)
        public static let physicalFeature = ResultType(rawValue: 1 << 3)
    }
}

/// What a completer tells: MapKit's `MKLocalSearchCompleterDelegate` (all optional).
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error)
}

extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {}
}
