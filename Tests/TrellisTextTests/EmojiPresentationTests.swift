import Testing
@testable import TrellisText

/// Which characters go to the colour emoji font: default emoji presentation, or an
/// emoji-capable character with VARIATION SELECTOR-16 after it.
@Suite struct EmojiPresentationTests {
    @Test(arguments: [
        (0x1F600, nil, true),  // 😀: emoji by default
        (0x1F1EB, 0x1F1F7, true),  // a regional indicator (a flag's first half)
        (0x2764, nil, false),  // ❤ alone is text
        (0x2764, 0xFE0F, true),  // ❤️
        (0x31, 0xFE0F, true),  // 1️⃣'s digit
        (0x31, nil, false),  // a plain digit
        (0x41, 0xFE0F, false),  // a letter is never emoji
    ] as [(UInt32, UInt32?, Bool)])
    func presentation(codePoint: UInt32, next: UInt32?, isEmoji: Bool) {
        #expect(EmojiPresentation.isEmoji(codePoint, followedBy: next) == isEmoji)
    }

    @Test func noColourFontCoversAnIdeographSoItHasNoEmojiFace() {
        #expect(FontLibrary().emojiFace(for: 0x4E00) == nil)
    }
}
