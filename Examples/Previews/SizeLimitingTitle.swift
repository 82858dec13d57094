// The size-limiting frame seed, verbatim, with a short and a long title. The portraits are not
// shipped, so the images are empty (0 × 0) and only the titles show.
import SwiftUI

final class Character: ObservableObject {
    @Published var imageName: String
    @Published var title: String
    init(imageName: String, title: String) {
        self.imageName = imageName
        self.title = title
    }
}

struct ContentView : View {
    @ObservedObject var character: Character

    var body: some View {
        HStack {
            Image(character.imageName)
            Text(character.title)
                .frame(maxHeight: 200)
                .fixedSize(horizontal: false, vertical: true)
        }
    }
}

let brawler = Character(imageName: "brawler", title: "Brawler")
let dragoon = Character(
    imageName: "dragoon",
    title: "Daenerys Stormborn of House Targaryen, First of Her Name, Queen of the Andals and the First Men, "
        + "Protector of the Seven Kingdoms, the Mother of Dragons, the Khaleesi of the Great Grass Sea, the Unburnt, "
        + "the Breaker of Chains, Lady of Dragonstone, Queen of Meereen, Khaleesi of the Dothraki, the Silver Queen, "
        + "Princess of Dragonstone, Mhysa, the Dragon Queen, Daughter of Death, Slayer of Lies, the Last Dragon")

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView(character: brawler)
            .border(Color.red)
            .previewDisplayName("short title")
        ContentView(character: dragoon)
            .border(Color.red)
            .previewDisplayName("long title")
    }
}
