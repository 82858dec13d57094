import Trellis

/// A view that merchandises a group of subscriptions: StoreKit's `SubscriptionStoreView`.
///
/// Drawn as its loading state: the marketing content (by default the store's own header, here
/// "Subscription" in a bold title) in the middle of the space, and a spinner where the
/// subscription options and the subscribe button would be, at the bottom.
public struct SubscriptionStoreView<Content: View>: View {
    let marketingContent: Content

    /// The subscriptions of a group, with the automatic marketing content.
    public init(groupID: String) where Content == AutomaticSubscriptionStoreMarketingContent {
        marketingContent = AutomaticSubscriptionStoreMarketingContent()
    }

    /// The subscriptions of a group, with your marketing content.
    public init(groupID: String, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
    }

    /// The subscriptions of a group related to the current one, with the automatic marketing content.
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship)
    where Content == AutomaticSubscriptionStoreMarketingContent {
        marketingContent = AutomaticSubscriptionStoreMarketingContent()
    }

    /// The subscriptions of a group related to the current one, with your marketing content.
    public init(
        groupID: String, visibleRelationships: Product.SubscriptionRelationship,
        @ViewBuilder marketingContent: () -> Content
    ) {
        self.marketingContent = marketingContent()
    }

    /// The subscriptions with these identifiers, with the automatic marketing content.
    public init<C: Collection>(productIDs: C) where C.Element == String, Content == AutomaticSubscriptionStoreMarketingContent {
        marketingContent = AutomaticSubscriptionStoreMarketingContent()
    }

    /// The subscriptions with these identifiers, with your marketing content.
    public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> Content) where C.Element == String {
        self.marketingContent = marketingContent()
    }

    public var body: some View {
        VStack(spacing: 0) {
            Spacer(minLength: 0)
            marketingContent
            Spacer(minLength: 0)
            ProgressView()
                .padding(.vertical, 24)
        }
        .frame(maxWidth: .infinity)
    }
}

/// The marketing content a subscription store shows by default: a placeholder title here.
public struct AutomaticSubscriptionStoreMarketingContent: View {
    public var body: some View {
        Text("Subscription").font(.title.bold())
    }
}

extension Product {
    /// Which subscriptions of a group a store shows, relative to the current one.
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let upgrade = SubscriptionRelationship(rawValue: 1 << 0)
        public static let downgrade = SubscriptionRelationship(rawValue: 1 << 1)
        public static let crossgrade = SubscriptionRelationship(rawValue: 1 << 2)
        public static let current = SubscriptionRelationship(rawValue: 1 << 3)
        public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
    }
}

/// The containers of a subscription store whose background can be set: StoreKit's members of
/// SwiftUI's `ContainerBackgroundPlacement` (a type of its own here: Trellis's SwiftUI has no
/// `ContainerBackgroundPlacement` yet, and WidgetKit declares its own; `.containerBackground(for:
/// .subscriptionStoreFullHeight)` resolves as on iOS).
public struct SubscriptionStoreContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// Behind the whole store.
    public static let subscriptionStore = SubscriptionStoreContainerBackgroundPlacement(name: "subscriptionStore")
    /// Behind the marketing header.
    public static let subscriptionStoreHeader = SubscriptionStoreContainerBackgroundPlacement(name: "subscriptionStoreHeader")
    /// Behind the whole store, full height.
    public static let subscriptionStoreFullHeight = SubscriptionStoreContainerBackgroundPlacement(name: "subscriptionStoreFullHeight")
}

/// Buttons a store view can show.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    public static let cancellation = StoreButtonKind(name: "cancellation")
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    public static let signIn = StoreButtonKind(name: "signIn")
    public static let policies = StoreButtonKind(name: "policies")
}

/// How a subscription store lays out its options.
public struct SubscriptionStoreControlStyleName: Hashable, Sendable {
    let name: String
}

/// A subscription store's control style: StoreKit's `SubscriptionStoreControlStyle`.
public protocol SubscriptionStoreControlStyle {}

/// The control styles iOS provides.
public struct SystemSubscriptionStoreControlStyle: SubscriptionStoreControlStyle, Sendable {
    let name: String
}

extension SubscriptionStoreControlStyle where Self == SystemSubscriptionStoreControlStyle {
    public static var automatic: SystemSubscriptionStoreControlStyle { .init(name: "automatic") }
    public static var buttons: SystemSubscriptionStoreControlStyle { .init(name: "buttons") }
    public static var picker: SystemSubscriptionStoreControlStyle { .init(name: "picker") }
    public static var prominentPicker: SystemSubscriptionStoreControlStyle { .init(name: "prominentPicker") }
    public static var compactPicker: SystemSubscriptionStoreControlStyle { .init(name: "compactPicker") }
    public static var pagedPicker: SystemSubscriptionStoreControlStyle { .init(name: "pagedPicker") }
    public static var pagedProminentPicker: SystemSubscriptionStoreControlStyle { .init(name: "pagedProminentPicker") }
}

/// What a subscription button's label shows.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    let name: String
    public static let automatic = SubscriptionStoreButtonLabel(name: "automatic")
    public static let multiline = SubscriptionStoreButtonLabel(name: "multiline")
    public static let singleLine = SubscriptionStoreButtonLabel(name: "singleLine")
    public static let action = SubscriptionStoreButtonLabel(name: "action")
    public static let displayName = SubscriptionStoreButtonLabel(name: "displayName")
    public static let price = SubscriptionStoreButtonLabel(name: "price")
}

extension View {
    /// Sets the background of a subscription store's container: drawn behind this view (the
    /// marketing content), as the store's loading state has no other parts to cover.
    public func containerBackground<Background: View>(
        for container: SubscriptionStoreContainerBackgroundPlacement, alignment: Alignment = .center,
        @ViewBuilder content: () -> Background
    ) -> some View {
        background(alignment: alignment, content: content)
    }

    /// Shows or hides store buttons (kept: the loading state shows none).
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }

    /// Sets how subscription options are laid out (kept: they never load).
    public func subscriptionStoreControlStyle(_ style: some SubscriptionStoreControlStyle) -> some View { self }

    /// Sets what subscription buttons show (kept).
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }

    /// Runs an action when a purchase from a store view completes (never, here).
    public func onInAppPurchaseCompletion(
        perform action: @escaping (Product, Result<Product.PurchaseResult, any Error>) async -> Void
    ) -> some View {
        self
    }

    /// Runs an action when a purchase from a store view starts (never, here).
    public func onInAppPurchaseStart(perform action: @escaping (Product) async -> Void) -> some View { self }

    /// Presents the manage-subscriptions sheet while `isPresented` is true (never, in a picture).
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }

    /// Presents the offer-code sheet while `isPresented` is true (never, in a picture).
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View {
        self
    }

    /// Watches a subscription group's status (there is none: the action is not called).
    public func subscriptionStatusTask(
        for groupID: String, priority: TaskPriority = .medium,
        action: @escaping ([Product.SubscriptionInfo.Status]) async -> Void
    ) -> some View {
        self
    }
}

/// Asks for an App Store review: StoreKit's `RequestReviewAction`. Never shows a prompt here.
public struct RequestReviewAction: Sendable {
    /// Asks for a review (nothing is shown).
    public func callAsFunction() {}
}

private struct RequestReviewKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction()
}

extension EnvironmentValues {
    /// The action that asks for an App Store review.
    public var requestReview: RequestReviewAction {
        self[RequestReviewKey.self]
    }
}
