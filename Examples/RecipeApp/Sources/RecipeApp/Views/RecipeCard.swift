import SwiftUI

struct RecipeCard: View {
    @Bindable var recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text(recipe.title).font(.title2).bold()
                Spacer()
                Image(systemName: recipe.isFavourite ? "heart.fill" : "heart")
                    .foregroundStyle(.pink)
                    .onTapGesture { recipe.isFavourite.toggle() }
            }
            HStack(spacing: 16) {
                Label(Formatting.duration(minutes: recipe.minutes), systemImage: "clock")
                Label("\(recipe.servings) servings", systemImage: "person.2")
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
            HStack {
                ForEach(recipe.tags, id: \.self) { tag in
                    Text(tag).font(.caption).padding(.horizontal, 8).padding(.vertical, 4)
                        .background(.tint.opacity(0.12), in: .capsule)
                }
            }
            Stepper("Servings: \(recipe.servings)", value: $recipe.servings, in: 1...12)
        }
        .padding()
        .background(.background, in: .rect(cornerRadius: 16))
        .shadow(color: .black.opacity(0.1), radius: 10, y: 4)
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    RecipeCard(recipe: .sample)
}
