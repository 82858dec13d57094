import Testing
import Trellis

// UIKit's interface styles and trait collections, and SwiftUI's conversions between them and
// colour schemes.

@Suite struct UIKitTraitTests {
    @Test(arguments: [
        (UIUserInterfaceStyle.unspecified, nil), (.light, ColorScheme.light), (.dark, .dark),
    ] as [(UIUserInterfaceStyle, ColorScheme?)])
    func stylesAndSchemesConvert(style: UIUserInterfaceStyle, scheme: ColorScheme?) {
        #expect(ColorScheme(style) == scheme)
        #expect(UIUserInterfaceStyle(scheme) == style)
    }

    @Test func rawValuesAreUIKits() {
        #expect([UIUserInterfaceStyle.unspecified, .light, .dark].map(\.rawValue) == [0, 1, 2])
        #expect(UIUserInterfaceStyle(rawValue: 2) == .dark)
    }

    @Test func traitCollectionsHoldAStyle() {
        #expect(UITraitCollection().userInterfaceStyle == .unspecified)
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        // Pictures are made in the light appearance.
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        #expect(UITraitCollection.current == UITraitCollection(userInterfaceStyle: .light))
    }

    @Test func dynamicColoursResolvePerStyle() {
        let brand = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(white: 1, alpha: 1))
        // Drawn as a SwiftUI colour, it follows the view's colour scheme.
        let swatch = Color(uiColor: brand).frame(width: 4, height: 4)
        #expect(fillsOf(drawnItems(swatch, 4, 4)).map(\.color) == [rgb(255, 0, 0)])
        #expect(fillsOf(drawnItems(swatch.environment(\.colorScheme, .dark), 4, 4)).map(\.color) == [rgb(0, 0, 255)])
    }
}
