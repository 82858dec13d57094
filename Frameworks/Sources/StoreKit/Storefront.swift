/// The App Store country the user buys from: StoreKit's `Storefront`.
///
/// No one is signed in to an App Store on Linux: `current` is nil and `updates` ends at once.
public struct Storefront: Identifiable, Hashable, Sendable, CustomStringConvertible {
    /// The storefront's identifier.
    public let id: String
    /// Its country, as an ISO 3166-1 alpha-3 code.
    public let countryCode: String

    public var description: String { "Storefront(id: \(id), countryCode: \(countryCode))" }

    /// The user's storefront: none here.
    public static var current: Storefront? {
        get async { nil }
    }

    /// Storefront changes as they happen: none here.
    public static var updates: Storefronts { Storefronts() }

    /// A sequence of storefronts: StoreKit's `Storefront.Storefronts`.
    public struct Storefronts: AsyncSequence, Sendable {
        public typealias Element = Storefront

        /// An iterator that ends at once.
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Storefront? { nil }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
