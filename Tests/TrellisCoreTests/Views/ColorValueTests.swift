import Testing
@testable import TrellisCore

/// Whether values of `T` are copied and destroyed as plain bytes (no reference counting).
private func isPlainValue<T>(_ value: T) -> Bool { _isPOD(T.self) }

@Suite struct ColorValueTests {
    /// Colours are the commonest leaves: a colour, and a framed one, must copy as bytes.
    @Test func aColourAndAFramedColourArePlainValues() {
        #expect(isPlainValue(Color.red))
        #expect(isPlainValue(Color("Palette/Unknown")))
        #expect(isPlainValue(Color.red.opacity(0.5).frame(width: 10, height: 10)))
    }

    @Test(arguments: [
        (Color.red, "red"),
        (Color.accentColor, "accentColor"),
        (Color.red.opacity(0.5), "red.opacity(0.5)"),
        // Opacities multiply; the name shows their product.
        (Color.blue.opacity(0.5).opacity(0.5), "blue.opacity(0.25)"),
        (Color(_light: .green, dark: .mint), "green"),
        (Color(red: 1, green: 0, blue: 0.5), "#FF007FFF"),
        (Color(red: 1, green: 0, blue: 0).opacity(0.5), "#FF00007F"),
    ])
    func description(_ color: Color, _ expected: String) {
        #expect(color.description == expected)
    }

    @Test func equalNamesAreEqualColours() {
        #expect(Color.red.opacity(0.5) == Color.red.opacity(0.5))
        #expect(Color.red.opacity(0.5) != Color.red)
        // Same components, different names.
        #expect(Color.accentColor != Color.blue)
        #expect(Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255) != Color.red)
    }
}
