import TrellisCore

/// The look of pickers: SwiftUI's `PickerStyle`. SwiftUI's own requirement is private, so only
/// the built-in styles exist.
public protocol PickerStyle {
    /// The closed picker.
    func _makeBody(_ configuration: PickerConfiguration) -> AnyView
}

/// The default style: the menu, on iOS.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public func _makeBody(_ configuration: PickerConfiguration) -> AnyView { MenuPickerStyle()._makeBody(configuration) }
}

/// A button showing the selected option and up-and-down chevrons, in the tint (in the tertiary
/// label colour when disabled, as a borderless button); the label is not shown outside a list
/// or form. In a list or form row, the label is at the leading edge and the selection with its
/// chevrons, in the secondary label colour, at the trailing edge.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public func _makeBody(_ configuration: PickerConfiguration) -> AnyView {
        AnyView(MenuPickerButton(configuration: configuration))
    }
}

/// A menu picker's body.
private struct MenuPickerButton: View {
    let configuration: PickerConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\._labelsHidden) private var labelsHidden
    @Environment(\.self) private var environment

    var body: some View {
        if environment.isListRow && !environment._isInsideScrollView && !labelsHidden {
            HStack(spacing: 8) {
                configuration.label
                Spacer(minLength: 0)
                selection.foregroundStyle(isEnabled ? AnyShapeStyle(.secondary) : AnyShapeStyle(SystemColors.tertiaryLabel))
            }
        } else {
            selection.foregroundStyle(isEnabled ? AnyShapeStyle(.tint) : AnyShapeStyle(SystemColors.tertiaryLabel))
        }
    }

    private var selection: some View {
        HStack(spacing: PickerMetrics.menuChevronSpacing) {
            configuration.selectedView
            Image(systemName: "chevron.up.chevron.down").imageScale(.small)
        }
        .lineLimit(1)
    }
}

/// The segmented control: equal segments across the width, the selected one raised in white.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public func _makeBody(_ configuration: PickerConfiguration) -> AnyView {
        AnyView(SegmentedControl(configuration: configuration))
    }
}

/// A wheel: the options stacked around the selected one, which sits on a grey band.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public func _makeBody(_ configuration: PickerConfiguration) -> AnyView {
        AnyView(PickerWheel(configuration: configuration))
    }
}

/// The options inline: outside a list, drawn as the wheel.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public func _makeBody(_ configuration: PickerConfiguration) -> AnyView { WheelPickerStyle()._makeBody(configuration) }
}

/// A row of options: drawn as the segmented control.
public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public func _makeBody(_ configuration: PickerConfiguration) -> AnyView { SegmentedPickerStyle()._makeBody(configuration) }
}

/// A row that would push a list of options: the label, the selection in grey, a chevron.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public func _makeBody(_ configuration: PickerConfiguration) -> AnyView {
        AnyView(HStack {
            configuration.label
            Spacer()
            configuration.selectedView.foregroundStyle(.secondary)
            Image(systemName: "chevron.right").imageScale(.small).foregroundStyle(.tertiary)
        })
    }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of options.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation row.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension AnyStyle where Configuration == PickerConfiguration {
    init<S: PickerStyle>(_ style: S) {
        makeBody = { style._makeBody($0) }
    }
}

extension View {
    /// Sets the style of the pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style))
    }
}

/// A segmented picker's body: iOS 18's rounded rectangles with separators, or iOS 26's
/// capsules without them.
private struct SegmentedControl: View {
    let configuration: PickerConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.designVersion) private var design

    var body: some View {
        let isCapsule = design == .iOS26
        let options = configuration.options
        let segments = EqualWidthSegments {
            ForEach(options.indices, id: \.self) { index in
                let isSelected = index == configuration.selectedIndex
                let beside = configuration.selectedIndex.map { $0 == index - 1 } ?? false
                options[index].view
                    .font(.system(size: PickerMetrics.segmentFontSize, weight: Self.weight(isSelected: isSelected, isCapsule: isCapsule)))
                    .foregroundStyle(isEnabled ? AnyShapeStyle(.primary) : AnyShapeStyle(PickerMetrics.disabledSegmentText))
                    .lineLimit(1)
                    .padding(.horizontal, PickerMetrics.segmentPadding)
                    .frame(maxWidth: .infinity, minHeight: PickerMetrics.segmentHeight)
                    .background {
                        if isSelected {
                            if isCapsule {
                                Capsule().fill(PickerMetrics.capsuleThumb).modifier(KnobShadow.selectedSegment)
                            } else {
                                RoundedRectangle(cornerRadius: PickerMetrics.thumbRadius).fill(Color.white)
                                    .modifier(KnobShadow.selectedSegment)
                            }
                        }
                    }
                    .overlay(alignment: .leading) {
                        if index > 0, !isSelected, !beside, !isCapsule {
                            Rectangle().fill(SystemColors.segmentSeparator)
                                .frame(width: 1).padding(.vertical, PickerMetrics.separatorInset)
                        }
                    }
                    ._onRuntimeTap { configuration.select(options[index]) }
            }
        }
        .padding(PickerMetrics.inset)
        if isCapsule {
            segments.background(SystemColors.tertiarySystemFill, in: Capsule())
        } else {
            segments.background(SystemColors.tertiarySystemFill, in: RoundedRectangle(cornerRadius: PickerMetrics.cornerRadius))
        }
    }

    /// iOS 18: the selected title semibold, the others medium; iOS 26: medium and regular.
    private static func weight(isSelected: Bool, isCapsule: Bool) -> Font.Weight {
        switch (isSelected, isCapsule) {
        case (true, false): .semibold
        case (false, false), (true, true): .medium
        case (false, true): .regular
        }
    }
}

/// A wheel picker's body.
private struct PickerWheel: View {
    let configuration: PickerConfiguration

    var body: some View {
        let selected = configuration.selectedIndex ?? 0
        let options = configuration.options
        let shown = options.indices.filter { abs($0 - selected) <= PickerMetrics.wheelRowsEachSide }
        ZStack {
            RoundedRectangle(cornerRadius: PickerMetrics.wheelBandRadius)
                .fill(SystemColors.tertiarySystemFill)
                .frame(height: PickerMetrics.wheelRowHeight)
            VStack(spacing: 0) {
                ForEach(shown, id: \.self) { index in
                    options[index].view
                        .lineLimit(1)
                        .frame(maxWidth: .infinity, minHeight: PickerMetrics.wheelRowHeight, maxHeight: PickerMetrics.wheelRowHeight)
                        .opacity(index == selected ? 1 : PickerMetrics.wheelFade(abs(index - selected)))
                }
            }
            // Rows above the selected one push it down by half a row each, rows below up.
            .offset(y: CGFloat((shown.last.map { $0 - selected } ?? 0) - (shown.first.map { selected - $0 } ?? 0))
                * PickerMetrics.wheelRowHeight / 2)
        }
        .frame(height: PickerMetrics.wheelHeight)
        .clipped()
    }
}

/// The numbers of iOS's pickers (docs/ios-metrics.md § 8 and § 26.11; the wheel is an estimate).
enum PickerMetrics {
    static let menuChevronSpacing: CGFloat = 4
    static let segmentFontSize: CGFloat = 13
    static let segmentPadding: CGFloat = 10
    static let segmentHeight: CGFloat = 28
    static let inset: CGFloat = 2
    static let cornerRadius: CGFloat = 9
    static let thumbRadius: CGFloat = 7
    static let separatorInset: CGFloat = 5
    static let wheelHeight: CGFloat = 216
    static let wheelRowHeight: CGFloat = 34
    static let wheelRowsEachSide = 2
    static let wheelBandRadius: CGFloat = 8
    /// iOS 26's selected segment: white, grey 90 90 96 in dark mode (§ 26.11).
    static let capsuleThumb = Color(_light: Color.white, dark: Color(red: 90 / 255, green: 90 / 255, blue: 96 / 255))
    /// The text of a disabled segmented control (FL-SEG).
    static let disabledSegmentText = Color(red: 122 / 255, green: 122 / 255, blue: 122 / 255, opacity: 0.45)

    static func wheelFade(_ distance: Int) -> Double { distance == 1 ? 0.5 : 0.25 }
}

extension SystemColors {
    /// A segmented control's separators: systemGray at 30 %.
    static let segmentSeparator = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255, opacity: 0.3)
}
