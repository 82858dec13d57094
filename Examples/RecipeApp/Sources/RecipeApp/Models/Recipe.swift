import Foundation
import Observation

@Observable
final class Recipe: Identifiable {
    let id = UUID()
    var title: String
    var minutes: Int
    var servings: Int
    var isFavourite: Bool
    var tags: [String]

    init(title: String, minutes: Int, servings: Int, isFavourite: Bool = false, tags: [String] = []) {
        self.title = title
        self.minutes = minutes
        self.servings = servings
        self.isFavourite = isFavourite
        self.tags = tags
    }

    static let sample = Recipe(title: "Lemon risotto", minutes: 35, servings: 4, isFavourite: true,
                               tags: ["Vegetarian", "Weeknight"])
}
