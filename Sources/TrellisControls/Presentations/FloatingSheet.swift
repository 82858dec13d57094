import TrellisCore

/// iOS 26's sheet metrics on iPhone (sources in `docs/ios-metrics.md` § 26.8).
enum FloatingSheetMetrics {
    /// A large sheet starts at the safe area's top (iOS 18: 10 below it); its top corners.
    static let largeCornerRadius: CGFloat = 37.7
    /// A sheet at a smaller detent floats: laid out full width, then drawn scaled to leave 8 at
    /// each side and 8 under it (a 400-point detent on a 393 × 852 screen is drawn at
    /// 8, 427.67, 377 × 416.33).
    static let floatingInset: CGFloat = 8
    /// The floating card's corners as drawn, 37.7 at the top and 58.2 at the bottom (following
    /// the display's), before the card is scaled: 39.3 and 60.7 on a 393-point screen.
    static let floatingTopRadius: CGFloat = 39.3
    static let floatingBottomRadius: CGFloat = 60.7
    /// The band under the safe area the floating card reaches into: the home indicator's (34
    /// on every iPhone with one; an estimate for phones with a home button).
    static let homeIndicatorBand: CGFloat = 34
    /// The medium detent: 56 % of the large height (425 of 759 on an iPhone 16).
    static let mediumFraction: CGFloat = 0.56
}

/// An iOS 26 sheet over the dimmed screen: at the large detent a card from the safe area's top
/// to the screen's bottom, rounded 37.7 at the top; at a smaller one a floating card of Liquid
/// Glass inset 8 from the sides and the bottom.
struct FloatingSheet<Content: View>: View {
    let content: Content

    var body: some View {
        // The content is resolved first (its traits are read from it): what it is told goes on it here.
        _PreferenceValueReader(SheetTraitsKey.self, content: content.environment(\.barHasNoStatusBar, true)) { traits, content in
            let isLarge = traits.restingDetent == .large
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .containerRelativeFrame(.vertical) { height, _ in
                    traits.cardHeight(largest: height, mediumFraction: FloatingSheetMetrics.mediumFraction)
                }
                ._safeAreaContainer()
                .background { card(isLarge: isLarge, traits: traits) }
                .clipShape(shape(isLarge: isLarge, traits: traits))
                .overlay(alignment: .top) {
                    if traits.showsGrabber {
                        Capsule().fill(SheetMetrics.grabberColor)
                            .frame(width: SheetMetrics.grabberSize.width, height: SheetMetrics.grabberSize.height)
                            .padding(.top, SheetMetrics.grabberTop)
                    }
                }
                .visualEffect { effect, proxy in
                    // Shrunk about the screen's bottom centre (the band's bottom), then raised.
                    let size = proxy.size
                    let scale = isLarge || size.width <= 0 ? 1 : (size.width - 2 * FloatingSheetMetrics.floatingInset) / size.width
                    let anchorY = size.height > 0 ? 1 + FloatingSheetMetrics.homeIndicatorBand / size.height : 1
                    return effect
                        .scaleEffect(scale, anchor: UnitPoint(x: 0.5, y: anchorY))
                        .offset(y: isLarge ? 0 : -FloatingSheetMetrics.floatingInset)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
                .background { SheetMetrics.dimming.ignoresSafeArea() }
        }
    }

    /// The card's shape: running off the screen's bottom at the large detent, ending rounded in
    /// the home indicator's band when floating.
    private func shape(isLarge: Bool, traits: SheetTraits) -> AnyShape {
        if isLarge { return AnyShape(SheetCardShape(radius: traits.cornerRadius ?? FloatingSheetMetrics.largeCornerRadius)) }
        return AnyShape(
            FloatingSheetShape(
                topRadius: traits.cornerRadius ?? FloatingSheetMetrics.floatingTopRadius,
                bottomRadius: FloatingSheetMetrics.floatingBottomRadius, band: FloatingSheetMetrics.homeIndicatorBand))
    }

    /// The card: the system background at the large detent, Liquid Glass when floating, unless
    /// the sheet sets its own background.
    @ViewBuilder private func card(isLarge: Bool, traits: SheetTraits) -> some View {
        let shape = shape(isLarge: isLarge, traits: traits)
        if let background = traits.background {
            shape.fill(background)
        } else if isLarge {
            shape.fill(SystemColors.systemBackground)
        } else {
            _GlassSurface(.regular, in: shape)
        }
    }
}

/// A floating sheet's card: its frame and the band under it, rounded at the top and, more, at
/// the bottom.
struct FloatingSheetShape: Shape {
    let topRadius: CGFloat
    let bottomRadius: CGFloat
    let band: CGFloat

    func path(in rect: CGRect) -> Path {
        let card = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height + band)
        return UnevenRoundedRectangle(
            topLeadingRadius: topRadius, bottomLeadingRadius: bottomRadius, bottomTrailingRadius: bottomRadius,
            topTrailingRadius: topRadius, style: .continuous
        ).path(in: card)
    }
}
