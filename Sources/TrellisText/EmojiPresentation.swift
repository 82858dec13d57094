/// Which characters are drawn as colour emoji: those whose default presentation is emoji
/// (Unicode's `Emoji_Presentation`: 😀, 👍, the regional indicators of flags) and emoji-capable
/// characters asking for it with VARIATION SELECTOR-16 (❤️, 1️⃣). Others (❤ alone, digits) stay
/// text, in the run's font.
enum EmojiPresentation {
    static func isEmoji(_ codePoint: UInt32, followedBy next: UInt32?) -> Bool {
        // Below U+00A9 only digits, # and * are emoji-capable, and only with a selector.
        guard codePoint >= 0x23, let scalar = Unicode.Scalar(codePoint) else { return false }
        let properties = scalar.properties
        if properties.isEmojiPresentation { return true }
        return next == 0xFE0F && properties.isEmoji
    }
}
