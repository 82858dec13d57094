// swift-tools-version: 6.0
import PackageDescription

// A view module written for SwiftUI, snapshot-tested on Linux with Trellis.
//
// `Cards` imports SwiftUI. On Linux that name is Trellis's `SwiftUI` product, so the dependency
// is for Linux only; on Apple's platforms the same files build against Apple's SwiftUI.
let package = Package(
    name: "Cards",
    defaultLocalization: "en",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Cards", targets: ["Cards"]),
        .library(name: "Settings", targets: ["Settings"]),
        .library(name: "Onboarding", targets: ["Onboarding"]),
    ],
    dependencies: [
        // Trellis, two folders up. Named, so the products below can say `package: "Trellis"`
        // whatever the checkout's folder is called.
        .package(name: "Trellis", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Three view modules with 51 previews between them; `trellis snapshot` keeps their
        // references beside them in __Snapshots__ (not part of the modules).
        .target(
            name: "Cards",
            dependencies: [.product(name: "SwiftUI", package: "Trellis", condition: .when(platforms: [.linux]))],
            exclude: ["__Snapshots__"]),
        .target(
            name: "Settings",
            dependencies: [.product(name: "SwiftUI", package: "Trellis", condition: .when(platforms: [.linux]))],
            exclude: ["__Snapshots__"]),
        .target(
            name: "Onboarding",
            dependencies: [.product(name: "SwiftUI", package: "Trellis", condition: .when(platforms: [.linux]))],
            exclude: ["__Snapshots__", ".trellis-snapshots.json"],
            resources: [.process("Localizable.xcstrings")]),
        .testTarget(
            name: "CardsTests",
            dependencies: [
                "Cards",
                "Settings",
                .product(name: "SwiftUI", package: "Trellis", condition: .when(platforms: [.linux])),
                .product(name: "TrellisSnapshotTesting", package: "Trellis", condition: .when(platforms: [.linux])),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // The recorded references: read by the tests from the source tree, not bundled.
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
