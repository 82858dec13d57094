import Foundation
import Testing
import Trellis

/// Dark mode: the system colours, the label colours and the controls' fills take iOS's dark
/// values where the environment's colour scheme is dark (UIKit's values, docs/ios-metrics.md § 23).
@Suite("Dark Mode")
struct DarkModeTests {
    private func fills(_ view: some View) -> [Color.Resolved] {
        flattened(lay(view, 200, 100).displayList().items).compactMap { item in
            if case .fill(_, let color) = item { return color }
            return nil
        }
    }

    private func textColors(_ view: some View) -> [Color.Resolved] {
        flattened(lay(view, 200, 100).displayList().items).compactMap { item in
            if case .text(let text) = item { return text.color }
            return nil
        }
    }

    @Test(arguments: [
        (Color.red, rgba(255, 59, 48), rgba(255, 69, 58)), (Color.blue, rgba(0, 122, 255), rgba(10, 132, 255)),
        (Color.green, rgba(52, 199, 89), rgba(48, 209, 88)), (Color.black, rgba(0, 0, 0), rgba(0, 0, 0)),
        (Color(red: 0.2, green: 0.4, blue: 0.6), rgba(51, 102, 153), rgba(51, 102, 153)),
    ])
    func systemColoursChangeOwnColoursDoNot(_ color: Color, _ light: Color.Resolved, _ dark: Color.Resolved) {
        #expect(fills(color.frame(width: 10, height: 10)) == [light])
        #expect(fills(color.frame(width: 10, height: 10).preferredColorScheme(.dark)) == [dark])
        #expect(fills(Rectangle().fill(color.opacity(0.5)).frame(width: 10, height: 10).environment(\.colorScheme, .dark))
            .map(\.opacity) == [dark.opacity * 0.5])
    }

    @Test func textIsWhiteAndSecondaryIsTheDarkLabelGrey() {
        let view = VStack {
            Text("Primary")
            Text("Secondary").foregroundStyle(.secondary)
        }
        #expect(textColors(view) == [rgba(0, 0, 0), rgba(60, 60, 67, 0.6)])
        #expect(textColors(view.preferredColorScheme(.dark)) == [rgba(255, 255, 255), rgba(235, 235, 245, 0.6)])
    }

    @Test func uikitsDynamicColoursFollowTheScheme() {
        let swatch = Color(.systemGray6).frame(width: 10, height: 10)
        #expect(fills(swatch) == [rgba(242, 242, 247)])
        #expect(fills(swatch.environment(\.colorScheme, .dark)) == [rgba(28, 28, 30)])
        let label = Color(uiColor: .label.withAlphaComponent(0.5)).frame(width: 10, height: 10)
        #expect(fills(label.environment(\.colorScheme, .dark)) == [rgba(255, 255, 255, 0.5)])
    }

    @Test func aSwitchThatIsOffHasTheDarkFill() {
        let toggle = Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden()
        #expect(fills(toggle).first == rgba(120, 120, 128, 0.16))
        #expect(fills(toggle.preferredColorScheme(.dark)).first == rgba(120, 120, 128, 0.32))
    }

    private func gradientStops(_ view: some View) -> [[Color.Resolved]] {
        flattened(lay(view, 200, 100).displayList().items).compactMap { item in
            if case .gradientFill(_, let gradient) = item { return gradient.stops.map(\.color) }
            return nil
        }
    }

    /// A gradient's stops are resolved in the view's environment, as its colours are elsewhere.
    @Test func gradientStopsTakeTheirDarkValues() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let shape = Rectangle().fill(gradient).frame(width: 10, height: 10)
        #expect(gradientStops(shape) == [[rgba(255, 59, 48), rgba(0, 122, 255)]])
        #expect(gradientStops(shape.preferredColorScheme(.dark)) == [[rgba(255, 69, 58), rgba(10, 132, 255)]])
        // `Color.gradient` shades the colour of the scheme: 10 % lighter at the top.
        let standard = Rectangle().fill(Color.blue.gradient).frame(width: 10, height: 10).preferredColorScheme(.dark)
        #expect(gradientStops(standard).first?.first == Color.Resolved(
            red: min(1, rgba(10, 132, 255).red * 1.1), green: min(1, rgba(10, 132, 255).green * 1.1),
            blue: min(1, rgba(10, 132, 255).blue * 1.1), opacity: 1))
    }
}
