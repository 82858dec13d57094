// swift-tools-version: 6.1
import PackageDescription

// Stand-ins for the Apple frameworks SwiftUI apps import most (ranked in docs/frameworks.md), for
// platforms without them (Linux): each a product and a module named as Apple's, so an app's files
// keep their imports. `trellis preview` compiles previews with all of them.
//
// A package of its own, beside Trellis rather than in it: a module named `os`, `CoreLocation` or
// `StoreKit` in Trellis's build would be found by the `canImport` checks of Trellis's own
// dependencies (swift-argument-parser, swift-custom-dump) and change how they compile. This
// package's build holds only Trellis's library and these modules.
//
// Depend on it by path (`.package(path: "<Trellis>/Frameworks")`); its tests run with
// `swift test --package-path Frameworks`.

/// The Trellis package this folder is in: a path dependency is named after its folder.
let trellisIdentity = Context.packageDirectory.split(separator: "/").dropLast().last.map { String($0).lowercased() } ?? "trellis"

func trellis(_ product: String) -> Target.Dependency {
    .product(name: product, package: trellisIdentity)
}

#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
// Apple's frameworks are there.
let products: [Product] = []
let targets: [Target] = []
#else
let products: [Product] = [
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "Charts", targets: ["Charts"]),
    .library(name: "CoreLocation", targets: ["CoreLocation"]),
    .library(name: "MapKit", targets: ["MapKit"]),
    .library(name: "CoreMedia", targets: ["CoreMedia"]),
    .library(name: "AVFoundation", targets: ["AVFoundation"]),
    .library(name: "Speech", targets: ["Speech"]),
    .library(name: "AVKit", targets: ["AVKit"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
    .library(name: "PhotosUI", targets: ["PhotosUI"]),
    .library(name: "StoreKit", targets: ["StoreKit"]),
    .library(name: "UserNotifications", targets: ["UserNotifications"]),
    .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
    .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
    .library(name: "WidgetKit", targets: ["WidgetKit"]),
    .library(name: "TipKit", targets: ["TipKit"]),
    .library(name: "os", targets: ["os"]),
    .library(name: "OSLog", targets: ["OSLog"]),
    .library(name: "WeatherKit", targets: ["WeatherKit"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "ActivityKit", targets: ["ActivityKit"]),
]
let targets: [Target] = [
    // CoreGraphics' types SwiftUI code uses that Foundation on Linux lacks (CGAffineTransform, CGVector, CGColor), re-exported one by one.
    .target(name: "CoreGraphics", dependencies: [trellis("Trellis")]),
    // Swift Charts: marks, axes, legends and scales drawn from TrellisCore's primitives.
    .target(name: "Charts", dependencies: [trellis("Trellis")]),
    // Coordinates, locations and distances, and a location manager that never delivers.
    .target(name: "CoreLocation", dependencies: []),
    // MapKit's geometry and, for SwiftUI, `Map` drawn as a labelled placeholder.
    .target(name: "MapKit", dependencies: ["CoreLocation", trellis("Trellis")]),
    .target(name: "CoreMedia", dependencies: []),
    .target(name: "AVFoundation", dependencies: ["CoreMedia"]),
    .target(name: "Speech", dependencies: ["AVFoundation"]),
    .target(name: "AVKit", dependencies: ["AVFoundation", trellis("Trellis")]),
    // Trellis declares `UTType` and `Transferable` (SwiftUI re-exports them); these re-export it.
    .target(name: "UniformTypeIdentifiers", dependencies: [trellis("Trellis")]),
    .target(name: "CoreTransferable", dependencies: [trellis("Trellis")]),
    .target(name: "PhotosUI", dependencies: ["CoreTransferable", trellis("Trellis")]),
    .target(name: "StoreKit", dependencies: [trellis("Trellis")]),
    .target(name: "UserNotifications", dependencies: []),
    .target(name: "LocalAuthentication", dependencies: []),
    .target(name: "AuthenticationServices", dependencies: [trellis("Trellis")]),
    .target(name: "WidgetKit", dependencies: [trellis("Trellis")]),
    .target(name: "TipKit", dependencies: [trellis("Trellis")]),
    .target(name: "os", dependencies: []),
    .target(name: "OSLog", dependencies: ["os"]),
    // Weather types and a weather service that has none to give.
    .target(name: "WeatherKit", dependencies: ["CoreLocation"]),
    // Intents, parameters, results, app shortcuts and entities; `SiriTipView` drawn as a tip card.
    .target(name: "AppIntents", dependencies: [trellis("Trellis")]),
    // Live Activities' attributes and content; none can start.
    .target(name: "ActivityKit", dependencies: []),
    .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", trellis("SwiftUI")]),
    .testTarget(name: "ChartsTests", dependencies: ["Charts", trellis("SwiftUI")]),
    .testTarget(name: "CoreLocationTests", dependencies: ["CoreLocation"]),
    .testTarget(name: "MapKitTests", dependencies: ["MapKit", trellis("SwiftUI")]),
    .testTarget(name: "AVFoundationTests", dependencies: ["AVFoundation", trellis("SwiftUI")]),
    // Scrumdinger's speech recogniser is Swift 5 code, as Xcode projects are by default.
    .testTarget(name: "SpeechTests", dependencies: ["Speech", trellis("SwiftUI")], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "AVKitTests", dependencies: ["AVKit", trellis("SwiftUI")]),
    .testTarget(name: "PhotosUITests", dependencies: ["PhotosUI", trellis("SwiftUI")]),
    .testTarget(name: "StoreKitTests", dependencies: ["StoreKit", trellis("SwiftUI")]),
    .testTarget(name: "UserNotificationsTests", dependencies: ["UserNotifications", trellis("SwiftUI")]),
    .testTarget(name: "LocalAuthenticationTests", dependencies: ["LocalAuthentication", trellis("SwiftUI")]),
    .testTarget(name: "AuthenticationServicesTests", dependencies: ["AuthenticationServices", trellis("SwiftUI")]),
    .testTarget(name: "WidgetKitTests", dependencies: ["WidgetKit", trellis("SwiftUI")]),
    .testTarget(name: "TipKitTests", dependencies: ["TipKit", trellis("SwiftUI")]),
    .testTarget(name: "OSLogTests", dependencies: ["OSLog", trellis("SwiftUI")]),
    .testTarget(name: "WeatherKitTests", dependencies: ["WeatherKit", trellis("SwiftUI")]),
    .testTarget(name: "AppIntentsTests", dependencies: ["AppIntents", trellis("SwiftUI")]),
    .testTarget(name: "ActivityKitTests", dependencies: ["ActivityKit", trellis("SwiftUI")]),
]
#endif

let package = Package(
    name: "TrellisFrameworks",
    platforms: [.macOS(.v14)],
    products: products,
    dependencies: [.package(path: "..")],
    targets: targets,
    swiftLanguageModes: [.v6]
)
