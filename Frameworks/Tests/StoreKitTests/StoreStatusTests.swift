import StoreKit
import SwiftUI
import Testing

@Suite("StoreKit's storefront, subscription statuses and verification")
struct StoreStatusTests {
    @Test func thereIsNoStorefrontAndNoUpdates() async {
        #expect(await Storefront.current == nil)
        var storefronts = 0
        for await _ in Storefront.updates { storefronts += 1 }
        var statuses = 0
        for await _ in Product.SubscriptionInfo.Status.updates { statuses += 1 }
        #expect(storefronts == 0)
        #expect(statuses == 0)
    }

    @Test func aVerifiedPayloadIsItsValueAndAnUnverifiedOneThrows() throws {
        #expect(try VerificationResult<Int>.verified(7).payloadValue == 7)
        #expect(throws: VerificationResult<Int>.VerificationError.invalidSignature) {
            try VerificationResult<Int>.unverified(7, .invalidSignature).payloadValue
        }
    }

    @Test(arguments: [
        (Product.SubscriptionPeriod.Unit.day, "Day", "day"),
        (.week, "Week", "week"),
        (.month, "Month", "month"),
        (.year, "Year", "year"),
    ])
    func aPeriodUnitIsNamed(unit: Product.SubscriptionPeriod.Unit, name: String, formatted: String) {
        #expect(unit.localizedDescription == name)
        #expect(unit.formatted(Product.SubscriptionPeriod.Unit.FormatStyle()) == formatted)
    }

    @Test func aRefundSheetChangesNothingInThePicture() throws {
        let plain = ViewLayout(Text("Request a refund"), in: ProposedViewSize(width: 390, height: 100))
        let withSheet = ViewLayout(
            Text("Request a refund").refundRequestSheet(for: 0, isPresented: .constant(true)) { result in
                if case .success(.success) = result { print("refunded") }
            },
            in: ProposedViewSize(width: 390, height: 100))
        let text = try #require(withSheet.placedViews.first { $0.text == "Request a refund" })
        #expect(text.frame == plain.placedViews.first { $0.text == "Request a refund" }?.frame)
    }

    @Test func aStoreActorWrittenAsAppsWriteItLoadsNothing() async {
        let store = StoreListener()
        await store.start()
        #expect(await store.entitledProductIDs.isEmpty)
        #expect(await store.storefrontCountry == nil)
    }
}

// Written as apps write it: an actor listening to transactions, statuses and storefronts.

actor StoreListener {
    var entitledProductIDs: Set<String> = []
    var autoRenewPreference: String?
    var storefrontCountry: String?

    func start() async {
        for await update in StoreKit.Transaction.updates {
            if let transaction = try? update.payloadValue {
                entitledProductIDs.insert(transaction.productID)
                await transaction.finish()
            }
        }
        for await status in Product.SubscriptionInfo.Status.updates {
            guard case .verified(let renewalInfo) = status.renewalInfo,
                case .verified(let transaction) = status.transaction
            else { continue }
            autoRenewPreference = renewalInfo.autoRenewPreference ?? renewalInfo.currentProductID
            entitledProductIDs.insert(transaction.productID)
        }
        for await storefront in Storefront.updates {
            storefrontCountry = storefront.countryCode
        }
        storefrontCountry = await Storefront.current?.countryCode
    }

    func pricePerPeriod(of product: Product, price: Decimal, unit: Product.SubscriptionPeriod.Unit) -> String {
        "\(price.formatted(product.priceFormatStyle))/\(unit.formatted(product.subscriptionPeriodUnitFormatStyle))"
    }
}
