/// A type that produces view previews: SwiftUI's `PreviewProvider`.
///
/// Each top-level view of `previews` is its own preview, as in Xcode.
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
