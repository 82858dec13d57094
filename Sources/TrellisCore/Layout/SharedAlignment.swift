/// An alignment as a node keeps it: one reference, shared by every node with the same standard
/// alignment, instead of two 16-byte guide keys in each node (a frame is on most leaves).
final class SharedAlignment: Sendable {
    let alignment: Alignment

    private init(_ alignment: Alignment) {
        self.alignment = alignment
    }

    private static let center = SharedAlignment(.center)
    private static let standard: [SharedAlignment] = [
        .center, .init(.leading), .init(.trailing), .init(.top), .init(.bottom),
        .init(.topLeading), .init(.topTrailing), .init(.bottomLeading), .init(.bottomTrailing),
    ]

    /// The shared instance for a standard alignment, a new one for any other.
    static func of(_ alignment: Alignment) -> SharedAlignment {
        for shared in standard where shared.alignment == alignment { return shared }
        return SharedAlignment(alignment)
    }
}
