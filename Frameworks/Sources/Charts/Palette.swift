import Trellis

/// The colours Swift Charts gives the values of `foregroundStyle(by:)`, in turn, and the colour
/// of marks that set none.
enum ChartPalette {
    /// Swift Charts' default series colours, in the order observed on iOS 18.
    static let series: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// Marks without a style take the accent colour (blue unless the app sets another).
    static let defaultMark = Color.accentColor
}

/// The values of one channel in order of first appearance, each with its place.
struct ChannelDomain {
    private(set) var keys: [String] = []
    private var indices: [String: Int] = [:]

    init(preset: [String] = []) {
        for key in preset { add(key) }
    }

    @discardableResult
    mutating func add(_ key: String) -> Int {
        if let index = indices[key] { return index }
        indices[key] = keys.count
        keys.append(key)
        return keys.count - 1
    }

    func index(of key: String) -> Int? { indices[key] }
}

/// The style of each value of `foregroundStyle(by:)`.
struct StyleScale {
    var domain: ChannelDomain
    let range: [AnyShapeStyle]

    init(records: [MarkRecord], configuration: ChartConfiguration) {
        domain = ChannelDomain(preset: configuration.styleDomain?.map(\.text) ?? [])
        for record in records {
            if let key = record.styleBy?.value.text { domain.add(key) }
        }
        range = configuration.styleRange.flatMap { $0.isEmpty ? nil : $0 } ?? ChartPalette.series.map { AnyShapeStyle($0) }
    }

    func style(for key: String) -> AnyShapeStyle {
        let index = domain.index(of: key) ?? 0
        return range[index % range.count]
    }

    /// The style a mark is drawn in: its own, its value's, or the accent colour.
    func style(of record: MarkRecord) -> AnyShapeStyle {
        if let style = record.style { return style }
        if let key = record.styleBy?.value.text { return style(for: key) }
        return AnyShapeStyle(ChartPalette.defaultMark)
    }
}
