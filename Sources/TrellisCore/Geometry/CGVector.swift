// Foundation on Linux has CGFloat, CGPoint, CGSize and CGRect but not CoreGraphics' vector,
// which SwiftUI code passes to drag velocities and physics-like helpers.
#if !canImport(Darwin)
/// A two-dimensional vector: CoreGraphics' `CGVector`.
public struct CGVector: Hashable, Codable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector() }

    public var description: String { "(\(dx), \(dy))" }
}
#endif
