import TrellisCore

/// The drawing of a list's sections, in the list's appearance: what `List` and `Form` show.
struct ListSectionsView: View {
    let sections: [ListSectionModel]
    @Environment(\.self) private var environment

    private var appearance: ListAppearance { environment.listAppearance }
    private var isGrouped: Bool { appearance == .insetGrouped || appearance == .grouped }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<sections.count, id: \.self) { index in
                    section(sections[index])
                }
            }
            .padding(.bottom, isGrouped ? ListMetrics.sectionSpacing : 0)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .background(background)
    }

    @ViewBuilder private var background: some View {
        if environment.scrollContentBackgroundHidden {
            Color.clear
        } else {
            Rectangle().fill(isGrouped ? SystemColors.systemGroupedBackground : SystemColors.systemBackground)
                .ignoresSafeArea()
        }
    }

    private var margin: CGFloat {
        switch appearance {
        case .insetGrouped, .inset: ListMetrics.insetGroupedMargin
        case .grouped, .plain: 0
        }
    }

    @ViewBuilder private func section(_ section: ListSectionModel) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            if let header = section.header {
                header
                    .font(isGrouped ? .footnote : .headline)
                    .textCase(isGrouped ? .uppercase : nil)
                    .foregroundStyle(isGrouped ? .secondary : .primary)
                    .padding(.leading, ListMetrics.rowInsets.leading)
                    .padding(.top, isGrouped ? ListMetrics.headerTopSpacing : 8)
                    .padding(.bottom, isGrouped ? ListMetrics.headerBottomSpacing : 8)
            } else if isGrouped {
                Color.clear.frame(height: environment.listSectionSpacing ?? ListMetrics.sectionSpacing)
            }
            rows(section.rows)
            if let footer = section.footer {
                footer
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, ListMetrics.rowInsets.leading)
                    .padding(.top, ListMetrics.footerTopSpacing)
            }
        }
        .padding(.horizontal, margin)
    }

    private func rows(_ rows: [ListSectionModel.Row]) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows.count, id: \.self) { index in
                row(rows[index], isLast: index == rows.count - 1)
            }
        }
        .background(isGrouped ? SystemColors.secondarySystemGroupedBackground : SystemColors.systemBackground)
        .clipShape(RoundedRectangle(cornerRadius: appearance == .insetGrouped ? ListMetrics.cardCornerRadius : 0))
    }

    private func row(_ row: ListSectionModel.Row, isLast: Bool) -> some View {
        let insets = row.traits.insets ?? ListMetrics.rowInsets
        let separatorHidden = row.traits.separatorHidden ?? (isLast && appearance != .plain)
        return row.view
            .environment(\.isListRow, true)
            .environment(\._isInsideScrollView, false)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(insets)
            .frame(minHeight: ListMetrics.minimumRowHeight)
            .background {
                if let background = row.traits.background { background }
            }
            .overlay(alignment: .bottom) {
                if !separatorHidden {
                    Hairline(axis: .horizontal, color: row.traits.separatorTint ?? SystemColors.separator)
                        .padding(.leading, insets.leading)
                }
            }
    }
}
