internal import TrellisCore

/// What a person did on a canvas in `trellis serve`, sent with a ``LivePreviewRequest``: a
/// tap at a point of the preview's window, a drag, keys typed into the field a tap focused, a
/// scroll, or a reset to the preview's first state.
struct LivePreviewEvent: Decodable, Equatable {
    enum Kind: String, Decodable {
        /// A click at (`x`, `y`), in the window's coordinates.
        case tap
        /// The pointer held down at (`x`, `y`), moved and lifted at (`toX`, `toY`).
        case drag
        /// `text` typed at the end of the focused field.
        case type
        /// The delete key in the focused field.
        case delete
        /// The return key in the focused field.
        case submit
        /// A scroll wheel turned at (`x`, `y`) by (`dx`, `dy`) points.
        case scroll
        /// The preview (every preview when `preview` is nil) back to its first state.
        case reset
    }

    var kind: Kind
    /// The preview's name (``LivePreviewPicture/name``); nil only for a reset of all.
    var preview: String?
    var x: Double?
    var y: Double?
    var dx: Double?
    var dy: Double?
    var toX: Double?
    var toY: Double?
    var text: String?

    /// Applies the event to `host` and says what it did; a view that keeps changing itself
    /// after the event (``ViewHostError/tooManyUpdates(_:)``) is said, not thrown.
    func apply(to host: ViewHost) -> String {
        do {
            switch kind {
            case .tap:
                guard let x, let y, x.isFinite, y.isFinite else { return "a tap needs a point" }
                return try host.tap(at: CGPoint(x: x, y: y)).description
            case .drag:
                guard let x, let y, let toX, let toY, [x, y, toX, toY].allSatisfy(\.isFinite) else { return "a drag needs two points" }
                return try host.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: toX, y: toY)).description
            case .type:
                return try host.typeKeys(text ?? "").description
            case .delete:
                return try host.deleteBackward().description
            case .submit:
                return try host.submitFocusedField().description
            case .scroll:
                guard let x, let y, x.isFinite, y.isFinite else { return "a scroll needs a point" }
                let distance = CGVector(dx: dx.flatMap { $0.isFinite ? $0 : nil } ?? 0, dy: dy.flatMap { $0.isFinite ? $0 : nil } ?? 0)
                return try host.scroll(at: CGPoint(x: x, y: y), by: distance).description
            case .reset:
                return "reset"
            }
        } catch {
            return "\(error)"
        }
    }
}
