import SwiftUI

@main
struct RecipeAppMain: App {
    @State private var recipe = Recipe.sample

    var body: some Scene {
        WindowGroup {
            RecipeCard(recipe: recipe)
        }
    }
}
