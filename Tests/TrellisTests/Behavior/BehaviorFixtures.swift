import Testing
import Trellis

// Compile fixtures: views written as apps write them with behaviour a still picture cannot
// show. Each must compile unchanged and lay out exactly as the same views without it.

@Observable
final class CounterModel {
    var count = 3
    var title = "Counter"
}

final class SessionStore: ObservableObject {
    @Published var userName = "Ada"
}

private struct GestureFixture: View {
    @State private var offset = CGSize.zero
    @State private var scale: CGFloat = 1
    @GestureState private var isPressing = false

    var body: some View {
        VStack {
            Text("Tap").onTapGesture { offset = .zero }
            Text("Double").onTapGesture(count: 2) {}
            Text("Where").onTapGesture(coordinateSpace: .global) { location in _ = location.x }
            Text("Hold").onLongPressGesture(minimumDuration: 1) {} onPressingChanged: { _ in }
            Color.red.frame(width: 40, height: 40)
                .gesture(DragGesture(minimumDistance: 0).onChanged { value in offset = value.translation }.onEnded { _ in })
                .simultaneousGesture(MagnifyGesture().onChanged { value in scale = value.magnification })
                .highPriorityGesture(TapGesture(count: 2).onEnded { })
                .gesture(LongPressGesture().updating($isPressing) { current, state, _ in state = current })
                .gesture(RotateGesture().onChanged { value in _ = value.rotation.degrees }.simultaneously(with: TapGesture()))
                .contentShape(Rectangle())
                .allowsHitTesting(!isPressing)
        }
    }
}

private struct LifecycleFixture: View {
    @State private var items: [String] = []
    @AppStorage("username") private var username = "guest"
    @AppStorage("lastOpened") private var lastOpened: String?
    @SceneStorage("tab") private var tab = 0
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.locale) private var locale

    var body: some View {
        VStack {
            Text(username)
            Color.blue.frame(width: iconSize, height: colorScheme == .dark ? 1 : iconSize)
            Text(sizeClass == .compact ? "Compact" : "Regular")
        }
        .onAppear { items.append("a") }
        .onDisappear {}
        .task { try? await Task.sleep(nanoseconds: 1) }
        .task(id: tab) {}
        .onChange(of: tab) { old, new in _ = (old, new) }
        .onChange(of: username) { dismiss() }
        .onChange(of: tab, perform: { _ in })
        .refreshable {}
        .onSubmit { openURL(URL(string: "https://example.com")!) }
        .preferredColorScheme(.light)
        .dynamicTypeSize(.large)
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .environment(\.locale, Locale(identifier: "fr_FR"))
    }
}

private struct ObservationFixture: View {
    @Environment(CounterModel.self) private var model
    @EnvironmentObject private var session: SessionStore

    var body: some View {
        @Bindable var model = model
        VStack {
            Text(model.title)
            Text("\(model.count)")
            TextField("Title", text: $model.title)
            Text(session.userName)
            TextField("Name", text: $session.userName)
        }
    }
}

private struct AnimationFixture: View {
    @Namespace private var namespace
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Text("Hello")
                .matchedGeometryEffect(id: "title", in: namespace)
                .transition(.move(edge: .top).combined(with: .opacity))
                .animation(.spring(response: 0.3, dampingFraction: 0.7), value: isExpanded)
                .animation(.easeInOut)
                .contentTransition(.numericText())
            Button("Toggle") {
                withAnimation(.bouncy) { isExpanded.toggle() }
            }
        }
        .transaction { $0.animation = nil }
        .transition(.asymmetric(insertion: .scale, removal: .slide))
    }
}

private struct AccessibilityFixture: View {
    @FocusState private var isFocused: Bool
    @FocusState private var field: Int?
    @State private var text = ""

    var body: some View {
        VStack {
            Image(systemName: "star")
                .accessibilityLabel("Favourite")
                .accessibilityHint(Text("Adds to favourites"))
                .accessibilityValue("On")
                .accessibilityAddTraits(.isButton)
                .accessibilityRemoveTraits([.isImage, .isStaticText])
                .accessibilityHidden(false)
            HStack { Text("A"); Text("B") }
                .accessibilityElement(children: .combine)
                .accessibilityAdjustableAction { direction in _ = direction == .increment }
                .accessibilityAction(named: "Archive") {}
                .accessibilityRepresentation { Text("AB") }
                .accessibilitySortPriority(1)
            TextField("Email", text: $text)
                .focused($isFocused)
                .focused($field, equals: 1)
                .submitLabel(.next)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .textContentType(.emailAddress)
                .onSubmit { field = 2 }
        }
    }
}

@Suite("Behaviour is accepted and changes nothing drawn")
struct BehaviorFixtureTests {
    @Test func gesturesDoNotChangeLayout() {
        let plain = VStack {
            Text("Tap"); Text("Double"); Text("Where"); Text("Hold"); Color.red.frame(width: 40, height: 40)
        }
        #expect(lay(GestureFixture(), 390, 844).size == lay(plain, 390, 844).size)
    }

    @Test func lifecycleActionsDoNotRunAndStorageHasItsDefaults() {
        let layout = lay(LifecycleFixture(), 390, 844)
        #expect(layout.placedViews.compactMap(\.text) == ["guest", "Compact"])
        #expect(layout.size == lay(VStack { Text("guest"); Color.blue.frame(width: 24, height: 24); Text("Compact") }, 390, 844).size)
    }

    @Test func observableModelsAndEnvironmentObjectsAreRead() {
        let view = ObservationFixture().environment(CounterModel()).environmentObject(SessionStore())
        let texts = lay(view, 390, 844).placedViews.compactMap(\.text)
        #expect(texts.contains("Counter") && texts.contains("3") && texts.contains("Ada"))
    }

    @Test func animationsShowTheCurrentState() {
        let plain = VStack { Text("Hello"); Button("Toggle") {} }
        #expect(lay(AnimationFixture(), 390, 844).size == lay(plain, 390, 844).size)
        #expect(withAnimation { 41 + 1 } == 42)
    }

    @Test func accessibilityAndFocusDoNotChangeLayout() {
        let plain = VStack {
            Image(systemName: "star")
            HStack { Text("A"); Text("B") }
            TextField("Email", text: .constant(""))
        }
        #expect(lay(AccessibilityFixture(), 390, 844).size == lay(plain, 390, 844).size)
    }

    @Test func theEnvironmentDescribesALightCompactPhone() {
        let environment = EnvironmentValues()
        #expect(environment.colorScheme == .light)
        #expect(environment.horizontalSizeClass == .compact)
        #expect(environment.verticalSizeClass == .regular)
        #expect(environment.dynamicTypeSize == .large)
        #expect(!environment.dynamicTypeSize.isAccessibilitySize)
        #expect(environment.scenePhase == .active)
        #expect(environment.timeZone.secondsFromGMT() == 0)
    }
}

@Suite struct PreviewBodyTests {
    @Test func aPreviewBodyTakesStatementsAnExplicitReturnAndLocalState() {
        let returned = _previewBody {
            let total = [1, 2, 3].reduce(0, +)
            return Text("\(total)")
        }
        #expect(lay(returned, nil, nil).placedViews.compactMap(\.text) == ["6"])
        let built = _previewBody {
            @State var isOn = true
            Toggle("Wi-Fi", isOn: $isOn)
        }
        // iOS 18's switch row (31); iOS 26's switch is 28 tall.
        #expect(ViewLayout(built, in: ProposedViewSize(width: 390, height: nil), environment: iOS18Environment()).size.height == 31)
    }
}

private struct FixtureApp: App {
    @State private var model = CounterModel()
    private let session = SessionStore()

    var body: some Scene {
        WindowGroup {
            ObservationFixture()
                .environment(model)
                .environmentObject(session)
        }
        .environment(\.locale, Locale(identifier: "en_GB"))
    }
}

@Suite struct AppFixtureTests {
    @Test func appsAndScenesCompileAndTheirViewsLayOut() {
        _ = FixtureApp().body
        let view = ObservationFixture().environment(CounterModel()).environmentObject(SessionStore())
        #expect(lay(view, 390, 844).placedViews.compactMap(\.text).contains("Counter"))
    }
}
