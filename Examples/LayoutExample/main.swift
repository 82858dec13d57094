// Lays out a small SwiftUI view with Trellis and prints what SwiftUI would do with it.
import Trellis

struct Card: View {
    var body: some View {
        HStack {
            Color.red.frame(width: 40, height: 40)
            Text("Checkout").frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityIdentifier("title")
        }
        .padding()
    }
}

let layout = ViewLayout(Card(), in: ProposedViewSize(width: 390, height: 844))
print("size:", layout.size)
print("title:", layout.frame(of: "title").map { "\($0)" } ?? "not found")
print()
print(layout)
