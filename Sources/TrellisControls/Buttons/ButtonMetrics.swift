import TrellisCore

/// The numbers of iOS's button styles (sources in docs/ios-metrics.md).
enum ButtonMetrics {
    /// A bordered button's font and insets around the label at one control size.
    struct Bordered {
        let font: Font
        let horizontalPadding: CGFloat
        let verticalPadding: CGFloat
        /// Whether `.automatic` is a capsule (otherwise a rounded rectangle).
        let automaticShapeIsCapsule: Bool
    }

    /// A bordered (or glass) button's metrics at `size` in `design`: iOS 26 keeps iOS 18's font
    /// and padding (estimate: no iOS 26 size is measured yet) and makes every size a capsule.
    static func bordered(_ size: ControlSize, design: DesignVersion = .iOS18) -> Bordered {
        let iOS18 = iOS18Bordered(size)
        switch design {
        case .iOS18: return iOS18
        case .iOS26:
            return Bordered(
                font: iOS18.font, horizontalPadding: iOS18.horizontalPadding, verticalPadding: iOS18.verticalPadding,
                automaticShapeIsCapsule: true)
        }
    }

    private static func iOS18Bordered(_ size: ControlSize) -> Bordered {
        switch size {
        case .mini, .small: Bordered(font: .subheadline, horizontalPadding: 10, verticalPadding: 5, automaticShapeIsCapsule: true)
        case .regular: Bordered(font: .body, horizontalPadding: 12, verticalPadding: 7, automaticShapeIsCapsule: false)
        case .large: Bordered(font: .body, horizontalPadding: 20, verticalPadding: 15, automaticShapeIsCapsule: false)
        case .extraLarge: Bordered(font: .body, horizontalPadding: 20, verticalPadding: 15, automaticShapeIsCapsule: true)
        }
    }

    /// A rounded button's corner radius as a share of its height (rounded up): 7 for a regular
    /// button of body text (34.333 tall), 9 for a large one (50.333).
    static let cornerRadiusPerHeight: CGFloat = 0.175
    /// The opacity of a `.tint` behind a `.bordered` button's label.
    static let borderedTintOpacity = 0.18
    /// The opacity of a disabled bordered button's label.
    static let disabledLabelOpacity = 0.75
    /// The opacity of a disabled plain button.
    static let disabledPlainOpacity = 0.5
}
