/// A font face at a size, as a renderer needs it.
public struct FontInstance: Hashable, Sendable {
    /// The font file.
    public var path: String
    /// The face within the file (collections hold several).
    public var faceIndex: Int
    /// The point size (after any ``TextLayout/fontScale``).
    public var size: Double

    public init(path: String, faceIndex: Int, size: Double) {
        self.path = path
        self.faceIndex = faceIndex
        self.size = size
    }
}
