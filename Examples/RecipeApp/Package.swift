// swift-tools-version: 5.9
// An app's package, as a SwiftUI developer has one: views that use the app's own models and
// helpers from sibling files. `trellis preview` compiles a view file together with them:
//
//     swift run trellis preview Examples/RecipeApp/Sources/RecipeApp/Views/RecipeCard.swift
//
// (This manifest is for Apple platforms; Trellis only reads where the target's files are.)
import PackageDescription

let package = Package(
    name: "RecipeApp",
    platforms: [.iOS(.v17)],
    products: [.library(name: "RecipeApp", targets: ["RecipeApp"])],
    targets: [.target(name: "RecipeApp")]
)
