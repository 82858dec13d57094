import TrellisCore

/// A hairline rule: one pixel of the display, in the separator colour.
struct Hairline: View {
    let axis: Axis
    var color: Color = SystemColors.separator

    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let thickness = 1 / max(displayScale, 1)
        color.frame(width: axis == .vertical ? thickness : nil, height: axis == .horizontal ? thickness : nil)
    }
}
