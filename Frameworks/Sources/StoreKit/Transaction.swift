/// A purchase the App Store recorded: StoreKit's `Transaction`.
///
/// There are none on Linux: `updates`, `currentEntitlements` and `all` end at once.
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction identifier.
    public let id: UInt64
    /// The original purchase's identifier.
    public let originalID: UInt64
    /// The product bought.
    public let productID: String
    /// The kind of product.
    public let productType: Product.ProductType
    /// When it was bought.
    public let purchaseDate: Date
    /// When a subscription expires.
    public let expirationDate: Date?
    /// When it was refunded or revoked.
    public let revocationDate: Date?
    /// Whether the user upgraded past it.
    public let isUpgraded: Bool
    /// How many were bought.
    public let purchasedQuantity: Int

    /// Tells the App Store the content was delivered.
    public func finish() async {}

    /// Transactions as they happen: none here (the sequence ends at once).
    public static var updates: Transactions { Transactions() }
    /// The transactions that entitle the user now: none.
    public static var currentEntitlements: Transactions { Transactions() }
    /// Every transaction: none.
    public static var all: Transactions { Transactions() }
    /// The transactions not yet finished: none.
    public static var unfinished: Transactions { Transactions() }

    /// The current entitlement for a product: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// The latest transaction for a product: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A sequence of transactions: StoreKit's `Transaction.Transactions`.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>

        /// An iterator that ends at once.
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

/// The App Store: StoreKit's `AppStore`.
public enum AppStore {
    /// Syncs the user's transactions (nothing to sync).
    public static func sync() async throws {}

    /// Whether the user may pay: no one is signed in here.
    public static var canMakePayments: Bool { false }

    /// Shows the manage-subscriptions sheet (never, in a picture).
    public static func showManageSubscriptions(in scene: Any) async throws {}
}

/// The old review prompt: StoreKit's `SKStoreReviewController` (never shows here).
public final class SKStoreReviewController {
    /// Asks for a review (never shown).
    public static func requestReview() {}

    /// Asks for a review in a scene (never shown).
    public static func requestReview(in windowScene: Any) {}
}
