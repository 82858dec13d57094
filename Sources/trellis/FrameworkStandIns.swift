/// The Apple frameworks Trellis stands in for on Linux (products of the Trellis package named as
/// Apple's modules, under `Sources/Frameworks/`): the preview package depends on each, so a
/// preview file and its app's files keep their imports.
enum FrameworkStandIns {
    /// The products, in the order the generated manifest lists them. `SwiftUI` and `UIKit` are
    /// stand-ins too, but previews read them as `import Trellis` (the same module's contents).
    static let products = [
        "Combine", "CoreGraphics", "Charts", "CoreLocation", "MapKit", "CoreMedia", "AVFoundation", "Speech", "AVKit",
        "UniformTypeIdentifiers", "CoreTransferable", "PhotosUI", "StoreKit", "UserNotifications", "LocalAuthentication",
        "AuthenticationServices", "WidgetKit", "TipKit", "os", "OSLog",
    ]

    /// Modules a preview's files may import and still compile with Trellis on Linux.
    static let compilableModules: Set<String> =
        Set(products).union(["SwiftUI", "UIKit", "Foundation", "Observation", "Trellis", "Dispatch"])
}
