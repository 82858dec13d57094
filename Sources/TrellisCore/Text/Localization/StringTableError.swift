/// Why a string table could not be read.
public struct StringTableError: Error, CustomStringConvertible, Sendable {
    /// What is wrong with the file, in a few words ("not JSON: …").
    public let description: String

    init(_ description: String) { self.description = description }
}
