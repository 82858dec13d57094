import StoreKit
import SwiftUI
import Testing

@Suite("StoreKit's views in their loading state")
struct StoreViewTests {
    static let proposal = ProposedViewSize(width: 390, height: 844)

    @Test func aProductViewIsARowWithTheIdentifierAndASpinner() throws {
        let layout = ViewLayout(ProductView(id: "com.example.pro"), in: ProposedViewSize(width: 390, height: 100))
        let name = try #require(layout.placedViews.first { $0.text == "com.example.pro" })
        let status = try #require(layout.placedViews.first { $0.text == "Loading…" })
        let root = try #require(layout.placedViews.first)
        #expect(root.frame.width == 390)
        #expect(name.frame.minX == 0)
        #expect(status.frame.minX == 0)
        #expect(status.frame.minY == name.frame.maxY + 2)
        // The spinner (20 across at the regular size) ends the row at its trailing edge.
        let spinner = try #require(layout.placedViews.last { $0.kind == "Frame" && $0.frame.size == CGSize(width: 20, height: 20) })
        #expect(spinner.frame.maxX == 390)
        #expect(spinner.frame.width == 20)
    }

    @Test(arguments: [1, 3])
    func aStoreViewHasARowForEachProduct(count: Int) throws {
        let ids = (1...count).map { "com.example.pack\($0)" }
        let layout = ViewLayout(StoreView(ids: ids), in: Self.proposal)
        let names = layout.placedViews.filter { $0.text?.hasPrefix("com.example.pack") == true }
        #expect(names.map(\.text) == ids)
        #expect(names.allSatisfy { $0.frame.minX == 16 })
        let first = try #require(names.first)
        #expect(first.frame.minY == 16)
    }

    @Test func aSubscriptionStoreCentresItsMarketingContentAboveASpinner() throws {
        let view = SubscriptionStoreView(groupID: "ABC123") {
            Text("Go Pro").font(.largeTitle)
        }
        let layout = ViewLayout(view, in: Self.proposal)
        let title = try #require(layout.placedViews.first { $0.text == "Go Pro" })
        let spinner = try #require(layout.placedViews.last { $0.kind == "Frame" && $0.frame.size == CGSize(width: 20, height: 20) })
        #expect(title.frame.midX == 195)
        #expect(spinner.frame.midX == 195)
        #expect(abs(spinner.frame.maxY - (844 - 24)) < 1e-9)
        // The content is centred in the space above the spinner's band.
        #expect(abs(title.frame.midY - (844 - 24 - 20 - 24) / 2) < 0.5)
    }

    @MainActor
    @Test func pictures() throws {
        try? FileManager.default.createDirectory(atPath: "/tmp/fw-pictures", withIntermediateDirectories: true)
        let store = StoreView(ids: ["com.example.seeds", "com.example.feeder"]).frame(width: 390, height: 300)
        let renderer = ImageRenderer(content: store)
        renderer.scale = 2
        try? renderer.pngData()?.write(to: URL(fileURLWithPath: "/tmp/fw-pictures/storeview.png"))
        let sub = ImageRenderer(content: SubscriptionStoreView(groupID: "A").frame(width: 390, height: 500))
        sub.scale = 2
        try? sub.pngData()?.write(to: URL(fileURLWithPath: "/tmp/fw-pictures/subscriptionstore.png"))
        #expect(renderer.rgbaImage() != nil)
    }

    @Test func thereIsNoAppStore() async throws {
        #expect(try await Product.products(for: ["com.example.pro"]).isEmpty)
        var count = 0
        for await _ in Transaction.updates { count += 1 }
        for await _ in Transaction.currentEntitlements { count += 1 }
        #expect(count == 0)
    }
}

// As apps write it (a store manager and a paywall, after Apple's StoreKit 2 sample).
@MainActor
final class Store: ObservableObject {
    @Published private(set) var products: [Product] = []
    @Published private(set) var purchasedIDs: Set<String> = []
    private var updates: Task<Void, Never>?

    init() {
        updates = Task {
            for await result in Transaction.updates {
                if case .verified(let transaction) = result {
                    purchasedIDs.insert(transaction.productID)
                    await transaction.finish()
                }
            }
        }
    }

    func load() async {
        do {
            products = try await Product.products(for: ["pro.monthly", "pro.yearly"]).sorted { $0.price < $1.price }
        } catch {
            print(error)
        }
    }

    func buy(_ product: Product) async throws -> Bool {
        switch try await product.purchase() {
        case .success(let verification):
            guard case .verified(let transaction) = verification else { return false }
            await transaction.finish()
            return true
        case .userCancelled, .pending:
            return false
        @unknown default:
            return false
        }
    }

    func refresh() async {
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.revocationDate == nil {
                purchasedIDs.insert(transaction.productID)
            }
        }
    }
}

// `@MainActor` written out: Trellis's `View` is not main-actor isolated as SwiftUI's is (iOS 18).
@MainActor
struct Paywall: @MainActor View {
    @Environment(\.requestReview) private var requestReview
    @StateObject private var store = Store()

    var body: some View {
        VStack {
            SubscriptionStoreView(groupID: "21429780", visibleRelationships: .all) {
                VStack {
                    Image(systemName: "star.fill")
                    Text("Unlock everything")
                }
                .containerBackground(for: .subscriptionStoreFullHeight) {
                    Color.blue.opacity(0.2)
                }
            }
            .subscriptionStoreControlStyle(.prominentPicker)
            .subscriptionStoreButtonLabel(.multiline)
            .storeButton(.visible, for: .restorePurchases)
            .storeButton(.hidden, for: .cancellation)
            ProductView(id: "tip.small") {
                Image(systemName: "cup.and.saucer")
            }
            .padding(.vertical)
            .background(.quaternary, in: .rect(cornerRadius: 20))
            .productViewStyle(.large)
            Button("Rate us") { requestReview() }
        }
        .onInAppPurchaseCompletion { product, result in
            if case .success(.success(.verified(let transaction))) = result {
                await transaction.finish()
            }
        }
        .task { await store.load() }
    }
}

@Suite("StoreKit as apps write it")
struct StoreKitCompilesAsAppsWriteIt {
    @MainActor
    @Test func paywall() {
        let layout = ViewLayout(Paywall(), in: ProposedViewSize(width: 390, height: 844))
        #expect(layout.placedViews.compactMap(\.text) == ["Unlock everything", "tip.small", "Loading…", "Rate us"])
    }
}
