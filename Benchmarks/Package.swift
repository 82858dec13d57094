// swift-tools-version: 6.1
// The Trellis benchmark suite. A package of its own so that `swift test` on the main
// package never builds or runs it. See docs/performance.md.
//
//   swift run -c release --package-path Benchmarks trellis-bench            # timings
//   Benchmarks/compare.sh                                                   # vs Taffy
//   swift package --package-path Benchmarks benchmark                       # mallocs, peak RSS
//   swift run -c release --package-path Benchmarks random-trees             # invariants, 1M trees
//   swift run --package-path Benchmarks api-surface report …                # docs/api-surface.md
import PackageDescription

// `.package(path: "..")` gets its identity from the directory name (`main`,
// `trellis`, ... wherever the repository is checked out), and products are looked
// up by that identity.
let trellis: String = {
    let components = Context.packageDirectory.split(separator: "/")
    return components.count >= 2 ? components[components.count - 2].lowercased() : "trellis"
}()

let package = Package(
    name: "TrellisBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // `api-surface` reads SwiftUI's module interfaces and Trellis's sources with Swift's parser.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The benchmark trees (SwiftUI code against `import Trellis`) and the timing harness.
        .target(
            name: "TrellisBenchSupport",
            dependencies: [.product(name: "Trellis", package: trellis)]),

        // `trellis-bench`: the plain release-mode executable (timings, relayout, peak RSS).
        .executableTarget(
            name: "trellis-bench",
            dependencies: ["TrellisBenchSupport", .product(name: "Trellis", package: trellis)]),

        // `render-throughput`: previews per second on one thread and on every core.
        .executableTarget(
            name: "render-throughput",
            dependencies: [.product(name: "Trellis", package: trellis)]),

        // `event-bench`: from a tap to the new picture on a 200-row list in a ViewHost, and how
        // many bodies each update evaluates (issue 27).
        .executableTarget(
            name: "event-bench",
            dependencies: [.product(name: "Trellis", package: trellis)]),

        // `render-bench`: the comparison scenes (card, list, article, grid) drawn to PNG; the
        // same scenes in Takumi are `takumi_scenes.py`.
        .executableTarget(
            name: "render-bench",
            dependencies: ["TrellisBenchSupport", .product(name: "Trellis", package: trellis)]),

        // The random-tree tests' generator and invariant checks (Tests/TrellisTests/RandomTrees),
        // each file a symlink: a target cannot list files outside its own directory.
        .target(
            name: "RandomTreeSupport",
            dependencies: [.product(name: "Trellis", package: trellis)]),

        // `random-trees`: a million random trees, hostile ones among them, against the
        // layout invariants (docs/random-trees.md).
        .executableTarget(
            name: "random-trees",
            dependencies: ["RandomTreeSupport", .product(name: "Trellis", package: trellis)]),

        // `api-surface`: Trellis's public API against SwiftUI's (docs/api-surface.md). Here rather
        // than in the main package so that the main package's `swift build` and `swift test` never
        // compile it; it reads Trellis's sources as text and does not link Trellis.
        .executableTarget(
            name: "api-surface",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),

        // package-benchmark suite (wall clock, malloc counts, peak RSS); it must live in
        // Benchmarks/<target> for the plugin to find it.
        .executableTarget(
            name: "TrellisLayout",
            dependencies: [
                "TrellisBenchSupport",
                .product(name: "Trellis", package: trellis),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TrellisLayout",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ],
    swiftLanguageModes: [.v6]
)
