import TrellisCore

/// The drawing of a list's sections, in the list's appearance: what `List` and `Form` show.
struct ListSectionsView: View {
    let sections: [ListSectionModel]
    @Environment(\.self) private var environment

    private var appearance: ListAppearance { environment.listAppearance }
    private var metrics: ListMetrics { .of(environment.designVersion) }
    private var isGrouped: Bool { appearance == .insetGrouped || appearance == .grouped }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<sections.count, id: \.self) { index in
                    section(sections[index])
                }
            }
            .padding(.bottom, isGrouped ? metrics.sectionSpacing : 0)
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
        case .insetGrouped, .inset: metrics.insetGroupedMargin
        case .grouped, .plain: 0
        }
    }

    @ViewBuilder private func section(_ section: ListSectionModel) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            if let header = section.header {
                header
                    .font(isGrouped ? metrics.headerFont : .headline)
                    .textCase(isGrouped && metrics.headerIsUppercased ? .uppercase : nil)
                    .foregroundStyle(isGrouped ? .secondary : .primary)
                    .padding(.leading, metrics.rowInsets.leading)
                    .padding(.top, isGrouped ? metrics.headerTopSpacing : 8)
                    .padding(.bottom, isGrouped ? metrics.headerBottomSpacing : 8)
            } else if isGrouped {
                Color.clear.frame(height: environment.listSectionSpacing ?? metrics.sectionSpacing)
            }
            rows(section.rows)
            if let footer = section.footer {
                footer
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, metrics.rowInsets.leading)
                    .padding(.top, metrics.footerTopSpacing)
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
        .clipShape(RoundedRectangle(cornerRadius: appearance == .insetGrouped ? metrics.cardCornerRadius : 0))
    }

    private func row(_ row: ListSectionModel.Row, isLast: Bool) -> some View {
        let insets = row.traits.insets ?? metrics.rowInsets
        let separatorHidden = row.traits.separatorHidden ?? (isLast && appearance != .plain)
        return row.view
            .environment(\.isListRow, true)
            .environment(\._isInsideScrollView, false)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(insets)
            .frame(minHeight: metrics.minimumRowHeight)
            .background {
                if let background = row.traits.background { background }
            }
            .overlay(alignment: .bottom) {
                if !separatorHidden {
                    let separator = Hairline(axis: .horizontal, color: row.traits.separatorTint ?? SystemColors.separator)
                        .padding(.leading, insets.leading)
                    let trailingInset = appearance == .plain ? 0 : metrics.separatorTrailingInset
                    // No padding node where there is no inset, so iOS 18's layout trees stay as they were.
                    if trailingInset > 0 { separator.padding(.trailing, trailingInset) } else { separator }
                }
            }
    }
}
