import Testing
import Trellis

// Compile fixture for SwiftUI's deprecated API that apps still use (docs/api-surface.md): each
// is drawn as its replacement, or accepted where its effect cannot show.

private struct Row: Identifiable {
    let id = 1
}

private struct DeprecatedFixture: View {
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.sizeCategory) private var sizeCategory
    @State private var active = false
    @State private var selection: Int?
    @State private var choice = 1
    @State private var amount = 5

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Active", destination: Text("A"), isActive: $active)
                NavigationLink("Tagged", destination: Text("B"), tag: 1, selection: $selection)
                NavigationLink("Closure", isActive: $active) { Text("C") }
                NavigationLink("Tag closure", tag: 2, selection: $selection) { Text("D") }
                NavigationLink(destination: Text("E"), isActive: $active) { Text("Label E") }
                NavigationLink(destination: Text("F"), tag: 3, selection: $selection) { Text("Label F") }
                NavigationLink(tag: 4, selection: $selection) { Text("G") } label: { Text("Label G") }
                Picker(selection: $choice, label: Text("Pick")) { Text("One").tag(1) }
                TextField("Amount", value: $amount, formatter: NumberFormatter(), onEditingChanged: { _ in })
                Text(presentationMode.wrappedValue.isPresented ? "Presented" : "Root")
                    .accessibility(label: Text("Root"))
                    .accessibility(value: Text("1"))
                    .accessibility(hint: Text("Hint"))
                    .accessibility(hidden: false)
                    .accessibility(inputLabels: [Text("Root")])
                    .accessibility(addTraits: .isHeader)
                    .accessibility(removeTraits: .isButton)
                    .accessibility(sortPriority: 1)
                    .accessibility(selectionIdentifier: "root")
                    .accessibility(activationPoint: CGPoint.zero)
                    .accessibility(activationPoint: UnitPoint.center)
                    .contextMenu(ContextMenu { Button("Copy") {} })
                    .onLongPressGesture(minimumDuration: 1, maximumDistance: 5, pressing: { _ in }) {}
                    .statusBar(hidden: true)
                    .disableAutocorrection(true)
            }
            .navigationBarTitle("Old")
            .navigationBarItems(trailing: Button("Done") {})
            .navigationBarItems(leading: Button("Back") {})
            .searchable(text: .constant(""), prompt: Text("Find")) { Text("Suggestion") }
            .toolbar { ToolbarItem(id: "share", placement: .primaryAction, showsByDefault: false) { Text("Share") } }
        }
        .navigationViewStyle(.stack)
        .navigationViewStyle(StackNavigationViewStyle())
        .actionSheet(item: .constant(Optional<Row>.none)) { _ in ActionSheet(title: Text("Sheet")) }
    }
}

@Suite struct DeprecatedSurfaceTests {
    @Test func deprecatedNavigationDrawsAsItsReplacement() {
        let layout = ViewLayout(DeprecatedFixture(), on: .iPhone16)
        let texts = layout.placedViews.compactMap(\.text)
        #expect(texts.contains("Old") && texts.contains("Done") && texts.contains("Back") && texts.contains("Root"))
        #expect(texts.contains("Active") && texts.contains("Label G") && !texts.contains("Sheet"))
        let modern = NavigationStack { Color.red.navigationTitle("Old") }
        let title = "Old"
        for old in [
            AnyView(NavigationStack { Color.red.navigationBarTitle("Old") }), AnyView(NavigationStack { Color.red.navigationBarTitle(Text("Old")) }),
            AnyView(NavigationStack { Color.red.navigationBarTitle(title) }),
            AnyView(NavigationStack { Color.red.navigationBarTitle("Old", displayMode: .automatic) }),
            AnyView(NavigationStack { Color.red.navigationBarTitle(Text(title), displayMode: .large) }),
        ] {
            #expect(ViewLayout(old, on: .iPhone16).placedViews.map(\.frame) == ViewLayout(modern, on: .iPhone16).placedViews.map(\.frame))
        }
    }

    @Test func replacementsOfDeprecatedModifiers() {
        #expect(lay(Color.red.frame(width: 10, height: 10).accessibility(identifier: "box"), 50, 50).frame(of: "box") == rect(20, 20, 10, 10))
        var environment = EnvironmentValues()
        environment.sizeCategory = .accessibilityLarge
        #expect(environment.dynamicTypeSize == .accessibility2 && environment.sizeCategory.isAccessibilityCategory)
        #expect(lay(Text("Dark").colorScheme(.dark), nil, nil).size == lay(Text("Dark"), nil, nil).size)
        #expect(lay(Text("Tint").accentColor(.red), nil, nil).size == lay(Text("Tint").tint(.red), nil, nil).size)
        let sheet = Color.clear.actionSheet(item: .constant(Optional(Row()))) { _ in ActionSheet(title: Text("Sheet")) }
        #expect(ViewLayout(sheet, on: .iPhone16).placedViews.compactMap(\.text).contains("Sheet"))
    }
}
