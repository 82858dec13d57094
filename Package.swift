// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// On platforms without Apple's frameworks (Linux), Trellis also answers to their names: a
// package depends on the products `SwiftUI` and `UIKit` for those platforms only, and its views
// keep `import SwiftUI`. On Apple's platforms the products do not exist, so Apple's are used.
// The other frameworks apps import (CoreGraphics, MapKit, Charts, AVFoundation…) are stand-ins
// of the package in `Frameworks/`: named here, they would be found by the `canImport` checks of
// this package's own dependencies (swift-argument-parser asks for `os`, swift-custom-dump for
// CoreLocation and StoreKit) and change how those compile (docs/frameworks.md).
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
let frameworkStandIns: [Product] = []
let frameworkStandInTargets: [Target] = []
#else
let frameworkStandIns: [Product] = [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "UIKit", targets: ["UIKit"]),
]
let frameworkStandInTargets: [Target] = [
    .target(name: "SwiftUI", dependencies: ["Trellis"], path: "Sources/Frameworks/SwiftUI"),
    .target(name: "UIKit", dependencies: ["Trellis"], path: "Sources/Frameworks/UIKit"),
    .testTarget(name: "FrameworkNameTests", dependencies: ["SwiftUI", "UIKit"]),
]
#endif

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .executable(name: "trellis-layout-example", targets: ["trellis-layout-example"]),
        .executable(name: "trellis", targets: ["trellis"]),
        // Snapshot strategies for swift-snapshot-testing: a product of its own, so a package
        // using Trellis alone never builds the testing library.
        .library(name: "TrellisSnapshotTesting", targets: ["TrellisSnapshotTesting"]),
    ] + frameworkStandIns,
    dependencies: [
        // The `trellis` command's argument parsing.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The `trellis` command reads preview files with Swift's own parser.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Combine where Apple's is missing: `@Published`'s publishers, subjects, `sink`, `store(in:)`.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // TrellisSnapshotTesting's strategies plug into Point-Free's library (1.17+ works with
        // swift-testing as well as XCTest).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `trellis serve`'s web server (loopback only). Without its default traits: the
        // swift-configuration support is not needed.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // Quietens the server's log (Hummingbird logs each start at the info level).
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // What users import: the SwiftUI-shaped API, re-exporting everything below.
        .target(
            name: "Trellis",
            dependencies: [
                "TrellisCore", "TrellisControls", "TrellisUIKit", "TrellisTextBridge", "TrellisImages", "TrellisRendering",
                "TrellisPreviewMacros",
            ]),
        // `#Preview` and `@Previewable` for modules compiled as they are (they declare nothing:
        // `trellis` reads previews from the source).
        .macro(
            name: "TrellisPreviewMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),

        // The view API and the layout engine. Pure Swift: no I/O, no C libraries but Foundation's
        // own ICU. It re-exports Combine (SwiftUI does), OpenCombine where Apple's Combine is missing.
        .target(
            name: "TrellisCore",
            dependencies: [
                "CMemoryHints",
                .product(
                    name: "OpenCombineShim", package: "OpenCombine",
                    condition: .when(platforms: [.linux, .android, .windows, .openbsd, .wasi])),
            ],
            // Plural rules come from Foundation's own ICU (`_FoundationICU`, loaded with Foundation
            // anyway): importing its module does not link it.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]),

        // iOS's controls and their styles (Button, Label, Toggle, ProgressView…), each a style
        // whose body composes TrellisCore's primitives: nothing here lays out or draws itself.
        // Cache prefetch hints for the layout loops (inline C: Swift has no prefetch).
        .target(name: "CMemoryHints"),
        .target(name: "TrellisControls", dependencies: ["TrellisCore"]),
        // The small part of UIKit SwiftUI code uses (UIColor's system colours, UIScreen, UIImage,
        // keyboard types), so such code compiles on Linux. UIImage(data:) reads image headers.
        .target(name: "TrellisUIKit", dependencies: ["TrellisCore", "TrellisImages"]),

        // --- Text shaping (HarfBuzz + FreeType). Independent of TrellisCore. ---
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        // ICU's line-break iterator behind a plain C function (libicu-dev): ICU's headers clash
        // with Foundation's private ICU copy when imported into Swift.
        .target(name: "CLineBreak", linkerSettings: [.linkedLibrary("icuuc")]),
        .systemLibrary(
            name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .target(
            name: "TrellisText", dependencies: ["CHarfBuzz", "CFreeType", "CLineBreak", "CFontconfig"],
            resources: [.copy("Fonts")]),
        // --- end of text shaping ---

        .executableTarget(name: "trellis-layout-example", dependencies: ["Trellis"], path: "Examples/LayoutExample"),

        // Image files: finds them and reads their size for layout.
        .target(name: "TrellisImages", dependencies: ["TrellisCore"]),

        // Text as the layout core sees it, measured and drawn by the shaping engine.
        .target(name: "TrellisTextBridge", dependencies: ["TrellisCore", "TrellisText"]),

        // --- Rendering: display lists to PNG (Cairo) and SVG; ImageRenderer. ---
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo-ft",
            providers: [.apt(["libcairo2-dev"])]),
        // JPEG decoding for the PNG renderer (Cairo reads PNG only).
        .systemLibrary(
            name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]),
        // libjpeg ends the process on bad data unless its error handler longjmps out, which Swift
        // cannot do: the decode is a C function.
        .target(name: "CJPEGDecoder", dependencies: ["CJPEG"]),
        // PNG encoding: libpng writes the file, igzip (ISA-L) compresses the image data (Cairo's
        // writer always compresses hard, and zlib, even at its fastest level, was most of the time
        // of drawing a picture). libpng's errors longjmp, which Swift cannot take: the encoder is C.
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        // Intel's ISA-L: igzip, the DEFLATE compressor the PNG encoder uses (about ten times as
        // fast as zlib at its fastest level, and as small).
        .systemLibrary(
            name: "CISAL", path: "Sources/CISAL", pkgConfig: "libisal",
            providers: [.apt(["libisal-dev"])]),
        .target(name: "CPNGEncoder", dependencies: ["CPNG", "CISAL"]),
        .target(
            name: "TrellisRendering",
            dependencies: [
                "TrellisCore", "TrellisText", "TrellisTextBridge", "TrellisImages", "CCairo", "CFreeType", "CJPEGDecoder",
                "CPNGEncoder",
            ]),
        .testTarget(
            name: "TrellisRenderingTests", dependencies: ["TrellisRendering", "TrellisCore", "TrellisText", "TrellisControls"],
            exclude: ["References"]),
        // The `trellis` command: `trellis preview File.swift`, `trellis layout File.swift`.
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(name: "TrellisCommandTests", dependencies: ["trellis", .product(name: "Hummingbird", package: "hummingbird")]),
        // --- end of rendering ---

        // Views as snapshot-testing values: `.image`, `.svg` and `.layout` strategies.
        .target(
            name: "TrellisSnapshotTesting",
            dependencies: ["Trellis", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .testTarget(name: "TrellisSnapshotTestingTests", dependencies: ["TrellisSnapshotTesting"]),

        .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore"]),
        .testTarget(name: "TrellisControlsTests", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisImagesTests", dependencies: ["TrellisImages"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TrellisTextTests", dependencies: ["TrellisText"]),
    ] + frameworkStandInTargets,
    swiftLanguageModes: [.v6]
)
