// `import StoreKit` on Linux: the products, transactions and store views apps touch. There is no
// App Store here: products are never found, purchases never happen, and the store views show
// the loading state a preview without a StoreKit configuration shows.
@_exported import Foundation

/// An in-app purchase as the App Store describes it: StoreKit's `Product`.
///
/// No product can be loaded on Linux: `products(for:)` returns an empty array, as the App Store
/// does for identifiers it does not know.
public struct Product: Identifiable, Hashable, Sendable {
    public typealias ID = String

    /// The product identifier.
    public let id: ID
    /// The localised name.
    public let displayName: String
    /// The localised description.
    public let description: String
    /// The price.
    public let price: Decimal
    /// The price formatted for display.
    public let displayPrice: String
    /// The kind of product.
    public let type: ProductType
    /// The product's subscription details, for auto-renewable subscriptions.
    public var subscription: SubscriptionInfo? { nil }
    /// Whether Family Sharing applies.
    public let isFamilyShareable: Bool

    /// The products with these identifiers: none, as there is no App Store here.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == ID {
        []
    }

    /// Buys the product: never possible here, so it throws `StoreKitError.notAvailableInStorefront`.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        throw StoreKitError.notAvailableInStorefront
    }

    /// The latest transaction for the product: none.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { nil }
    }

    /// The current entitlement to the product: none.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { nil }
    }

    /// A kind of product.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// What a purchase ended in.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// An option of a purchase.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        /// The account token the purchase is tied to.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken:\(token)") }
        /// The quantity bought.
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity:\(quantity)") }
        /// Purchase in a simulated Ask to Buy state.
        public static func simulatesAskToBuyInSandbox(_ simulate: Bool) -> PurchaseOption {
            PurchaseOption(name: "askToBuy:\(simulate)")
        }
    }

    /// An auto-renewable subscription's details.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The subscription group.
        public let subscriptionGroupID: String
        /// The renewal period.
        public let subscriptionPeriod: SubscriptionPeriod

        /// Whether the user may take an introductory offer: no one is signed in here.
        public var isEligibleForIntroOffer: Bool { get async { false } }

        /// The statuses of a subscription group: none.
        public static func status(for groupID: String) async throws -> [Status] { [] }

        /// A subscription's renewal state.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let subscribed = RenewalState(rawValue: 1)
            public static let expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            public static let inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
        }

        /// A subscription's status.
        public struct Status: Sendable {
            /// The renewal state.
            public let state: RenewalState
            /// The latest transaction.
            public let transaction: VerificationResult<Transaction>
            /// The renewal details.
            public let renewalInfo: VerificationResult<RenewalInfo>

            /// Status changes as they happen: none here (the sequence ends at once).
            public static var updates: Statuses { Statuses() }
        }
    }

    /// A subscription's period.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// The number of units.
        public let value: Int
        /// The unit.
        public let unit: Unit

        /// A unit of time.
        public enum Unit: Hashable, Sendable {
            case day, week, month, year
        }
    }
}

/// A signed value and whether its signature checked out: StoreKit's `VerificationResult`.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    /// Why verification failed.
    public enum VerificationError: Error, Sendable {
        case revokedCertificate
        case invalidCertificateChain
        case invalidDeviceVerification
        case invalidEncoding
        case invalidSignature
        case missingRequiredProperties
    }

    /// The value if it was verified; throws the verification error otherwise.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value, whether verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }
}

/// Errors StoreKit throws: StoreKit's `StoreKitError`.
public enum StoreKitError: Error, Sendable {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled
}
