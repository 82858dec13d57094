import Testing
import Trellis

// Compile fixture for SwiftUI's input modifiers (docs/api-surface.md): named and enabled
// gestures, keys, Apple Pencil, haptics, focus and focused values, drag and drop, UIKit
// gesture recognizers. A still picture receives no input: each keeps the layout.

private final class Library: ObservableObject {}

@Observable
private final class Selection {
    var name = "A"
}

private struct SelectionKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    fileprivate var selectionName: String? {
        get { self[SelectionKey.self] }
        set { self[SelectionKey.self] = newValue }
    }
}

private struct DoubleTap: UIGestureRecognizerRepresentable {
    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer()
        recognizer.numberOfTapsRequired = 2
        return recognizer
    }

    func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
        _ = context.converter.location(in: .local)
    }
}

private struct Dropper: DropDelegate {
    func performDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: ["public.text"]) }
}

private struct InputFixture: View {
    @FocusState private var focused: Bool
    @FocusedValue(\.selectionName) private var selectionName
    @FocusedObject private var library: Library?
    @State private var count = 0
    @State private var targeted = false
    private let selection = Selection()

    var body: some View {
        VStack {
            Color.red.frame(width: 40, height: 20)
                .gesture(TapGesture(), isEnabled: false)
                .gesture(DragGesture(), name: "drag")
                .simultaneousGesture(TapGesture(), isEnabled: true)
                .simultaneousGesture(LongPressGesture(), name: "press")
                .highPriorityGesture(TapGesture(), isEnabled: true)
                .highPriorityGesture(TapGesture(), name: "tap", isEnabled: false)
                .gesture(DoubleTap())
                .defersSystemGestures(on: .bottom)
                .handGestureShortcut(.primaryAction)
                .allowsWindowActivationEvents()
                .allowsWindowActivationEvents(nil)
                .springLoadingBehavior(.enabled)
            Color.blue.frame(width: 40, height: 20)
                .onKeyPress(.return) { .handled }
                .onKeyPress(.space, phases: .down) { press in press.modifiers.contains(.shift) ? .handled : .ignored }
                .onKeyPress(characters: .letters) { _ in .ignored }
                .onKeyPress(keys: [.upArrow, .downArrow]) { _ in .handled }
                .onKeyPress { _ in .ignored }
                .onPencilDoubleTap { value in _ = value.hoverPose }
                .onPencilSqueeze { phase in if case .ended(let value) = phase { _ = value.hoverPose } }
                .sensoryFeedback(.success, trigger: count)
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) { old, new in new > old }
                .sensoryFeedback(trigger: count) { _, _ in .selection }
                .sensoryFeedback(trigger: count) { SensoryFeedback.impact(flexibility: .soft) }
            Color.green.frame(width: 40, height: 20)
                .focused($focused)
                .focusable(true, interactions: .edit)
                .focusEffectDisabled()
                .defaultFocus($focused, true, priority: .userInitiated)
                .selectionDisabled()
                .contextMenu(forSelectionType: Int.self) { ids in Text("\(ids.count)") } primaryAction: { _ in }
                .focusedValue(\.selectionName, "A")
                .focusedValue(selection)
                .focusedSceneValue(\.selectionName, "A")
                .focusedSceneValue(selection)
                .focusedObject(Library())
                .focusedSceneObject(Library())
            Text(selectionName ?? (library == nil ? "None" : "Some"))
                .onDrag { NSItemProvider(object: "A" as NSString) }
                .onDrag({ NSItemProvider() }, preview: { Text("A") })
                .onDrop(of: ["public.text"], isTargeted: $targeted) { providers in !providers.isEmpty }
                .onDrop(of: ["public.text"], isTargeted: nil) { _, location in location.x > 0 }
                .onDrop(of: ["public.text"], delegate: Dropper())
                .itemProvider { NSItemProvider(contentsOf: URL(string: "file:///a.txt")) }
        }
    }
}

@Suite struct InputSurfaceTests {
    @Test func inputModifiersKeepTheLayout() {
        let plain = VStack {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 40, height: 20)
            Color.green.frame(width: 40, height: 20)
            Text("None")
        }
        let layout = lay(InputFixture(), 390, 844)
        #expect(layout.size == lay(plain, 390, 844).size)
        // Nothing has focus: the focused value and object read nil.
        #expect(layout.placedViews.compactMap(\.text) == ["None"])
    }

    @Test func itemProvidersKeepTheirTypes() {
        #expect(NSItemProvider(object: "A" as NSString).hasItemConformingToTypeIdentifier("public.utf8-plain-text"))
        #expect(NSItemProvider(contentsOf: URL(string: "file:///tmp/a.txt"))?.suggestedName == "a.txt")
        #expect(KeyboardShortcut("s").modifiers == .command && KeyboardShortcut.defaultAction.key == .return)
    }
}
