import TrellisCore

/// A height a sheet rests at: SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large
        case medium
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    /// The full height: 10 below the top of the safe area.
    public static let large = PresentationDetent(kind: .large)
    /// About half the screen: half the large height.
    public static let medium = PresentationDetent(kind: .medium)
    /// A fraction of the large height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height, above the home indicator's inset.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The card's height above the bottom of the safe area, for a large height of `largest`
    /// (the medium detent is `mediumFraction` of it: a half on iOS 18, 56 % on iOS 26).
    func height(largest: CGFloat, mediumFraction: CGFloat = 0.5) -> CGFloat {
        switch kind {
        case .large: largest
        case .medium: largest * mediumFraction
        case .fraction(let fraction): largest * min(max(fraction, 0), 1)
        case .height(let height): min(max(height, 0), largest)
        }
    }
}

/// What a sheet's content says about the sheet.
struct SheetTraits {
    var detents: Set<PresentationDetent>?
    var dragIndicator: Visibility?
    var cornerRadius: CGFloat?
    var background: AnyShapeStyle?
    /// A view behind the sheet's content, instead of `background` (`presentationBackground(alignment:content:)`).
    var backgroundContent: (view: AnyView, alignment: Alignment)?

    /// A sheet at rest shows at its smallest detent.
    func cardHeight(largest: CGFloat, mediumFraction: CGFloat = 0.5) -> CGFloat {
        let detents = self.detents.flatMap { $0.isEmpty ? nil : $0 } ?? [.large]
        return detents.map { $0.height(largest: largest, mediumFraction: mediumFraction) }.min() ?? largest
    }

    /// The detent the sheet rests at when every detent is large (or none is set), otherwise
    /// nil: a sheet of smaller detents rests at its smallest.
    var restingDetent: PresentationDetent? {
        let detents = self.detents.flatMap { $0.isEmpty ? nil : $0 } ?? [.large]
        return detents == [.large] ? .large : nil
    }

    /// The grabber shows when asked for, or by default when the sheet has several detents.
    var showsGrabber: Bool {
        switch dragIndicator ?? .automatic {
        case .visible: true
        case .hidden: false
        default: (detents?.count ?? 1) > 1
        }
    }
}

/// Gathers a sheet's traits from its content: the first of each set wins.
struct SheetTraitsKey: PreferenceKey {
    static var defaultValue: SheetTraits { SheetTraits() }

    static func reduce(value: inout SheetTraits, nextValue: () -> SheetTraits) {
        let next = nextValue()
        value.detents = value.detents ?? next.detents
        value.dragIndicator = value.dragIndicator ?? next.dragIndicator
        value.cornerRadius = value.cornerRadius ?? next.cornerRadius
        value.background = value.background ?? next.background
        value.backgroundContent = value.backgroundContent ?? next.backgroundContent
    }
}

/// How a presentation adapts to a compact size: SwiftUI's `PresentationAdaptation` (accepted).
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether the screen behind a sheet takes touches: SwiftUI's
/// `PresentationBackgroundInteraction` (accepted).
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled")
    }
}

/// What a swipe on a sheet does: SwiftUI's `PresentationContentInteraction` (accepted).
public struct PresentationContentInteraction: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationContentInteraction(name: "automatic")
    public static let resizes = PresentationContentInteraction(name: "resizes")
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

extension View {
    /// The heights the sheet this view is in rests at; it shows at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: SheetTraitsKey.self, value: SheetTraits(detents: detents))
    }

    /// The heights the sheet rests at, and the selected one, which it shows at.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        preference(key: SheetTraitsKey.self, value: SheetTraits(detents: [selection.wrappedValue]))
    }

    /// Whether the sheet shows its grabber.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        preference(key: SheetTraitsKey.self, value: SheetTraits(dragIndicator: visibility))
    }

    /// The sheet's corner radius.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        preference(key: SheetTraitsKey.self, value: SheetTraits(cornerRadius: cornerRadius))
    }

    /// The sheet's background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        preference(key: SheetTraitsKey.self, value: SheetTraits(background: AnyShapeStyle(style)))
    }

    /// A view as the sheet's background, laid out in the sheet's bounds and clipped to its shape.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        preference(key: SheetTraitsKey.self, value: SheetTraits(backgroundContent: (AnyView(content()), alignment)))
    }

    /// Whether a swipe may dismiss the sheet (accepted).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Whether the screen behind the sheet takes touches (accepted).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
    /// How the presentation adapts to compact sizes (accepted).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    /// How the presentation adapts horizontally and vertically (accepted).
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View { self }
    /// What a swipe on the sheet does (accepted).
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}
