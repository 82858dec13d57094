import Testing
import Trellis

// The levels of any shape style (iOS 17): the background's levels are the system's layered
// backgrounds, a colour's are the colour faded by the hierarchical opacities, the foreground's
// are the label colours.

@Suite struct ShapeStyleLevelTests {
    private func fill(_ style: some ShapeStyle, scheme: ColorScheme = .light) -> Color.Resolved? {
        let view = Rectangle().fill(style).frame(width: 10, height: 10).environment(\.colorScheme, scheme)
        return fillsOf(drawnItems(view, 10, 10)).first?.color
    }

    @Test func backgroundLevelsAlternateInLightMode() {
        #expect(fill(.background) == rgb(255, 255, 255))
        #expect(fill(.background.secondary) == rgb(242, 242, 247))
        #expect(fill(.background.tertiary) == rgb(255, 255, 255))
        #expect(fill(.background.quaternary) == rgb(242, 242, 247))
        #expect(fill(BackgroundStyle().secondary) == rgb(242, 242, 247))
    }

    @Test func backgroundLevelsLightenInDarkMode() {
        #expect(fill(.background, scheme: .dark) == rgb(0, 0, 0))
        #expect(fill(.background.secondary, scheme: .dark) == rgb(28, 28, 30))
        #expect(fill(.background.tertiary, scheme: .dark) == rgb(44, 44, 46))
        #expect(fill(.background.quaternary, scheme: .dark) == rgb(58, 58, 60))
        #expect(fill(.background.quinary, scheme: .dark) == rgb(58, 58, 60))
    }

    @Test func aColoursLevelsFadeIt() {
        var red = resolved(.red)
        #expect(fill(Color.red.secondary) == { red.opacity = 0.5; return red }())
        #expect(fill(Color.red.tertiary) == { red.opacity = 0.25; return red }())
        #expect(fill(Color.red.quaternary) == { red.opacity = 0.18; return red }())
        #expect(fill(Color.red.quinary) == { red.opacity = 0.05; return red }())
    }

    @Test func theForegroundsLevelsAreTheLabelColours() {
        #expect(fill(.foreground.secondary) == rgb(60, 60, 67, 0.6))
        #expect(fill(.secondary.secondary) == rgb(60, 60, 67, 0.3))
        #expect(fill(.primary.tertiary) == rgb(60, 60, 67, 0.3))
    }

    @Test func aCustomBackgroundStyleTakesTheHierarchicalOpacities() {
        let view = Rectangle().fill(.background.secondary).frame(width: 10, height: 10).backgroundStyle(.blue)
        var blue = resolved(.blue)
        blue.opacity = 0.5
        #expect(fillsOf(drawnItems(view, 10, 10)).map(\.color) == [blue])
    }

    @Test func backgroundLevelsWorkAsAViewBackground() {
        let view = Text("Card").padding().background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
        #expect(fillsOf(drawnItems(view, nil, nil)).map(\.color) == [rgb(242, 242, 247)])
    }
}
