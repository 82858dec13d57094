import TrellisCore

/// iOS's search field metrics (sources in `docs/ios-metrics.md`).
enum SearchFieldMetrics {
    /// The row the field takes under the bar (the field, 8 above and below it).
    static let rowHeight: CGFloat = 52
    static let fieldHeight: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    /// From the field's leading edge to the magnifying glass.
    static let iconInset: CGFloat = 6
    /// From the magnifying glass to the text.
    static let textInset: CGFloat = 5
    static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
}

/// What a screen's `searchable` asks for.
struct SearchFieldModel {
    let text: String
    let prompt: Text?
}

/// Where a search field goes: SwiftUI's `SearchFieldPlacement`. On iPhone every placement is
/// the navigation bar's drawer, under the title.
public struct SearchFieldPlacement: Sendable {
    /// Whether the drawer's field shows at rest: SwiftUI's `NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        case automatic
        case always
    }

    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}

extension View {
    /// A search field for the screen this view is on, in the navigation bar's drawer under the
    /// title, showing `text` or, when it is empty, the prompt ("Search" by default).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        preference(key: NavigationBarKey.self, value: NavigationBarModel(search: SearchFieldModel(text: text.wrappedValue, prompt: prompt)))
    }

    /// A search field with a prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field with a prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose presentation is bound to `isPresented` (drawn at rest).
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field whose presentation is bound to `isPresented`, with a prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Suggestions while searching (accepted: a picture shows the field at rest).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
    /// Search scopes (accepted).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }
    /// Whether the search field's suggestions show (accepted).
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }
}

/// How the toolbar behaves while searching: SwiftUI's `SearchPresentationToolbarBehavior`
/// (accepted).
public struct SearchPresentationToolbarBehavior: Sendable {
    let name: String
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

/// A search field at rest, as iOS draws it under a navigation bar: a rounded grey field with a
/// magnifying glass and the prompt (or the text); iOS 26's content differs (``StackedSearchFieldIOS26``).
struct SearchField: View {
    let model: SearchFieldModel
    @Environment(\.designVersion) private var design

    var body: some View {
        if design == .iOS26 {
            StackedSearchFieldIOS26(model: model)
        } else {
            field
        }
    }

    /// The iOS 17/18 field.
    private var field: some View {
        HStack(spacing: SearchFieldMetrics.textInset) {
            Image(systemName: "magnifyingglass").foregroundStyle(SearchFieldMetrics.secondaryLabel)
            if model.text.isEmpty {
                (model.prompt ?? Text("Search")).foregroundStyle(SearchFieldMetrics.secondaryLabel)
            } else {
                Text(model.text)
            }
            Spacer(minLength: 0)
        }
        .font(.body)
        .lineLimit(1)
        .padding(.leading, SearchFieldMetrics.iconInset)
        .frame(height: SearchFieldMetrics.fieldHeight)
        .background(RoundedRectangle(cornerRadius: SearchFieldMetrics.cornerRadius).fill(SystemColors.tertiarySystemFill))
        .padding(.horizontal, NavigationBarMetrics.iOS18.margin)
        .frame(height: SearchFieldMetrics.rowHeight)
    }
}
