import TrellisCore

/// Builds a tab view's tabs from `Tab`s, `TabSection`s, `ForEach`es and conditions:
/// SwiftUI's `TabContentBuilder`.
@resultBuilder
public struct TabContentBuilder<SelectionValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> _TabList<SelectionValue> where C.TabValue == SelectionValue {
        _TabList(content._tabs)
    }

    public static func buildBlock(_ components: _TabList<SelectionValue>...) -> _TabList<SelectionValue> {
        _TabList(components.flatMap(\._tabs))
    }

    public static func buildOptional(_ component: _TabList<SelectionValue>?) -> _TabList<SelectionValue> {
        component ?? _TabList([])
    }

    public static func buildEither(first component: _TabList<SelectionValue>) -> _TabList<SelectionValue> { component }
    public static func buildEither(second component: _TabList<SelectionValue>) -> _TabList<SelectionValue> { component }

    public static func buildArray(_ components: [_TabList<SelectionValue>]) -> _TabList<SelectionValue> {
        _TabList(components.flatMap(\._tabs))
    }

    public static func buildLimitedAvailability(_ component: _TabList<SelectionValue>) -> _TabList<SelectionValue> { component }

    /// The tabs a builder made, as a tab view's content.
    public struct Content<C: TabContent>: View {
        let tabs: C

        public var body: some View {
            ForEach(Array(tabs._tabs.enumerated()), id: \.offset) { $0.element.content }
        }
    }
}

/// The tabs a `TabContentBuilder` made, in order.
public struct _TabList<SelectionValue: Hashable>: TabContent {
    public typealias TabValue = SelectionValue
    public let _tabs: [_TabModel]

    init(_ tabs: [_TabModel]) {
        self._tabs = tabs
    }
}

/// Content that lists its tabs directly (a tab view built from `Tab`s).
protocol TabModelsProviding {
    var tabModels: [_TabModel] { get }
}

extension TabContentBuilder.Content: TabModelsProviding {
    var tabModels: [_TabModel] { tabs._tabs }
}
