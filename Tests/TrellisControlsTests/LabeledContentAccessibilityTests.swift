import Testing
import Trellis

/// At accessibility Dynamic Type sizes a `LabeledContent` in a list or form row puts its value
/// under its label, both at the row's leading edge (issue 26; the spacing between them, the
/// stack's 0 between two texts, is an estimate: docs/ios-metrics.md § 29).
@Suite struct LabeledContentAccessibilityTests {
    static func row(_ size: DynamicTypeSize) -> some View {
        Form {
            LabeledContent {
                Text("17.4").accessibilityIdentifier("value")
            } label: {
                Text("Version").accessibilityIdentifier("label")
            }
        }
        .dynamicTypeSize(size)
    }

    @Test(arguments: [DynamicTypeSize.accessibility1, .accessibility3, .accessibility5])
    func theValueGoesUnderTheLabel(size: DynamicTypeSize) throws {
        let layout = lay(Self.row(size), 390, 600)
        let label = try #require(layout.frame(of: "label"))
        let value = try #require(layout.frame(of: "value"))
        // The form's 16-point margin and the row's 16-point inset: both texts start at 32.
        #expect(label.minX == 32 && value.minX == 32)
        #expect(abs(value.minY - label.maxY) < 1e-9)
        // Each text is its own size at that Dynamic Type size.
        #expect(label.size == lay(Text("Version").dynamicTypeSize(size), nil, nil).size)
        #expect(value.size == lay(Text("17.4").dynamicTypeSize(size), nil, nil).size)
    }

    @Test(arguments: [DynamicTypeSize.large, .xxxLarge])
    func belowAccessibilitySizesTheyShareALine(size: DynamicTypeSize) throws {
        let layout = lay(Self.row(size), 390, 600)
        let label = try #require(layout.frame(of: "label"))
        let value = try #require(layout.frame(of: "value"))
        #expect(label.minY == value.minY)
        // The value ends at the row's trailing inset: 390 − 16 − 16.
        #expect(abs(value.maxX - 358) < 1e-9)
    }

    @Test func outsideAListTheyStaySideBySide() throws {
        let view = LabeledContent {
            Text("17.4").accessibilityIdentifier("value")
        } label: {
            Text("Version").accessibilityIdentifier("label")
        }
        let layout = lay(view.dynamicTypeSize(.accessibility3), 390, nil)
        let label = try #require(layout.frame(of: "label"))
        let value = try #require(layout.frame(of: "value"))
        #expect(label.minX == 0 && label.minY == value.minY)
        #expect(abs(value.maxX - 390) < 1e-9)
    }

    @Test func stackedAtAccessibility3TheRowIsAsOnTheProbe() throws {
        // Exact frames at accessibility3 (label 143.667 × 48 over value 74.667 × 48).
        let layout = lay(Self.row(.accessibility3), 390, 400)
        #expect(layout.frame(of: "label") == CGRect(x: 32, y: 43, width: 431.0 / 3, height: 48))
        #expect(layout.frame(of: "value") == CGRect(x: 32, y: 91, width: 224.0 / 3, height: 48))
    }
}
