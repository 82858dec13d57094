// The size-limiting frame seed's two versions of ContentView, as published, with only
// `import SwiftUI` replaced by `import Trellis`. Each lives in its own namespace (both are
// called ContentView), with the `Character` model the article leaves out.
import Trellis

enum SizeLimitingAttempt {
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
            // ⚠️ This is an example that does not work.
            HStack {
                Image(character.imageName)
                Text(character.title)
                    .frame(maxHeight: 200)
            }
        }
    }
}

enum SizeLimitingFixed {
    typealias Character = SizeLimitingAttempt.Character

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
}
