/// A width and a height in points.
public struct TextSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = TextSize(width: 0, height: 0)
}
