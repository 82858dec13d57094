/// A problem Trellis found in a view tree, in SwiftUI's words where SwiftUI logs one.
///
/// Bad input never crashes a layout: an invalid frame dimension is ignored, a contradictory
/// frame keeps its constraints, a missing image takes no space; each leaves a diagnostic.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The message, e.g. "Invalid frame dimension (negative or non-finite).".
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// SwiftUI's message for a negative or non-finite frame dimension.
    public static let invalidFrameDimension = LayoutDiagnostic("Invalid frame dimension (negative or non-finite).")
    /// SwiftUI's message for a flexible frame whose minimum exceeds its maximum.
    public static let contradictoryFrameConstraints = LayoutDiagnostic("Contradictory frame constraints specified.")
}

extension LayoutDiagnostic {
    /// Records `message` on the layout whose views are being resolved now (a control's body
    /// reporting bad input, say). Outside a layout it does nothing.
    public static func _report(_ message: String) {
        ActiveResolver.current?.resolver.session.report(LayoutDiagnostic(message))
    }
}
