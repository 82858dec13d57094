/// The Apple frameworks Trellis stands in for on Linux: `SwiftUI` and `UIKit` (read as
/// `import Trellis`), Combine (read as OpenCombine's `OpenCombineShim`), and the products of the
/// Trellis package's `Frameworks` package, named as Apple's modules. The preview package
/// depends on each, so a preview file and its app's files keep their imports.
enum FrameworkStandIns {
    /// The products of `Frameworks/Package.swift`, in the order the generated manifest lists them.
    static let products = [
        "CoreGraphics", "Charts", "CoreLocation", "MapKit", "CoreMedia", "AVFoundation", "Speech", "AVKit",
        "UniformTypeIdentifiers", "CoreTransferable", "PhotosUI", "StoreKit", "UserNotifications", "LocalAuthentication",
        "AuthenticationServices", "WidgetKit", "TipKit", "os", "OSLog", "WeatherKit", "AppIntents", "ActivityKit",
    ]

    /// The folder of the frameworks' package in the Trellis package.
    static let packageFolder = "Frameworks"

    /// Modules a preview's files may import and still compile with Trellis on Linux.
    static let compilableModules: Set<String> =
        Set(products).union(["SwiftUI", "UIKit", "Combine", "Foundation", "Observation", "Trellis", "Dispatch"])
}
