import Foundation
import Testing
import TrellisCore

/// The 2025 iPhones and the iPhone 16e, with the numbers `docs/ios-metrics.md` § 16.1 gives their
/// sources for.
@Suite struct CurrentDevicesTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var device: Device
        var name: String
        var size: CGSize
        var portrait: EdgeInsets
        var landscape: EdgeInsets
        var cornerRadius: CGFloat

        var testDescription: String { name }
    }

    static let expected: [Expected] = [
        Expected(
            device: .iPhone16e, name: "iPhone 16e", size: CGSize(width: 390, height: 844),
            portrait: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
            landscape: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47), cornerRadius: 47.33),
        Expected(
            device: .iPhone17, name: "iPhone 17", size: CGSize(width: 402, height: 874),
            portrait: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
            landscape: EdgeInsets(top: 20, leading: 62, bottom: 20, trailing: 62), cornerRadius: 62),
        Expected(
            device: .iPhone17Pro, name: "iPhone 17 Pro", size: CGSize(width: 402, height: 874),
            portrait: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
            landscape: EdgeInsets(top: 20, leading: 62, bottom: 20, trailing: 62), cornerRadius: 62),
        Expected(
            device: .iPhoneAir, name: "iPhone Air", size: CGSize(width: 420, height: 912),
            portrait: EdgeInsets(top: 68, leading: 0, bottom: 34, trailing: 0),
            landscape: EdgeInsets(top: 20, leading: 68, bottom: 29, trailing: 68), cornerRadius: 62),
        Expected(
            device: .iPhone17ProMax, name: "iPhone 17 Pro Max", size: CGSize(width: 440, height: 956),
            portrait: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
            landscape: EdgeInsets(top: 20, leading: 62, bottom: 20, trailing: 62), cornerRadius: 62),
    ]

    @Test(arguments: expected)
    func metrics(of expected: Expected) {
        let device = expected.device
        #expect(device.name == expected.name)
        #expect(device.idiom == .phone)
        #expect(device.screenSize == expected.size)
        #expect(device.scale == 3)
        #expect(device.portraitSafeAreaInsets == expected.portrait)
        #expect(device.landscapeSafeAreaInsets == expected.landscape)
        #expect(device.displayCornerRadius == expected.cornerRadius)
        #expect(Device.named(expected.name) == device)
    }

    /// Apple's published pixel sizes, divided by the scale, give the points.
    @Test(arguments: [
        (Device.iPhone16e, 1170.0, 2532.0), (.iPhone17, 1206, 2622), (.iPhone17Pro, 1206, 2622),
        (.iPhoneAir, 1260, 2736), (.iPhone17ProMax, 1320, 2868),
    ])
    func pixels(of device: Device, width: Double, height: Double) {
        #expect(device.screenSize.width * device.scale == CGFloat(width))
        #expect(device.screenSize.height * device.scale == CGFloat(height))
    }

    @Test(arguments: [
        ("iPhone 17 Pro", "iPhone 17 Pro"), ("iphone-air", "iPhone Air"), ("iPhone 16e", "iPhone 16e"),
        ("IPHONE 17 PRO MAX", "iPhone 17 Pro Max"), ("iphone_17", "iPhone 17"),
        // A whole name wins over a longer name it begins.
        ("iPhone 17", "iPhone 17"), ("iPhone 16", "iPhone 16"), ("iPhone 16 Pro", "iPhone 16 Pro"),
        // A beginning finds the first device in the catalogue's order that has it.
        ("iPhone 17 P", "iPhone 17 Pro"), ("iPhone 17 Pro M", "iPhone 17 Pro Max"), ("iPhone A", "iPhone Air"),
        ("iPhone 16 P", "iPhone 16 Pro"), ("iPhone SE", "iPhone SE (3rd generation)"),
    ])
    func names(_ query: String, find name: String) throws {
        #expect(try #require(Device.named(query)).name == name)
    }

    /// The current 6.3-inch iPhone, as issue 26 asks.
    @Test func theDefaultIsTheIPhone17() {
        #expect(Device.default == .iPhone17)
    }

    /// Phones by screen area, then iPads; equal screens keep the older model first.
    @Test func theCatalogueIsInSizeOrder() {
        #expect(Device.all.map(\.name) == [
            "iPhone SE (3rd generation)", "iPhone 14", "iPhone 16e", "iPhone 15", "iPhone 15 Pro", "iPhone 16",
            "iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro", "iPhone Air", "iPhone 15 Plus", "iPhone 15 Pro Max",
            "iPhone 16 Plus", "iPhone 16 Pro Max", "iPhone 17 Pro Max", "iPad (10th generation)",
            "iPad Pro 11-inch (M4)",
        ])
        let phones = Device.all.filter { $0.idiom == .phone }
        let areas = phones.map { $0.screenSize.width * $0.screenSize.height }
        #expect(areas == areas.sorted())
    }

    /// Held sideways, the iPhone Air keeps 68 points on the sensor-housing side and the other.
    @Test func theAirInLandscape() {
        let screen = Device.iPhoneAir.screen(in: .landscapeLeft)
        #expect(screen.size == CGSize(width: 912, height: 420))
        #expect(screen.safeAreaInsets == EdgeInsets(top: 20, leading: 68, bottom: 29, trailing: 68))
        #expect(screen.safeBounds == CGRect(x: 68, y: 20, width: 776, height: 371))
    }
}
