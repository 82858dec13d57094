import Foundation

#if canImport(_FoundationICU)
    internal import _FoundationICU
#endif

/// A CLDR plural category: which form of a word a number takes in a language.
enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other
}

/// The CLDR cardinal plural rules of languages ("1 item", "2 items"; Russian's "few" for 2–4
/// and "many" for 5–20; Arabic's six forms), from ICU: Foundation on Linux carries its own
/// ICU (`_FoundationICU`), whose plural rules are the ones iOS applies.
enum PluralRules {
    /// The category `number` takes in the language of `languageIdentifier` (such as "ru" or
    /// "pt-BR").
    static func category(of number: Double, language languageIdentifier: String) -> PluralCategory {
        #if canImport(_FoundationICU)
            return rules(for: languageIdentifier).category(of: number)
        #else
            // Without ICU (Apple's platforms, where Trellis is not the renderer): English's rule.
            return number == 1 ? .one : .other
        #endif
    }

    #if canImport(_FoundationICU)
        /// One language's rules, opened once: opening reads ICU's data.
        private final class Rules: @unchecked Sendable {
            // @unchecked: `rules` is only used while holding `lock` (ICU's objects are not
            // documented as safe to share between threads).
            private let lock = NSLock()
            private let rules: OpaquePointer?

            init(language: String) {
                var status = U_ZERO_ERROR
                rules = swift_uplrules_open(language, &status)
            }

            deinit { if let rules { swift_uplrules_close(rules) } }

            func category(of number: Double) -> PluralCategory {
                guard let rules else { return .other }
                return lock.withLock {
                    var status = U_ZERO_ERROR
                    var keyword = [UChar](repeating: 0, count: 16)
                    let length = swift_uplrules_select(rules, number, &keyword, Int32(keyword.count), &status)
                    guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0 else { return .other }
                    return PluralCategory(rawValue: String(decoding: keyword.prefix(Int(length)), as: UTF16.self)) ?? .other
                }
            }
        }

        private final class Cache: @unchecked Sendable {
            // @unchecked: `rules` is only touched while holding `lock`.
            let lock = NSLock()
            var rules: [String: Rules] = [:]
        }

        private static let cache = Cache()

        private static func rules(for language: String) -> Rules {
            // ICU wants `pt_BR`; `pt-BR` and `pt_BR` are one language here.
            let identifier = language.replacingOccurrences(of: "-", with: "_")
            return cache.lock.withLock {
                if let rules = cache.rules[identifier] { return rules }
                let rules = Rules(language: identifier)
                cache.rules[identifier] = rules
                return rules
            }
        }
    #endif
}
