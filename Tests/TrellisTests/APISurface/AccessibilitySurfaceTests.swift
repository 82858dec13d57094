import Testing
import Trellis

// Compile fixture for SwiftUI's accessibility modifiers (docs/api-surface.md): each is called
// with SwiftUI's labels. None changes layout; the identifier's `isEnabled` form names the view
// only when enabled.

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private struct Rotors: AccessibilityRotorContent {}

private struct AccessibilityFixture: View {
    @AccessibilityFocusState private var focused: Bool
    @AccessibilityFocusState private var focusedField: Int?
    @Namespace private var namespace
    private let fruits = [Fruit(id: 1, name: "Apple")]
    private let text = "Hello"

    var body: some View {
        VStack {
            Color.red.frame(width: 40, height: 20)
                .accessibilityLabel(Text("Red"), isEnabled: true)
                .accessibilityLabel("Red", isEnabled: false)
                .accessibilityLabel(String("Red"), isEnabled: true)
                .accessibilityLabel { label in label }
                .accessibilityValue(Text("1"), isEnabled: true)
                .accessibilityValue("1", isEnabled: true)
                .accessibilityHint(Text("Hint"), isEnabled: true)
                .accessibilityHint("Hint", isEnabled: true)
                .accessibilityHidden(false, isEnabled: true)
                .accessibilityInputLabels([Text("Red")], isEnabled: true)
                .accessibilityInputLabels(["Red"] as [LocalizedStringKey], isEnabled: true)
                .accessibilityRespondsToUserInteraction(true, isEnabled: true)
                .accessibilityShowsLargeContentViewer { Text("Large") }
                .accessibilityActivationPoint(CGPoint(x: 1, y: 1))
                .accessibilityActivationPoint(UnitPoint.center, isEnabled: true)
                .accessibilityDragPoint(.center, description: Text("Drag"))
                .accessibilityDragPoint(.center, description: "Drag", isEnabled: true)
                .accessibilityDropPoint(.center, description: Text("Drop"))
                .accessibilityDropPoint(.center, description: "Drop", isEnabled: true)
            Color.blue.frame(width: 40, height: 20)
                .accessibilityAction(action: {}, label: { Text("Act") })
                .accessibilityActions { Button("One") {} }
                .accessibilityActions(category: .edit) { Button("Two") {} }
                .accessibilityScrollAction { edge in _ = edge }
                .accessibilityZoomAction { action in _ = action.direction }
                .accessibilityDirectTouch(true, options: [.silentOnTouch])
                .accessibilityFocused($focused)
                .accessibilityFocused($focusedField, equals: 1)
                .accessibilityLabeledPair(role: .label, id: "pair", in: namespace)
                .accessibilityLinkedGroup(id: "group", in: namespace)
                .accessibilityRotorEntry(id: "entry", in: namespace)
                .accessibilityTextContentType(.sourceCode)
                .accessibilityCustomContent(AccessibilityCustomContentKey("Colour"), Text("Blue"), importance: .high)
                .accessibilityCustomContent("Colour", "Blue")
            Text(text)
                .accessibilityRotor("Fruits") { AccessibilityRotorEntry("Apple", id: 1) }
                .accessibilityRotor(.headings) { AccessibilityRotorEntry(Text("A"), textRange: text.startIndex..<text.endIndex) }
                .accessibilityRotor("Fruits", entries: fruits, entryLabel: \.name)
                .accessibilityRotor(Text("Fruits"), entries: fruits, entryID: \.id, entryLabel: \.name)
                .accessibilityRotor(.links, textRanges: [text.startIndex..<text.endIndex])
        }
    }
}

@Suite struct AccessibilitySurfaceTests {
    @Test func accessibilityModifiersKeepTheLayout() {
        let plain = VStack {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 40, height: 20)
            Text("Hello")
        }
        let layout = lay(AccessibilityFixture(), 390, 844)
        #expect(layout.size == lay(plain, 390, 844).size)
        #expect(layout.placedViews.compactMap(\.text) == ["Hello"])
    }

    @Test func anEnabledIdentifierNamesTheView() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10).accessibilityIdentifier("on", isEnabled: true)
            Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("off", isEnabled: false)
        }
        let layout = lay(view, 50, 10)
        #expect(layout.frame(of: "on") == rect(0, 0, 30, 10))
        #expect(layout.frame(of: "off") == nil)
    }
}
