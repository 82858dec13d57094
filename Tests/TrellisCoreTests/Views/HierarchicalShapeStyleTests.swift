import Testing
@testable import TrellisCore

@Suite struct HierarchicalShapeStyleTests {
    static func grey(_ opacity: Float) -> Color.Resolved {
        Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: opacity)
    }

    func resolved<S: ShapeStyle>(_ style: S, _ change: (inout EnvironmentValues) -> Void = { _ in }) -> Color.Resolved {
        var environment = EnvironmentValues()
        change(&environment)
        return style._resolveColor(in: environment)
    }

    @Test func levelsAreIOSLabelColours() {
        #expect(resolved(.primary) == Color.Resolved(red: 0, green: 0, blue: 0))
        #expect(resolved(.secondary) == Self.grey(0.6))
        #expect(resolved(.tertiary) == Self.grey(0.3))
        #expect(resolved(.quaternary) == Self.grey(0.18))
        #expect(resolved(.quinary) == Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.05))
    }

    @Test func levelsOfACustomForegroundAreItAtTheLevelsOpacity() {
        let red = Color.red.resolve(in: EnvironmentValues())
        var faded = red
        faded.opacity = 0.25
        #expect(resolved(.primary) { $0.foregroundStyle = AnyShapeStyle(Color.red) } == red)
        #expect(resolved(.tertiary) { $0.foregroundStyle = AnyShapeStyle(Color.red) } == faded)
    }

    @Test func explicitSecondaryAndTertiaryStylesWin() {
        let env: (inout EnvironmentValues) -> Void = {
            $0.foregroundStyle = AnyShapeStyle(Color.red)
            $0.foregroundStyleLevels = [AnyShapeStyle(Color.blue), AnyShapeStyle(Color.green)]
        }
        #expect(resolved(.secondary, env) == Color.blue.resolve(in: EnvironmentValues()))
        #expect(resolved(.tertiary, env) == Color.green.resolve(in: EnvironmentValues()))
        #expect(resolved(ForegroundStyle(), env) == Color.red.resolve(in: EnvironmentValues()))
    }

    @Test func styleThatRefersToItselfEndsAtTheLabelColours() {
        // `.foregroundStyle(.secondary)` then `.secondary` inside: two levels down.
        #expect(resolved(.secondary) { $0.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary) } == Self.grey(0.3))
        #expect(resolved(ForegroundStyle()) { $0.foregroundStyle = AnyShapeStyle(ForegroundStyle()) } == Color.black.resolve(in: EnvironmentValues()))
        #expect(resolved(TintShapeStyle()) { $0.tint = AnyShapeStyle(TintShapeStyle()) } == Color.accentColor.resolve(in: EnvironmentValues()))
    }

    @Test func backgroundIsWhiteUnlessSet() {
        #expect(resolved(.background) == Color.white.resolve(in: EnvironmentValues()))
        #expect(resolved(.background) { $0.backgroundStyle = AnyShapeStyle(Color.mint) } == Color.mint.resolve(in: EnvironmentValues()))
        #expect(resolved(.background) { $0.backgroundStyle = AnyShapeStyle(BackgroundStyle()) } == Color.white.resolve(in: EnvironmentValues()))
    }

    @Test func opacityOfAStyleMultiplies() {
        var half = Color.blue.resolve(in: EnvironmentValues())
        half.opacity = 0.25
        #expect(resolved(TintShapeStyle().opacity(0.25)) == half)
        #expect(resolved(Color.blue.opacity(2) as Color).opacity == 2)  // Color's own opacity is not clamped
        #expect(resolved(TintShapeStyle().opacity(.nan)) == Color.blue.resolve(in: EnvironmentValues()))
    }

    @Test func textTakesForegroundLevels() {
        let list = ViewLayout(Text("a").foregroundStyle(.secondary), in: ProposedViewSize(width: 100, height: 100),
                              textMeasurer: PlaceholderTextMeasurer(), imageProvider: NoImageProvider()).displayList()
        let colors: [Color.Resolved] = list.items.compactMap {
            if case .text(let text) = $0 { return text.color }
            return nil
        }
        #expect(colors == [Self.grey(0.6)])
    }
}

private enum OptionalWithDefaultKey: EnvironmentKey {
    static let defaultValue: Int? = 7
}

@Suite struct EnvironmentValuesTests {
    @Test func anOptionalKeyGivesItsDefaultUntilSetEvenToNil() {
        var environment = EnvironmentValues()
        #expect(environment[OptionalWithDefaultKey.self] == 7)
        environment[OptionalWithDefaultKey.self] = nil
        #expect(environment[OptionalWithDefaultKey.self] == nil)
        environment[OptionalWithDefaultKey.self] = 3
        #expect(environment[OptionalWithDefaultKey.self] == 3)
    }
}
