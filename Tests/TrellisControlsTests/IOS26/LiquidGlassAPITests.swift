import Testing
import Trellis

// iOS 26's SwiftUI API compiles as Apple spells it, and the behaviours a still picture cannot
// show change nothing (docs/divergences.md D26-16; the bottom accessory is drawn:
// TabBottomAccessoryIOS26Tests).

@Suite struct LiquidGlassAPITests {
    @Namespace private var glass

    private var screen: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                NavigationStack {
                    List { Text("Row") }
                        .scrollEdgeEffectStyle(.soft, for: .top)
                        .scrollEdgeEffectHidden(for: .bottom)
                        .searchToolbarBehavior(.minimize)
                        .backgroundExtensionEffect()
                        .navigationTitle("Home")
                }
            }
            Tab(role: .search) { Text("Search") }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewSearchActivation(.searchTabSelection)
    }

    @Test func barBehavioursChangeNothingDrawn() {
        var environment = EnvironmentValues()
        environment.designVersion = .iOS26
        let plain = TabView {
            Tab("Home", systemImage: "house") { NavigationStack { List { Text("Row") }.navigationTitle("Home") } }
            Tab(role: .search) { Text("Search") }
        }
        let with = ViewLayout(screen, on: .iPhone16, environment: environment)
        let without = ViewLayout(plain, on: .iPhone16, environment: environment)
        #expect(with.placedViews.compactMap(\.text) == without.placedViews.compactMap(\.text))
        #expect(with.placedViews.first { $0.text == "Row" }?.frame == without.placedViews.first { $0.text == "Row" }?.frame)
    }

    @Test func glassAPIsCompileAsSwiftUIsAndKeepTheLayout() {
        let view = GlassEffectContainer(spacing: 20) {
            HStack {
                Button("One") {}.buttonStyle(.glass)
                Button("Two") {}.buttonStyle(.glass(.clear.interactive()))
                Button("Three") {}.buttonStyle(.glassProminent)
                Image(systemName: "star").padding().glassEffect()
                    .glassEffectID("star", in: glass)
                    .glassEffectUnion(id: "stars", namespace: glass)
                    .glassEffectTransition(.materialize)
                Text("Tinted").padding().glassEffect(.regular.tint(.orange).interactive(), in: .rect(cornerRadius: 12))
                Text("Off").glassEffect(.identity)
            }
        }
        let size = ViewLayout(view, in: .unspecified).size
        #expect(size.width > 0 && size.height > 0)
        #expect(ViewLayout(Text("Off").glassEffect(.identity), in: .unspecified).size == ViewLayout(Text("Off"), in: .unspecified).size)
    }
}
