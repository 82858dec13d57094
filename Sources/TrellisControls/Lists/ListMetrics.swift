import TrellisCore

/// iOS's list metrics on iPhone (iOS 17/18, default Dynamic Type); sources and confidence in
/// `docs/ios-metrics.md`, guesses in `docs/divergences.md`.
enum ListMetrics {
    /// A row's minimum height.
    static let minimumRowHeight: CGFloat = 44
    /// The default insets of a row's content in its cell.
    static let rowInsets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    /// The margin between an inset grouped section's card and the screen's edge.
    static let insetGroupedMargin: CGFloat = 16
    /// The radius of an inset grouped section's card.
    static let cardCornerRadius: CGFloat = 10
    /// The space above a section without a header (and between sections).
    static let sectionSpacing: CGFloat = 35
    /// The space above a section's header text.
    static let headerTopSpacing: CGFloat = 17
    /// Between a header's text and its rows.
    static let headerBottomSpacing: CGFloat = 6
    /// Between the rows and a footer's text.
    static let footerTopSpacing: CGFloat = 6
}

/// A list's content, split into sections of rows as iOS draws them: rows outside any
/// `Section` form sections of their own.
struct ListSectionModel {
    struct Row {
        var view: AnyView
        var traits: ListRowTraits
    }

    var header: AnyView?
    var footer: AnyView?
    var rows: [Row]

    static func sections<V: View>(of content: V) -> [ListSectionModel] {
        var sections: [ListSectionModel] = []
        var loose: [Row] = []
        func flushLoose() {
            if !loose.isEmpty { sections.append(ListSectionModel(header: nil, footer: nil, rows: loose)) }
            loose = []
        }
        for view in ListContent.views(of: content) {
            if let section = view as? any ListSectionRepresentable {
                flushLoose()
                sections.append(
                    ListSectionModel(header: section.headerView, footer: section.footerView, rows: rows(of: section.rowsView)))
            } else {
                loose += rows(of: view)
            }
        }
        flushLoose()
        return sections
    }

    private static func rows(of content: any View) -> [Row] {
        ListContent.views(of: content).flatMap { view -> [Row] in
            var traits = ListRowTraits()
            var current: any View = view
            while let carrier = current as? any ListRowTraitsCarrier {
                traits = traits.overridden(by: carrier.rowTraits)
                current = carrier.rowContent
            }
            // A carrier around a ForEach or group marks each of its rows.
            let inner = ListContent.views(of: current)
            if inner.count != 1 { return rows(of: current).map { Row(view: $0.view, traits: traits.overridden(by: $0.traits)) } }
            return [Row(view: AnyView(_fromValue: current) ?? AnyView(EmptyView()), traits: traits)]
        }
    }
}
