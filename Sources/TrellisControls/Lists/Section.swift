import TrellisCore

/// A group of rows with an optional header and footer: SwiftUI's `Section`. In a `List` or
/// `Form` it is one group of rows (a card, in the default style); elsewhere its header,
/// content and footer are laid out as a group's views.
public struct Section<Parent: View, Content: View, Footer: View>: View, ListSectionRepresentable {
    let header: Parent
    let content: Content
    let footer: Footer

    public var body: some View {
        Group {
            header
            content
            footer
        }
    }

    var headerView: AnyView? { Parent.self == EmptyView.self ? nil : AnyView(header) }
    var footerView: AnyView? { Footer.self == EmptyView.self ? nil : AnyView(footer) }
    var rowsView: any View { content }
}

/// A section as a list sees it.
protocol ListSectionRepresentable {
    var headerView: AnyView? { get }
    var footerView: AnyView? { get }
    var rowsView: any View { get }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by `title`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }

    /// A section headed by `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }

    /// A section headed by `title` that may be collapsed (drawn expanded).
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}
