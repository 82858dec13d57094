import TrellisCore

/// The numbers of iOS's button styles (sources in docs/ios-metrics.md).
enum ButtonMetrics {
    /// A bordered button's font, insets around the label and corner radius at one control size.
    struct Bordered {
        let font: Font
        let horizontalPadding: CGFloat
        let verticalPadding: CGFloat
        let cornerRadius: CGFloat
    }

    static func bordered(_ size: ControlSize) -> Bordered {
        switch size {
        case .mini: Bordered(font: .footnote, horizontalPadding: 8, verticalPadding: 3, cornerRadius: 5)
        case .small: Bordered(font: .subheadline, horizontalPadding: 10, verticalPadding: 4, cornerRadius: 6)
        case .regular: Bordered(font: .body, horizontalPadding: 12, verticalPadding: 7, cornerRadius: 8)
        case .large: Bordered(font: .body, horizontalPadding: 20, verticalPadding: 14, cornerRadius: 12)
        case .extraLarge: Bordered(font: .body, horizontalPadding: 24, verticalPadding: 17, cornerRadius: 14)
        }
    }

    /// The opacity of the tint behind a `.bordered` button's label.
    static let borderedFillOpacity = 0.15
    /// The opacity of a disabled plain button.
    static let disabledPlainOpacity = 0.5
}
