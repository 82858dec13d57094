import Trellis

// Small views whose pictures are known pixel for pixel at scale 1.

/// A 10 × 10 point square of one colour.
struct Swatch: View {
    var colour: Color = .red
    var body: some View {
        colour.frame(width: 10, height: 10)
    }
}

/// The red swatch with one point at (3, 4) painted blue: at scale 1, one pixel in 100 differs.
struct MarkedSwatch: View {
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .overlay(alignment: .topLeading) {
                Color.blue.frame(width: 1, height: 1).offset(x: 3, y: 4)
            }
    }
}

/// Two coloured bars side by side: a layout tree with known frames.
struct Bars: View {
    var firstWidth: CGFloat = 10
    var body: some View {
        HStack(spacing: 4) {
            Color.red.frame(width: firstWidth, height: 20)
            Color.blue.frame(width: 30, height: 20)
        }
    }
}

/// A card with text, as an app would snapshot it.
struct Greeting: View {
    var name = "Ada"
    var body: some View {
        VStack(spacing: 8) {
            Text("Hello, \(name)").font(.headline)
            Text("Welcome back").foregroundStyle(.secondary)
        }
        .padding()
    }
}
