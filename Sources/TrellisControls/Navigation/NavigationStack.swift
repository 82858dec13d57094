import TrellisCore

/// A stack of screens with a navigation bar: SwiftUI's `NavigationStack`, drawn at its root
/// screen (a picture shows no pushed screens).
///
/// The bar is made from what the screen's views set (`navigationTitle`,
/// `navigationBarTitleDisplayMode`, `toolbar`, `searchable`) and sits at the top of the safe
/// area, the screen laid out below it, over a bottom toolbar when the screen has `.bottomBar`
/// items; a list's background reaches up under it, as on iOS, where the bar
/// is transparent at rest.
///
/// Under a ``ViewHost`` links push: a `NavigationLink`'s destination, or the view a
/// `navigationDestination(for:)` makes for its value, is shown with its own bar and a back
/// button, which pops. The screens pushed by links are kept in the stack's state (per stack
/// identity); with a `path` binding, its values are the screens, and pushing a value appends
/// to it. A `navigationDestination(isPresented:)` or `(item:)` (and a link's `isActive`) pushes
/// while its binding is set, and a pop clears the binding. A covered screen keeps its state
/// but has disappeared: its `onDisappear` runs when it is covered, its `onAppear` when it is
/// shown again.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: NavigationPathAccess?
    /// The screens links pushed (after the path's, when there is a path binding).
    @State private var pushed: [PushedScreen] = []
    @State private var model = NavigationStackModel()

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathAccess(
            values: { path.wrappedValue.elements },
            append: { value in
                path.wrappedValue.append(value)
                return true
            },
            removeLast: { path.wrappedValue.removeLast() })
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } })
    }

    @Environment(\.designVersion) private var design
    @Environment(\.showsTabBar) private var showsTabBar

    public var body: some View {
        // iOS 26 puts the search field at the bottom of an iPhone's screen, in the toolbar,
        // unless a tab bar is there (docs/ios-metrics.md § 26.7).
        let searchAtBottom = design == .iOS26 && !showsTabBar
        let model = self.model
        // The screens declare their destinations again as they are resolved.
        model.beginUpdate()
        let entries = self.entries
        let context = NavigationContext(push: push, popBound: popBound, model: model)
        return _ScreenStack(root: Self.screen(root, id: RootScreenID(), back: nil, model: model, searchAtBottom: searchAtBottom), pushedIDs: entries.map(\.id)) { position in
            let entry = entries[position]
            let under = position == 0 ? AnyHashable(RootScreenID()) : entries[position - 1].id
            let back = BackButton(title: model.titles[under], action: pop)
            // A pushed screen fills the stack, as its hosting controller does on iOS.
            let filling = content(of: entry, model: model).frame(maxWidth: .infinity, maxHeight: .infinity)
            return AnyView(
                Self.screen(filling, id: entry.id, back: back, model: model, searchAtBottom: searchAtBottom)
                    .environment(\.dismiss, DismissAction(_dismiss: pop)))
        }
        .environment(\.navigationContext, context)
    }

    /// The screens above the root: the path's values, then what links and bindings pushed, up
    /// to the first whose binding was cleared since (its own update pops it from the state).
    private var entries: [StackEntry] {
        let values = path?.values() ?? []
        var entries = values.enumerated().map { StackEntry(id: PathSlot(index: $0, value: $1), content: .value($1)) }
        for screen in pushed {
            if case .bound(let key) = screen.content, model.boundDestinations[key]?.isSet() != true { break }
            entries.append(StackEntry(id: screen.id, content: screen.content))
        }
        return entries
    }

    private func push(_ content: PushedContent) {
        if case .value(let value) = content, let path {
            // A value the path cannot hold is not pushed, as SwiftUI only logs it.
            if !path.append(value) {
                LayoutDiagnostic._report("NavigationStack: a link pushed a \(type(of: value.base)) value, which its path cannot hold.")
            }
            return
        }
        if case .bound(let key) = content, pushed.contains(where: { $0.isBound(to: key) }) { return }
        model.nextID += 1
        pushed.append(PushedScreen(id: model.nextID, content: content))
    }

    /// Pops the top screen; a screen a binding presented clears its binding, as Back does.
    private func pop() {
        if let top = pushed.popLast() {
            if case .bound(let key) = top.content { model.boundDestinations[key]?.reset() }
        } else {
            path?.removeLast()
        }
    }

    /// Pops the screen the declaration `key` pushed and those above it (its binding was cleared).
    private func popBound(_ key: ObjectIdentifier) {
        guard let index = pushed.firstIndex(where: { $0.isBound(to: key) }) else { return }
        for screen in pushed[(index + 1)...] {
            if case .bound(let above) = screen.content { model.boundDestinations[above]?.reset() }
        }
        pushed.removeSubrange(index...)
    }

    private func content(of entry: StackEntry, model: NavigationStackModel) -> AnyView {
        switch entry.content {
        case .view(let view):
            return view
        case .bound(let key):
            return model.boundDestinations[key]?.make() ?? AnyView(EmptyView())
        case .value(let value):
            if let made = model.destination(for: value) { return made }
            LayoutDiagnostic._report(
                "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link.")
            return AnyView(EmptyView())
        }
    }

    /// A screen with its bars; its title is kept for the back button of the screen above it.
    private static func screen<Content: View>(
        _ content: Content, id: AnyHashable, back: BackButton?, model: NavigationStackModel, searchAtBottom: Bool
    ) -> some View {
        content
            ._safeAreaInsetPreferenceValue(NavigationBarKey.self, edge: .bottom) { bar in
                let items = bar.items.filter { $0.placement.slot == .bottom }.map(\.view)
                let search = searchAtBottom ? bar.search : nil
                if !items.isEmpty || search != nil { BottomToolbar(items: items, search: search) }
            }
            ._safeAreaInsetPreferenceValue(NavigationBarKey.self, edge: .top) { bar in
                let _ = model.keepTitle(bar.title, of: id)
                if !bar.isBarHidden {
                    NavigationBar(
                        model: bar, backButton: bar.isBackButtonHidden ? nil : back.map { AnyView($0) }, showsSearch: !searchAtBottom)
                }
            }
    }
}

// Its body forgets the destinations its screens declare again as they are resolved: made at
// every update, or a reused screen's declarations would be lost.
extension NavigationStack: _BodyEvaluatedEveryUpdate {}

/// A navigation stack, the older spelling: SwiftUI's `NavigationView`.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// Columns of navigation: SwiftUI's `NavigationSplitView`. On iPhone (compact width) it shows
/// its first column, the sidebar, in a navigation stack, as an iPhone does at launch.
public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    let sidebar: Sidebar

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public init<Content: View>(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }

    public var body: some View {
        NavigationStack { sidebar }
    }
}

/// Which columns of a split view show: SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// The screens pushed on a stack: SwiftUI's `NavigationPath` (kept, never drawn).
public struct NavigationPath: Equatable {
    private(set) var elements: [AnyHashable] = []

    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}
