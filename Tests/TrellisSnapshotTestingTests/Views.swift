import Trellis

// Small views whose pictures are known pixel for pixel at scale 1.

/// iOS 18's system red and blue as plain components: the same in every design, so the pixel
/// tables below hold whichever design is the default.
let fixedRed = Color(red: 1, green: 59 / 255, blue: 48 / 255)
let fixedBlue = Color(red: 0, green: 122 / 255, blue: 1)

/// A 10 × 10 point square of one colour.
struct Swatch: View {
    var colour: Color = fixedRed
    var body: some View {
        colour.frame(width: 10, height: 10)
    }
}

/// The red swatch with one point at (3, 4) painted blue: at scale 1, one pixel in 100 differs.
struct MarkedSwatch: View {
    var body: some View {
        fixedRed.frame(width: 10, height: 10)
            .overlay(alignment: .topLeading) {
                fixedBlue.frame(width: 1, height: 1).offset(x: 3, y: 4)
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
