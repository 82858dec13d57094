extension Product.SubscriptionInfo {
    /// How a subscription will renew: StoreKit's `Product.SubscriptionInfo.RenewalInfo`.
    public struct RenewalInfo: Hashable, Sendable {
        /// The original purchase's transaction identifier.
        public let originalTransactionID: UInt64
        /// The subscription the user has now.
        public let currentProductID: String
        /// Whether it renews.
        public let willAutoRenew: Bool
        /// The subscription it renews to, if the user changed it.
        public let autoRenewPreference: String?
        /// When a renewal is retried or a grace period ends.
        public let gracePeriodExpirationDate: Date?
    }
}

extension Product.SubscriptionInfo.Status {
    /// Subscription statuses as they change: StoreKit's `Product.SubscriptionInfo.Status.Statuses`;
    /// none here, so it ends at once.
    public struct Statuses: AsyncSequence, Sendable {
        public typealias Element = Product.SubscriptionInfo.Status

        /// An iterator that ends at once.
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Product.SubscriptionInfo.Status? { nil }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

extension Product.SubscriptionPeriod.Unit {
    /// The unit's name: "Day", "Week", "Month", "Year".
    public var localizedDescription: String {
        switch self {
        case .day: "Day"
        case .week: "Week"
        case .month: "Month"
        case .year: "Year"
        }
    }

    /// The unit written in a format style (a product's `subscriptionPeriodUnitFormatStyle`).
    public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Self {
        format.format(self)
    }

    /// How a subscription period's unit is written: StoreKit's
    /// `Product.SubscriptionPeriod.Unit.FormatStyle`, its localised name in lower case ("month").
    public struct FormatStyle: Foundation.FormatStyle {
        /// The style.
        public init() {}

        /// The unit's name, lower-cased.
        public func format(_ value: Product.SubscriptionPeriod.Unit) -> String {
            value.localizedDescription.lowercased()
        }
    }
}

extension Product {
    /// How the product's price is written: currency in US dollars, as no storefront is known here.
    public var priceFormatStyle: Decimal.FormatStyle.Currency { .currency(code: "USD") }

    /// How the product's subscription period units are written.
    public var subscriptionPeriodUnitFormatStyle: Product.SubscriptionPeriod.Unit.FormatStyle { .init() }
}
