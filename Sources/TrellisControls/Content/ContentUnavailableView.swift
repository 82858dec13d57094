import TrellisCore

/// What a screen shows when it has nothing to show: SwiftUI's `ContentUnavailableView`. A large
/// secondary icon above a bold title, a secondary description and actions, centred in all the
/// space offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view from a label (icon and title), a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 0) {
            label.labelStyle(UnavailableLabelStyle())
            description
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .padding(.top, ContentUnavailableMetrics.titleToDescription)
            actions.padding(.top, ContentUnavailableMetrics.descriptionToActions)
        }
        .padding(ContentUnavailableMetrics.padding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// A view from a label and a description.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description) { EmptyView() }
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// A view from a label alone.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == TrellisControls.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title with an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { TrellisControls.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// A title with an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { TrellisControls.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// A title with an image by name and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { TrellisControls.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }
}

/// The parts of the standard "no search results" view.
public enum SearchUnavailableContent {
    /// Its label: a magnifying glass over "No Results".
    public struct Label: View {
        let title: String
        public var body: some View { TrellisControls.Label(title, systemImage: "magnifyingglass") }
    }

    /// Its description.
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// Its actions: none.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
      Actions == SearchUnavailableContent.Actions {
    /// The standard view for a search without results.
    public static var search: Self {
        Self(label: { SearchUnavailableContent.Label(title: "No Results") },
             description: { SearchUnavailableContent.Description() }, actions: { SearchUnavailableContent.Actions() })
    }

    /// The standard view for a search for `text` without results.
    public static func search(text: String) -> Self {
        Self(label: { SearchUnavailableContent.Label(title: text.isEmpty ? "No Results" : "No Results for “\(text)”") },
             description: { SearchUnavailableContent.Description() }, actions: { SearchUnavailableContent.Actions() })
    }
}

/// The label of an unavailable-content view: the icon large and secondary above the title.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ContentUnavailableMetrics.iconToTitle) {
            configuration.icon
                .font(ContentUnavailableMetrics.iconFont)
                .imageScale(.large)
                .foregroundStyle(.secondary)
            configuration.title
                .font(ContentUnavailableMetrics.titleFont)
                .multilineTextAlignment(.center)
        }
    }
}

/// The numbers of iOS's unavailable-content view (estimates: docs/ios-metrics.md § 12).
enum ContentUnavailableMetrics {
    static let iconFont = Font.largeTitle
    static let titleFont = Font.title2.bold()
    static let iconToTitle: CGFloat = 10
    static let titleToDescription: CGFloat = 8
    static let descriptionToActions: CGFloat = 20
    static let padding: CGFloat = 16
}
