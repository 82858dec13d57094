import TrellisCore

/// iOS's list metrics on iPhone (default Dynamic Type), one set per design; sources and
/// confidence in `docs/ios-metrics.md` (§ 17 for iOS 17/18, § 26.3 for iOS 26), guesses in
/// `docs/divergences.md`.
struct ListMetrics {
    /// A row's minimum height.
    let minimumRowHeight: CGFloat
    /// The default insets of a row's content in its cell.
    let rowInsets: EdgeInsets
    /// The margin between an inset grouped section's card and the screen's edge.
    let insetGroupedMargin: CGFloat
    /// The radius of an inset grouped section's card.
    let cardCornerRadius: CGFloat
    /// The space above a section without a header (and between sections).
    let sectionSpacing: CGFloat
    /// A grouped section header's font.
    let headerFont: Font
    /// Whether a grouped section header's text is uppercased.
    let headerIsUppercased: Bool
    /// The space above a section's header text.
    let headerTopSpacing: CGFloat
    /// Between a header's text and its rows.
    let headerBottomSpacing: CGFloat
    /// Between the rows and a footer's text.
    let footerTopSpacing: CGFloat
    /// How far a separator stops short of the card's trailing edge.
    let separatorTrailingInset: CGFloat

    /// iOS 17 and 18: 44-point rows on cards of radius 10, small-capital footnote headers.
    static let iOS18 = ListMetrics(
        minimumRowHeight: 44, rowInsets: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
        insetGroupedMargin: 16, cardCornerRadius: 10, sectionSpacing: 35, headerFont: .footnote,
        headerIsUppercased: true, headerTopSpacing: 17, headerBottomSpacing: 6, footerTopSpacing: 6,
        separatorTrailingInset: 0)

    /// iOS 26: 52-point rows on cards of radius 26 (a one-row section is a capsule), headers in
    /// title case at 17 points semibold, a header line 40.33 from the list's top to the card
    /// (10.5 above a 20.33 line, 9.5 below it), separators inset at both ends.
    static let iOS26 = ListMetrics(
        minimumRowHeight: 52, rowInsets: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
        insetGroupedMargin: 16, cardCornerRadius: 26, sectionSpacing: 35, headerFont: .headline,
        headerIsUppercased: false, headerTopSpacing: 10.5, headerBottomSpacing: 9.5, footerTopSpacing: 8,
        separatorTrailingInset: 16)

    /// The metrics of `design`.
    static func of(_ design: DesignVersion) -> ListMetrics {
        switch design {
        case .iOS18: iOS18
        case .iOS26: iOS26
        }
    }
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
