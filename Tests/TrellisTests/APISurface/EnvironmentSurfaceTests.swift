import Testing
import Trellis

// Compile fixture for SwiftUI's scene, window, preference and scroll-observer modifiers and the
// types around them (docs/api-surface.md): the short preference readers draw as the long ones,
// `equatable()` is its content, custom property wrappers conform to `DynamicProperty`; the rest
// keep the layout.

private struct Title: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
}

private struct Badge: View, Equatable {
    let count: Int
    var body: some View { Text("\(count)") }
}

@propertyWrapper
private struct Doubled: DynamicProperty {
    @State private var value = 2
    var wrappedValue: Int { value * 2 }
}

private struct Family: PreviewContextKey {
    static let defaultValue = "small"
}

private struct Small: PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

private struct EnvironmentFixture: View {
    @Doubled private var four: Int
    @FocusState private var renaming: Bool

    var body: some View {
        VStack {
            Badge(count: four).equatable()
            Color.red.frame(width: 40, height: 20)
                .statusBarHidden()
                .persistentSystemOverlays(.hidden)
                .defaultAdaptableTabBarPlacement(.tabBar)
                .defaultAppStorage(UserDefaults.standard)
                .handlesExternalEvents(preferring: ["a"], allowing: ["*"])
                .typeSelectEquivalent("Red")
                .typeSelectEquivalent(Text("Red"))
                .previewContext(Small())
                .contentToolbar(for: .tabViewSidebar) { Text("Tools") }
                .documentBrowserContextMenu { urls in Text("\(urls?.count ?? 0)") }
                .interactionActivityTrackingTag("red")
                .invalidatableContent()
                .materialActiveAppearance(.active)
                .renameAction($renaming)
                .renameAction {}
                .windowToolbarFullScreenVisibility(.onHover)
                .userActivity("com.example.view") { activity in activity.title = "View" }
                .userActivity("com.example.item", element: Optional("A")) { element, activity in activity.title = element }
                .onContinueUserActivity("com.example.view") { activity in _ = activity.activityType }
                .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width in _ = width }
                .onGeometryChange(for: CGFloat.self, of: { $0.size.height }, action: { old, new in _ = old + new })
                .onScrollGeometryChange(for: CGFloat.self) { geometry in geometry.contentOffset.y } action: { _, _ in }
                .onScrollPhaseChange { old, new in _ = old.isScrolling || new.isScrolling }
                .onScrollPhaseChange { _, _, context in _ = context.geometry.visibleRect }
                .onScrollTargetVisibilityChange(idType: Int.self) { ids in _ = ids }
                .onScrollVisibilityChange { visible in _ = visible }
        }
    }
}

@Suite struct EnvironmentSurfaceTests {
    @Test func sceneAndObserverModifiersKeepTheLayout() {
        let plain = VStack {
            Text("4")
            Color.red.frame(width: 40, height: 20)
        }
        let layout = lay(EnvironmentFixture(), 390, 844)
        #expect(layout.size == lay(plain, 390, 844).size)
        #expect(layout.placedViews.compactMap(\.text) == ["4"])
    }

    @Test func theShortPreferenceReadersDrawAsTheLongOnes() {
        let view = Color.clear.frame(width: 60, height: 30)
            .preference(key: Title.self, value: "Hi")
            .overlayPreferenceValue(Title.self) { title in Text(title) }
        let long = Color.clear.frame(width: 60, height: 30)
            .preference(key: Title.self, value: "Hi")
            .overlayPreferenceValue(Title.self, alignment: .center) { title in Text(title) }
        #expect(lay(view, 100, 100).placedViews.map(\.frame) == lay(long, 100, 100).placedViews.map(\.frame))
        let background = Color.clear.frame(width: 60, height: 30)
            .preference(key: Title.self, value: "Lo")
            .backgroundPreferenceValue(Title.self) { title in Text(title) }
        #expect(lay(background, 100, 100).placedViews.compactMap(\.text) == ["Lo"])
    }

    @Test func scrollGeometryMeasuresItsVisibleRect() {
        let geometry = ScrollGeometry(
            contentOffset: CGPoint(x: 0, y: 100), contentSize: size(300, 1000),
            contentInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), containerSize: size(300, 400))
        #expect(geometry.visibleRect == rect(0, 100, 300, 400))
        #expect(geometry.bounds == rect(0, 80, 300, 400))
        #expect(!ScrollPhase.idle.isScrolling && ScrollPhase.decelerating.isScrolling)
        #expect(Small()[Family.self] == "small")
    }
}

private struct Accent: ContainerValueKey {
    static let defaultValue = "none"
}

extension ContainerValues {
    fileprivate var accent: String {
        get { self[Accent.self] }
        set { self[Accent.self] = newValue }
    }
}

@Suite struct ContainerValueSurfaceTests {
    @Test func containerValuesKeepTheLayoutAndTheirDefaults() {
        let view = Color.red.frame(width: 10, height: 10).containerValue(\.accent, "red")
        #expect(lay(view, 50, 50).size == size(10, 10))
        var values = ContainerValues()
        #expect(values.accent == "none")
        values.accent = "blue"
        #expect(values.accent == "blue" && !values.hasTag(1) && values.tag(for: Int.self) == nil)
    }
}
