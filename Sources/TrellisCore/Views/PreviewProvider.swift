/// A type that produces view previews: SwiftUI's `PreviewProvider`.
///
/// Each top-level view of `previews` is its own preview, as in Xcode.
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// The body of a `#Preview { … }` block, as `trellis preview` compiles it: a view builder, so
/// the block may hold statements and `let` bindings, or return its view explicitly, as Xcode
/// accepts.
public func _previewBody<V: View>(@ViewBuilder _ body: () -> V) -> V {
    body()
}
