import Testing
import Trellis

// SwiftUI code that reaches into UIKit for colours, the screen size and images.
private struct UIKitFixture: View {
    @State private var amount = ""

    var body: some View {
        VStack {
            Text("Card").padding().background(Color(.systemGray6))
            Text("Secondary").foregroundStyle(Color(uiColor: .secondaryLabel))
            Color(UIColor.systemBlue.withAlphaComponent(0.5)).frame(width: UIScreen.main.bounds.width / 2, height: 10)
            Image(uiImage: UIImage(systemName: "star.fill")!)
            TextField("Amount", text: $amount).keyboardType(.decimalPad).textContentType(.oneTimeCode)
        }
    }
}

@Suite struct UIKitNamesTests {
    @Test(arguments: [
        (UIColor.systemGray6, 242, 242, 247, 1), (.secondaryLabel, 60, 60, 67, 0.6), (.systemBackground, 255, 255, 255, 1),
        (.separator, 60, 60, 67, 0.29), (.systemRed, 255, 59, 48, 1), (.tertiarySystemFill, 118, 118, 128, 0.12),
    ] as [(UIColor, Double, Double, Double, Double)])
    func systemColoursHaveIOSLightValues(color: UIColor, red: Double, green: Double, blue: Double, alpha: Double) {
        let resolved = Color(color).resolve(in: EnvironmentValues())
        #expect(resolved == Color.Resolved(red: Float(red / 255), green: Float(green / 255), blue: Float(blue / 255), opacity: Float(alpha)))
    }

    @Test func uikitFlavouredViewsLayOut() {
        let layout = lay(UIKitFixture(), 390, 844)
        #expect(layout.placedViews.compactMap(\.text) == ["Card", "Secondary", "Amount"])
        #expect(layout.size.width == 390)  // the text field fills the width
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
    }

    @Test func namedColoursComeFromTheRegisteredAssetCatalogs() throws {
        ColorAssets.register(["UIKitNamesTeal": Color.Resolved(red: 0.1, green: 0.5, blue: 0.5, opacity: 0.75)])
        let color = try #require(UIColor(named: "UIKitNamesTeal"))
        #expect(color == UIColor(red: CGFloat(Float(0.1)), green: 0.5, blue: 0.5, alpha: 0.75))
        #expect(UIColor(named: "UIKitNamesNoSuchColour") == nil)
    }
}
