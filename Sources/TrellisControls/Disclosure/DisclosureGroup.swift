import TrellisCore

/// iOS's disclosure indicator metrics (sources in `docs/ios-metrics.md`).
enum DisclosureMetrics {
    /// The chevron's font: body-sized and semibold, tinted.
    static let chevronWeight = Font.Weight.semibold
}

/// A label that shows or hides its content: SwiftUI's `DisclosureGroup`, drawn collapsed unless
/// its `isExpanded` binding is true. The label's row ends with a tinted chevron, pointing right
/// when collapsed and down when expanded; the content follows under the label.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// The expansion binding; nil when the group keeps its expansion in its own state.
    let isExpanded: Binding<Bool>?
    /// The expansion of a group without a binding: collapsed at first, toggled under a
    /// ``ViewHost`` by a tap on the label's row.
    @State private var expanded = false
    /// For a group made from a style's configuration: that style's place in the style stack.
    var styleLevel: Int?
    @Environment(\.self) private var environment

    /// A group with a label and content, collapsed.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    /// A group whose expansion is bound to `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// The group drawn with the style set around it (`disclosureGroupStyle(_:)`), else the
    /// system's: the label's row ending in a chevron, the content under it when expanded.
    public var body: some View {
        let (style, level) = environment.styles(for: DisclosureGroupStyleConfiguration.self).style(outside: styleLevel)
        let configuration = DisclosureGroupStyleConfiguration(
            label: .init(label), content: .init(content), isExpanded: isExpanded ?? $expanded, styleLevel: level)
        return (style ?? AnyStyle(AutomaticDisclosureGroupStyle())).makeBody(configuration)
    }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
    /// The group a style's configuration describes, drawn with the style set outside that one.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        isExpanded = configuration.$isExpanded
        styleLevel = configuration.styleLevel
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled with a localisable key, collapsed.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled with a string, collapsed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled with a localisable key, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled with a string, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A tree of rows: SwiftUI's `OutlineGroup`. Each element with children is a collapsed
/// `DisclosureGroup` (a picture shows the tree at rest); the others are plain rows.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// The tree of `data`, with each element's children at `children`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    public var body: some View {
        ForEach(Array(data.enumerated()), id: \.offset) { _, element in row(element) }
    }

    @ViewBuilder private func row(_ element: Data.Element) -> some View {
        if element[keyPath: children] != nil {
            DisclosureGroup(content: { OutlineSubgroupChildren(children: AnyView(EmptyView())) }, label: { content(element) })
        } else {
            content(element)
        }
    }
}

/// The rows under an outline group's element, the content of the disclosure group it makes:
/// SwiftUI's `OutlineSubgroupChildren`. The group is drawn collapsed, so they are not drawn.
public struct OutlineSubgroupChildren: View {
    let children: AnyView

    public var body: some View { children }
}

extension OutlineGroup: _ListingView {
    public var _listedViews: [any View] { data.map { row($0) } }
}

extension OutlineGroup where ID == Data.Element.ID, Data.Element: Identifiable {
    /// The tree of identifiable `data`.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A row for each top-level element of the tree `data`, a collapsed disclosure group for
    /// those with children.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }
}
