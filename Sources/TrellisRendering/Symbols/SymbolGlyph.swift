/// The Material Icons glyph drawn for an SF Symbol: its name in that font (for people reading
/// the table) and its code point (what drawing looks up).
struct SymbolGlyph: Sendable {
    let materialName: String
    let codepoint: UInt32

    init(_ materialName: String, _ codepoint: UInt32) {
        self.materialName = materialName
        self.codepoint = codepoint
    }
}
