/// The system colours iOS 26 redesigned, light and dark (Apple's Human Interface Guidelines ›
/// Color, iOS 26 revision; docs/ios-metrics.md § 26.2). Green, pink and the grays kept their
/// iOS 18 values; the semantic colours (labels, fills, backgrounds) did too, as far as iOS 26
/// pictures show.
enum SystemColorsIOS26 {
    struct Entry {
        /// The colour's iOS 18 light components: a colour is the system colour only if it has
        /// them, so an asset catalog colour that happens to be called `red` keeps its own.
        let iOS18Light: Color.Resolved
        let light: Color.Resolved
        let dark: Color.Resolved
    }

    /// The iOS 26 values of `color` if it is (a faded copy of) a redesigned system colour.
    static func values(of color: Color) -> Entry? {
        guard let entry = entries[color.interned] else { return nil }
        let own = color.resolved
        let expected = entry.iOS18Light
        guard own.red == expected.red, own.green == expected.green, own.blue == expected.blue else { return nil }
        return entry
    }

    /// Each redesigned colour by name: the light and the dark value, 0–255.
    static let table: [(color: Color, light: (Int, Int, Int), dark: (Int, Int, Int))] = [
        (.red, (255, 56, 60), (255, 66, 69)),
        (.orange, (255, 141, 40), (255, 146, 48)),
        (.yellow, (255, 204, 0), (255, 214, 0)),
        (.mint, (0, 200, 179), (0, 218, 195)),
        (.teal, (0, 195, 208), (0, 210, 224)),
        (.cyan, (0, 192, 232), (60, 211, 254)),
        (.blue, (0, 136, 255), (0, 145, 255)),
        (.indigo, (97, 85, 245), (109, 124, 255)),
        (.purple, (203, 48, 224), (219, 52, 242)),
        (.brown, (172, 127, 94), (183, 138, 102)),
        // The default tint is blue.
        (.accentColor, (0, 136, 255), (0, 145, 255)),
    ]

    private static let entries: [InternedColorName: Entry] = {
        func components(_ rgb: (Int, Int, Int)) -> Color.Resolved {
            Color.Resolved(red: Float(rgb.0) / 255, green: Float(rgb.1) / 255, blue: Float(rgb.2) / 255)
        }
        var entries: [InternedColorName: Entry] = [:]
        for row in table {
            entries[row.color.interned] = Entry(
                iOS18Light: row.color.resolved, light: components(row.light), dark: components(row.dark))
        }
        return entries
    }()
}
