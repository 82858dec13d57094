import Foundation

/// A colour's name (`red`, an asset catalog's `Brand`) as a number standing for it: a colour
/// holding a `String` is copied and destroyed with reference counting, and colours are the
/// commonest leaves, so a `Color` (and a framed colour, and any view of plain values around
/// one) keeps this plain value instead. Each distinct name is kept once, for the life of the
/// process: there are as many as the program has colour names.
struct InternedColorName: Hashable, Sendable {
    private let index: UInt32

    init(_ name: String) {
        index = Self.names.index(of: name)
    }

    private init(index: UInt32) { self.index = index }

    /// No name: four bytes, where an optional would take five.
    static let none = InternedColorName(index: .max)

    /// The name, or nil for ``none``.
    var string: String? { index == .max ? nil : Self.names.name(at: index) }

    private final class Names: @unchecked Sendable {
        // @unchecked: `names` and `indices` are only touched while holding `lock`.
        let lock = NSLock()
        var names: [String] = []
        var indices: [String: UInt32] = [:]

        func index(of name: String) -> UInt32 {
            lock.lock()
            defer { lock.unlock() }
            if let index = indices[name] { return index }
            let index = UInt32(names.count)
            names.append(name)
            indices[name] = index
            return index
        }

        func name(at index: UInt32) -> String {
            lock.lock()
            defer { lock.unlock() }
            return names[Int(index)]
        }
    }

    private static let names = Names()
}
