import TrellisCore

/// Related controls drawn as one: SwiftUI's `ControlGroup`. Outside a menu or toolbar, its
/// buttons sit side by side as equal-width icon buttons on one grey rounded rectangle, with
/// hairlines between them (an estimate: docs/ios-metrics.md § 13).
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of the controls in `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of the controls in `content` with a label (shown only where the group becomes a
    /// menu, never here).
    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    public var body: some View {
        let controls = content._topLevelViews.map { AnyView($0) }
        HStack(spacing: 0) {
            ForEach(controls.indices, id: \.self) { index in
                if index > 0 {
                    Rectangle()
                        .fill(SystemColors.separator)
                        .frame(width: ControlGroupMetrics.separatorWidth)
                        .padding(.vertical, ControlGroupMetrics.separatorInset)
                }
                controls[index]
                    .labelStyle(.iconOnly)
                    .padding(.vertical, ControlGroupMetrics.verticalPadding)
                    .frame(maxWidth: .infinity)
            }
        }
        .fixedSize(horizontal: false, vertical: true)
        .background(SystemColors.tertiarySystemFill, in: RoundedRectangle(cornerRadius: ControlGroupMetrics.cornerRadius))
    }
}

/// The numbers of a control group (estimates: docs/ios-metrics.md § 13).
enum ControlGroupMetrics {
    static let cornerRadius: CGFloat = 8
    static let verticalPadding: CGFloat = 7
    static let separatorWidth: CGFloat = 1
    static let separatorInset: CGFloat = 8
}
