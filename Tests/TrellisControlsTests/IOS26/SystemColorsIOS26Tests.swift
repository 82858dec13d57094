import Testing
import Trellis

// The iOS 26 system colours (docs/ios-metrics.md § 26.2, Apple's HIG › Color for iOS 26): each
// redesigned colour in light and dark, the unchanged ones, and iOS 18's values kept.

private func environment(_ design: DesignVersion, _ scheme: ColorScheme = .light) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.designVersion = design
    environment.colorScheme = scheme
    return environment
}

@Suite struct SystemColorsIOS26Tests {
    @Test(arguments: [
        (Color.red, rgba(255, 56, 60), rgba(255, 66, 69)),
        (.orange, rgba(255, 141, 40), rgba(255, 146, 48)),
        (.yellow, rgba(255, 204, 0), rgba(255, 214, 0)),
        (.green, rgba(52, 199, 89), rgba(48, 209, 88)),
        (.mint, rgba(0, 200, 179), rgba(0, 218, 195)),
        (.teal, rgba(0, 195, 208), rgba(0, 210, 224)),
        (.cyan, rgba(0, 192, 232), rgba(60, 211, 254)),
        (.blue, rgba(0, 136, 255), rgba(0, 145, 255)),
        (.indigo, rgba(97, 85, 245), rgba(109, 124, 255)),
        (.purple, rgba(203, 48, 224), rgba(219, 52, 242)),
        (.pink, rgba(255, 45, 85), rgba(255, 55, 95)),
        (.brown, rgba(172, 127, 94), rgba(183, 138, 102)),
        (.gray, rgba(142, 142, 147), rgba(142, 142, 147)),
        (.accentColor, rgba(0, 136, 255), rgba(0, 145, 255)),
    ] as [(Color, Color.Resolved, Color.Resolved)])
    func iOS26HasTheHIGsValues(color: Color, light: Color.Resolved, dark: Color.Resolved) {
        #expect(color.resolve(in: environment(.iOS26)) == light)
        #expect(color.resolve(in: environment(.iOS26, .dark)) == dark)
    }

    @Test(arguments: [
        (Color.red, rgba(255, 59, 48), rgba(255, 69, 58)),
        (.blue, rgba(0, 122, 255), rgba(10, 132, 255)),
        (.accentColor, rgba(0, 122, 255), rgba(10, 132, 255)),
        (.indigo, rgba(88, 86, 214), rgba(94, 92, 230)),
    ] as [(Color, Color.Resolved, Color.Resolved)])
    func iOS18KeepsItsValues(color: Color, light: Color.Resolved, dark: Color.Resolved) {
        #expect(color.resolve(in: environment(.iOS18)) == light)
        #expect(color.resolve(in: environment(.iOS18, .dark)) == dark)
    }

    /// iOS 26's design is the one drawn when nothing chooses (issue 26).
    @Test func iOS26IsTheStandard() {
        #expect(DesignVersion.standard == .iOS26)
        #expect(Color.red.resolve(in: EnvironmentValues()) == rgba(255, 56, 60))
    }

    @Test func aFadedSystemColourKeepsItsOpacityInTheNewDesign() {
        #expect(Color.red.opacity(0.5).resolve(in: environment(.iOS26)) == rgba(255, 56, 60, 0.5))
        #expect(Color.blue.opacity(0.5).opacity(0.5).resolve(in: environment(.iOS26, .dark)) == rgba(0, 145, 255, 0.25))
    }

    @Test func aColourMadeFromComponentsIsNotASystemColour() {
        #expect(Color(red: 1, green: 59 / 255, blue: 48 / 255).resolve(in: environment(.iOS26)) == rgba(255, 59, 48))
    }

    @Test func aColourViewIsFilledWithTheDesignsValue() {
        let fills = fillColors(Color.red.frame(width: 10, height: 10).environment(\.designVersion, .iOS26))
        #expect(fills == [rgba(255, 56, 60)])
        #expect(fillColors(Color.red.frame(width: 10, height: 10)) == [rgba(255, 59, 48)])
    }

    @Test func theTintOfAButtonIsTheNewBlue() {
        let colors = textColors(Button("Tap Me") {}.environment(\.designVersion, .iOS26))
        #expect(colors == [rgba(0, 136, 255)])
    }
}
