import Foundation
import Testing
import Trellis

// Compile fixture and behaviour of the view types added to reach SwiftUI's iOS 18 view types
// (docs/api-surface.md): preview modifiers, labelled groups, timer progress views, subscription
// views, editable ForEach, outline children, paste and document buttons.

private struct Padded: PreviewModifier {
    static func makeSharedContext() async throws -> CGFloat { 10 }

    func body(content: Content, context: CGFloat) -> some View {
        content.padding(context)
    }
}

private struct Tinted: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.frame(width: 30, height: 30)
    }
}

private struct Failing: PreviewModifier {
    struct Missing: Error {}
    static func makeSharedContext() async throws -> Int { throw Missing() }
    func body(content: Content, context: Int) -> some View { content.padding(100) }
}

extension PreviewTrait where T == Preview.ViewTraits {
    fileprivate static var padded: Self { .modifier(Padded()) }
}

private struct Item: Identifiable {
    let id: Int
    var name: String
}

@Suite struct ViewTypesSurfaceTests {
    private var square: some View { Color.red.frame(width: 5, height: 5) }

    @Test func previewModifiersWrapThePreviewWithTheirContext() {
        #expect(lay(square._previewTrait(.modifier(Padded())), 100, 100).size == size(25, 25))
        #expect(lay(square._previewTrait(.padded), 100, 100).size == size(25, 25))
        #expect(lay(square._previewTrait(.modifier(Tinted())), 100, 100).size == size(30, 30))
        // A context that cannot be made leaves the preview as it is.
        #expect(lay(square._previewTrait(.modifier(Failing())), 100, 100).size == size(5, 5))
        #expect(lay(square._previewTrait(.sizeThatFitsLayout), 100, 100).size == size(5, 5))
    }

    @Test func labelledGroupsDrawTheirContentOnly() {
        let plain = lay(ControlGroup { Button("A") {}; Button("B") {} }, 300, 100).size
        #expect(lay(ControlGroup { Button("A") {}; Button("B") {} } label: { Text("Label") }, 300, 100).size == plain)
        #expect(lay(ControlGroup("Label") { Button("A") {}; Button("B") {} }, 300, 100).size == plain)
        #expect(lay(ControlGroup("Label", systemImage: "star") { Button("A") {}; Button("B") {} }, 300, 100).size == plain)
        let toolbar = NavigationStack {
            Text("Body").toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) { Button("A") {}.accessibilityIdentifier("a") } label: { Text("Group") }
            }
        }
        #expect(lay(toolbar, 390, 844).frame(of: "a") != nil)
    }

    @Test(arguments: [
        (90.0, true, "1:30"), (90.0, false, "0:00"), (5.0, true, "0:05"), (3723.0, true, "1:02:03"), (750.0, true, "12:30"),
    ])
    func timerProgressViewsShowTheTimeAtTheStart(_ seconds: Double, _ countsDown: Bool, _ shown: String) {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let view = ProgressView(timerInterval: start...start.addingTimeInterval(seconds), countsDown: countsDown)
        #expect(textsOf(drawnItems(view, 300, 100)).map(\.text.string) == [shown])
    }

    /// `Text(timerInterval:)` at the interval's start, or where it was paused.
    @Test(arguments: [
        (0.0, nil, true, true, "1:02:03"), (0, nil, false, true, "0:00"), (0, 3600, true, true, "2:03"),
        (0, 3600, false, true, "1:00:00"), (0, nil, true, false, "62:03"), (0, 99_999, true, true, "0:00"),
    ] as [(Double, Double?, Bool, Bool, String)])
    func timerTextReadsTheStartOrThePause(_ start: Double, _ pause: Double?, _ countsDown: Bool, _ showsHours: Bool, _ shown: String) {
        let begin = Date(timeIntervalSinceReferenceDate: start)
        let text = Text(
            timerInterval: begin...begin.addingTimeInterval(3723), pauseTime: pause.map { begin.addingTimeInterval($0) },
            countsDown: countsDown, showsHours: showsHours)
        #expect(textsOf(drawnItems(text, 300, 100)).map(\.text.string) == [shown])
    }

    @Test func aTimerProgressViewFillsOrEmptiesFromTheStart() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let interval = start...start.addingTimeInterval(60)
        let full = drawnItems(ProgressView(value: 1.0) { Text("T") }, 300, 100).count
        #expect(drawnItems(ProgressView(timerInterval: interval) { Text("T") } currentValueLabel: { EmptyView() }, 300, 100).count == full)
        #expect(lay(ProgressView(timerInterval: interval, countsDown: false) { Text("T") }, 300, 100).size.width == 300)
    }

    @Test func aSubscriptionViewDrawsItsContent() {
        let view = SubscriptionView(content: square, publisher: Just(1), action: { _ in })
        #expect(lay(view, 100, 100).size == size(5, 5))
    }

    @Test func anEditableForEachDrawsARowPerElement() {
        var items = [Item(id: 1, name: "A"), Item(id: 2, name: "B")]
        let binding = Binding(get: { items }, set: { items = $0 })
        let view = VStack(spacing: 0) {
            ForEach(binding, editActions: .all) { $item in
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier(item.name)
            }
        }
        let layout = lay(view, 100, 100)
        #expect(layout.frame(of: "A") == rect(45, 40, 10, 10))
        #expect(layout.frame(of: "B") == rect(45, 50, 10, 10))
        #expect(EditActions<[Item]>.all == [.move, .delete])
    }

    @Test func pasteAndDocumentButtonsAreLabelledButtons() {
        let paste = drawnItems(PasteButton(payloadType: String.self) { _ in }, 300, 100)
        #expect(textsOf(paste).map(\.text.string) == ["Paste"])
        #expect(lay(PasteButton(supportedContentTypes: [.plainText]) { _ in }, 300, 100).size
            == lay(PasteButton(payloadType: String.self) { _ in }, 300, 100).size)
        #expect(textsOf(drawnItems(NewDocumentButton(), 300, 100)).map(\.text.string) == ["Create Document"])
        #expect(textsOf(drawnItems(NewDocumentButton(Text("New Song")), 300, 100)).map(\.text.string) == ["New Song"])
        #expect(textsOf(drawnItems(DefaultDocumentGroupLaunchActions(), 300, 100)).map(\.text.string) == ["Create Document"])
    }
}

@Suite struct HostingControllerSurfaceTests {
    @Test func aHostingControllerSizesItsRootViewAsTrellisLaysItOut() {
        let controller = UIHostingController(rootView: Color.red.frame(minWidth: 10, idealWidth: 40, maxWidth: 60).frame(height: 20))
        #expect(controller.sizeThatFits(in: CGSize(width: 100, height: 100)) == size(60, 20))
        #expect(controller.sizeThatFits(in: CGSize(width: 30, height: 100)) == size(30, 20))
        // An unbounded width asks for the ideal width.
        #expect(controller.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: 100)) == size(40, 20))
        controller.sizingOptions = [.preferredContentSize]
        #expect(controller.sizingOptions.contains(.preferredContentSize) && controller.view != nil)
    }
}

/// Compile fixture: SwiftUI's names for the view types a style or a container makes.
private let viewTypeNames: [Any.Type] = [
    AutomaticTextEditorStyle.Body.self, OutlineSubgroupChildren.self, DefaultDateProgressLabel.self,
    LabeledControlGroupContent<EmptyView, Text>.self, LabeledToolbarItemGroupContent<EmptyView, Text>.self,
    PreviewModifierContent.self, EditableCollectionContent<EmptyView, [Int]>.self,
    IndexedIdentifierCollection<[Int], Int>.self, SubscriptionView<Just<Int>, EmptyView>.self,
]
