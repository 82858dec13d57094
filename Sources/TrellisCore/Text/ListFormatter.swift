import Foundation

#if !canImport(Darwin)
/// Joins items into a sentence's list: Foundation's `ListFormatter`, which Foundation on Linux
/// lacks. English only ("Ada, Grace, and Alan"), the language previews are drawn in.
open class ListFormatter: @unchecked Sendable {
    /// Formats each item (an item is described as it prints when nil or not a string).
    open var itemFormatter: Formatter?
    /// The locale the list is written for (English whatever it is set to).
    open var locale: Locale = Locale(identifier: "en_US")

    public init() {}

    /// `strings` joined: "A", "A and B", "A, B, and C".
    open class func localizedString(byJoining strings: [String]) -> String {
        switch strings.count {
        case 0: return ""
        case 1: return strings[0]
        case 2: return "\(strings[0]) and \(strings[1])"
        default: return strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }

    /// `items` described and joined; nil when an item cannot be described.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let itemFormatter {
                guard let text = itemFormatter.string(for: item) else { return nil }
                strings.append(text)
            } else {
                strings.append(item as? String ?? String(describing: item))
            }
        }
        return Self.localizedString(byJoining: strings)
    }

    /// `item` (an array) described and joined.
    open func string(for item: Any?) -> String? {
        guard let items = item as? [Any] else { return nil }
        return string(from: items)
    }
}
#endif
