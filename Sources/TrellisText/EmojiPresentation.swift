/// Which characters are drawn as colour emoji: those whose default presentation is emoji
/// (Unicode's `Emoji_Presentation`: 😀, 👍, the regional indicators of flags) and emoji-capable
/// characters asking for it with VARIATION SELECTOR-16 (❤️, 1️⃣). Others (❤ alone, digits) stay
/// text, in the run's font.
enum EmojiPresentation {
    static func isEmoji(_ codePoint: UInt32, followedBy next: UInt32?) -> Bool {
        // Below U+203C the only emoji-capable characters are #, *, the digits, © and ®, and none
        // is emoji by default: most text is decided here without a property lookup.
        if codePoint < 0x203C {
            guard next == 0xFE0F else { return false }
            return codePoint == 0x23 || codePoint == 0x2A || (0x30...0x39).contains(codePoint) || codePoint == 0xA9
                || codePoint == 0xAE
        }
        guard let scalar = Unicode.Scalar(codePoint) else { return false }
        let properties = scalar.properties
        if properties.isEmojiPresentation { return true }
        return next == 0xFE0F && properties.isEmoji
    }
}
