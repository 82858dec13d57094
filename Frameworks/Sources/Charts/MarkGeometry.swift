import Trellis

/// Turns marks into the plot's views: rectangles for bars, shapes for lines, areas, rules and
/// sectors, symbols for points, each placed in plot coordinates.
struct MarkGeometry {
    let records: [MarkRecord]
    let scales: ChartScales
    let styles: StyleScale
    private var symbols = ChannelDomain()
    private var slots: ChannelDomain

    /// Swift Charts' defaults (estimates: docs/charts.md).
    static let lineWidth: CGFloat = 2
    static let ruleWidth: CGFloat = 1
    static let symbolSize: CGFloat = 8
    static let annotationSpacing: CGFloat = 4
    static let continuousRectangleSize: CGFloat = 20

    init(records: [MarkRecord], scales: ChartScales, styles: StyleScale) {
        self.records = records
        self.scales = scales
        self.styles = styles
        var slots = ChannelDomain()
        for record in records { if let key = record.positionBy?.value.text { slots.add(key) } }
        self.slots = slots
        for record in records { if let key = record.symbolBy?.value.text { symbols.add(key) } }
    }

    mutating func symbol(for key: String) -> AnyChartSymbolShape {
        let index = symbols.add(key)
        return AnyChartSymbolShape(BasicChartSymbolShape.cycle[index % BasicChartSymbolShape.cycle.count])
    }

    mutating func items() -> [PlotItem] {
        var items: [PlotItem] = []
        var seriesDone = Set<String>()
        for (index, record) in records.enumerated() {
            switch record.kind {
            case .bar, .rectangle:
                guard let frame = barFrame(index, record) else { continue }
                items.append(PlotItem(placement: .rect(frame), view: barView(record), zIndex: record.zIndex))
                annotate(record, frame: frame, into: &items)
            case .line, .area:
                let key = "\(record.kind)|" + seriesKey(record)
                if !seriesDone.contains(key) {
                    seriesDone.insert(key)
                    items.append(seriesItem(kind: record.kind, key: key))
                }
                if record.kind == .line, record.symbolBy != nil || record.symbol != nil, let point = pointFrame(record) {
                    items.append(PlotItem(placement: .rect(point), view: symbolView(record), zIndex: record.zIndex))
                }
                if let point = pointFrame(record, size: 0) { annotate(record, frame: point, into: &items) }
            case .point:
                guard let frame = pointFrame(record) else { continue }
                items.append(PlotItem(placement: .rect(frame), view: symbolView(record), zIndex: record.zIndex))
                annotate(record, frame: frame, into: &items)
            case .rule:
                guard let frame = ruleFrame(record) else { continue }
                let vertical = record.x != nil && record.y == nil
                let stroke = record.lineStyle ?? StrokeStyle(lineWidth: Self.ruleWidth)
                let view = RuleLine(vertical: vertical).stroke(styles.style(of: record), style: stroke).opacity(record.opacity)
                items.append(PlotItem(placement: .rect(frame), view: AnyView(view), zIndex: record.zIndex))
                annotate(record, frame: frame, into: &items)
            case .sector:
                items.append(sectorItem(index, record))
            }
        }
        // Higher zIndex draws later; equal ones keep their order.
        return items.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    // MARK: Positions

    private func xFraction(_ value: _PlotValue) -> CGFloat? { scales.x.fraction(of: value) }
    /// Continuous y values grow upwards; categories run down from the top, as Swift Charts lists them.
    private func yFraction(_ value: _PlotValue) -> CGFloat? {
        scales.y.fraction(of: value).map { scales.y.isCategorical ? $0 : 1 - $0 }
    }

    /// The band of a bar along its band axis: centre and the length of a full band.
    private func band(of channel: MarkRecord.Channel, on scale: ChartScale, flipped: Bool) -> (start: CGFloat, length: CGFloat)? {
        if let bandLength = scale.bandFraction {
            guard let centre = scale.fraction(of: channel.value) else { return nil }
            // Categories on y run down from the top: no flip.
            return (centre - bandLength / 2, bandLength)
        }
        guard let number = channel.value.continuous, let start = scale.fraction(of: number) else { return nil }
        let length: CGFloat
        if let unit = channel.unitLength, let end = scale.fraction(of: number + unit) {
            length = end - start
            return (flipped ? 1 - start - length : start, length)
        }
        length = continuousStep(on: scale, horizontal: !flipped)
        let origin = start - length / 2
        return (flipped ? 1 - origin - length : origin, length)
    }

    /// The smallest gap between distinct bar positions on a continuous band axis.
    private func continuousStep(on scale: ChartScale, horizontal: Bool) -> CGFloat {
        let positions = Set(records.filter { $0.kind == .bar }.compactMap {
            (horizontal ? $0.x : $0.y)?.value.continuous
        }).compactMap { scale.fraction(of: $0) }.sorted()
        let gaps = zip(positions, positions.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
        return gaps.min() ?? 0.1
    }

    private func span(_ dimension: MarkDimension, band: CGFloat) -> PlotCoordinate {
        switch dimension.kind {
        case .automatic: PlotCoordinate(fraction: band * ChartScales.barBandRatio)
        case .fixed(let points): PlotCoordinate(fraction: 0, points: points)
        case .inset(let points): PlotCoordinate(fraction: band, points: -points)
        case .ratio(let ratio): PlotCoordinate(fraction: band * ratio)
        }
    }

    private func barFrame(_ index: Int, _ record: MarkRecord) -> PlotRect? {
        let horizontal = ChartScales.isHorizontal(record)
        let bandChannel = horizontal ? record.y : record.x
        // Along the band axis.
        var bandMin = PlotCoordinate(fraction: 0), bandMax = PlotCoordinate(fraction: 1)
        if let bandChannel, let band = band(of: bandChannel, on: horizontal ? scales.y : scales.x, flipped: horizontal) {
            let fill = record.kind == .rectangle && (horizontal ? scales.y : scales.x).isCategorical && record.width.isAutomatic
            var width = fill ? PlotCoordinate(fraction: band.length) : span(horizontal ? record.height : record.width, band: band.length)
            if record.kind == .rectangle, !(horizontal ? scales.y : scales.x).isCategorical, bandChannel.unitLength == nil,
               (horizontal ? record.height : record.width).isAutomatic {
                width = PlotCoordinate(fraction: 0, points: Self.continuousRectangleSize)
            }
            let centre = band.start + band.length / 2
            if let slot = record.positionBy.flatMap({ slots.index(of: $0.value.text) }), slots.keys.count > 1 {
                let count = CGFloat(slots.keys.count)
                let slotWidth = PlotCoordinate(fraction: width.fraction / count, points: width.points / count)
                let start = PlotCoordinate(fraction: centre - width.fraction / 2, points: -width.points / 2)
                bandMin = PlotCoordinate(fraction: start.fraction + slotWidth.fraction * CGFloat(slot),
                                         points: start.points + slotWidth.points * CGFloat(slot))
                bandMax = PlotCoordinate(fraction: bandMin.fraction + slotWidth.fraction, points: bandMin.points + slotWidth.points)
            } else {
                bandMin = PlotCoordinate(fraction: centre - width.fraction / 2, points: -width.points / 2)
                bandMax = PlotCoordinate(fraction: centre + width.fraction / 2, points: width.points / 2)
            }
        } else if bandChannel == nil {
            let start = horizontal ? record.fixedYStart : record.fixedXStart
            let end = horizontal ? record.fixedYEnd : record.fixedXEnd
            bandMin = PlotCoordinate(fraction: 0, points: start ?? 0)
            bandMax = end.map { PlotCoordinate(fraction: 0, points: $0) } ?? PlotCoordinate(fraction: 1)
        } else {
            return nil
        }
        // Along the value axis.
        var valueMin: PlotCoordinate, valueMax: PlotCoordinate
        let valueScale = horizontal ? scales.x : scales.y
        func position(_ number: Double) -> CGFloat? {
            guard let fraction = valueScale.fraction(of: number) else { return nil }
            return horizontal ? fraction : 1 - fraction
        }
        if let interval = scales.stacked[index], let a = position(interval.0), let b = position(interval.1) {
            valueMin = PlotCoordinate(fraction: min(a, b))
            valueMax = PlotCoordinate(fraction: max(a, b))
        } else if let channel = horizontal ? record.x : record.y, let position = horizontal ? xFraction(channel.value) : yFraction(channel.value) {
            // A rectangle at a value: a band along a categorical value axis, else a fixed size.
            if let bandLength = valueScale.bandFraction {
                valueMin = PlotCoordinate(fraction: position - bandLength / 2)
                valueMax = PlotCoordinate(fraction: position + bandLength / 2)
            } else {
                let size = (horizontal ? record.width : record.height).resolved(step: 0, automatic: Self.continuousRectangleSize)
                valueMin = PlotCoordinate(fraction: position, points: -size / 2)
                valueMax = PlotCoordinate(fraction: position, points: size / 2)
            }
        } else {
            let start = horizontal ? record.fixedXStart : record.fixedYStart
            let end = horizontal ? record.fixedXEnd : record.fixedYEnd
            valueMin = PlotCoordinate(fraction: 0, points: start ?? 0)
            valueMax = end.map { PlotCoordinate(fraction: 0, points: $0) } ?? PlotCoordinate(fraction: 1)
        }
        return horizontal
            ? PlotRect(minX: valueMin, maxX: valueMax, minY: bandMin, maxY: bandMax)
            : PlotRect(minX: bandMin, maxX: bandMax, minY: valueMin, maxY: valueMax)
    }

    private func pointFrame(_ record: MarkRecord, size: CGFloat? = nil) -> PlotRect? {
        guard let x = record.x, let y = record.y, let fx = xFraction(x.value), let fy = yFraction(y.value) else { return nil }
        let half = (size ?? record.symbolSize ?? Self.symbolSize) / 2
        return PlotRect(minX: PlotCoordinate(fraction: fx, points: -half), maxX: PlotCoordinate(fraction: fx, points: half),
                        minY: PlotCoordinate(fraction: fy, points: -half), maxY: PlotCoordinate(fraction: fy, points: half))
    }

    private func ruleFrame(_ record: MarkRecord) -> PlotRect? {
        let half = (record.lineStyle?.lineWidth ?? Self.ruleWidth) / 2
        if let x = record.x, record.y == nil, let fx = xFraction(x.value) {
            var minY = PlotCoordinate(fraction: 0, points: record.fixedYStart ?? 0)
            var maxY = record.fixedYEnd.map { PlotCoordinate(fraction: 0, points: $0) } ?? PlotCoordinate(fraction: 1)
            if let start = record.yStart.flatMap({ yFraction($0.value) }), let end = record.yEnd.flatMap({ yFraction($0.value) }) {
                minY = PlotCoordinate(fraction: min(start, end))
                maxY = PlotCoordinate(fraction: max(start, end))
            }
            return PlotRect(minX: PlotCoordinate(fraction: fx, points: -half), maxX: PlotCoordinate(fraction: fx, points: half),
                            minY: minY, maxY: maxY)
        }
        guard let y = record.y, let fy = yFraction(y.value) else { return nil }
        var minX = PlotCoordinate(fraction: 0, points: record.fixedXStart ?? 0)
        var maxX = record.fixedXEnd.map { PlotCoordinate(fraction: 0, points: $0) } ?? PlotCoordinate(fraction: 1)
        if let start = record.xStart.flatMap({ xFraction($0.value) }), let end = record.xEnd.flatMap({ xFraction($0.value) }) {
            minX = PlotCoordinate(fraction: min(start, end))
            maxX = PlotCoordinate(fraction: max(start, end))
        }
        return PlotRect(minX: minX, maxX: maxX, minY: PlotCoordinate(fraction: fy, points: -half),
                        maxY: PlotCoordinate(fraction: fy, points: half))
    }

    // MARK: Views

    private func barView(_ record: MarkRecord) -> AnyView {
        let style = styles.style(of: record)
        if record.cornerRadius > 0 {
            return AnyView(RoundedRectangle(cornerRadius: record.cornerRadius).fill(style).opacity(record.opacity))
        }
        return AnyView(Rectangle().fill(style).opacity(record.opacity))
    }

    private mutating func symbolView(_ record: MarkRecord) -> AnyView {
        let shape = record.symbol ?? record.symbolBy.map { symbol(for: $0.value.text) } ?? AnyChartSymbolShape(BasicChartSymbolShape.circle)
        return AnyView(shape.fill(styles.style(of: record)).opacity(record.opacity))
    }

    private func seriesKey(_ record: MarkRecord) -> String {
        record.series?.value.text ?? record.styleBy?.value.text ?? record.symbolBy?.value.text ?? ""
    }

    /// A whole line or area: one shape over the plot through its marks' points.
    private func seriesItem(kind: MarkRecord.Kind, key: String) -> PlotItem {
        let members = records.enumerated().filter { "\($0.element.kind)|" + seriesKey($0.element) == key }
        let first = members[0].element
        let style = styles.style(of: first)
        if kind == .line {
            let points = members.compactMap { member -> CGPoint? in
                guard let x = member.element.x, let y = member.element.y, let fx = xFraction(x.value), let fy = yFraction(y.value)
                else { return nil }
                return CGPoint(x: fx, y: fy)
            }
            let stroke = first.lineStyle ?? StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round, lineJoin: .round)
            let view = SeriesPath(top: points, bottom: nil, interpolation: first.interpolation).stroke(style, style: stroke)
            return PlotItem(placement: .rect(.whole), view: AnyView(view.opacity(first.opacity)), zIndex: first.zIndex)
        }
        var top: [CGPoint] = [], bottom: [CGPoint] = []
        for (index, record) in members {
            guard let x = record.x, let fx = xFraction(x.value) else { continue }
            let interval = scales.stacked[index]
                ?? (record.y?.value.continuous).map { (0.0, $0) }
                ?? (record.yStart?.value.continuous ?? 0, record.yEnd?.value.continuous ?? 0)
            guard let a = scales.y.fraction(of: interval.0), let b = scales.y.fraction(of: interval.1) else { continue }
            bottom.append(CGPoint(x: fx, y: 1 - a))
            top.append(CGPoint(x: fx, y: 1 - b))
        }
        let view = SeriesPath(top: top, bottom: bottom, interpolation: first.interpolation).fill(style)
        return PlotItem(placement: .rect(.whole), view: AnyView(view.opacity(first.opacity)), zIndex: first.zIndex)
    }

    private func sectorItem(_ index: Int, _ record: MarkRecord) -> PlotItem {
        let sectors = records.filter { $0.kind == .sector }
        let total = sectors.reduce(0) { $0 + max($1.angle, 0) }
        let before = records[..<index].filter { $0.kind == .sector }.reduce(0) { $0 + max($1.angle, 0) }
        let start = total > 0 ? before / total : 0
        let end = total > 0 ? (before + max(record.angle, 0)) / total : 0
        let slice = PieSlice(start: start, end: end, inner: record.innerRadius, outer: record.outerRadius, inset: record.angularInset)
        return PlotItem(placement: .rect(.whole), view: AnyView(slice.fill(styles.style(of: record)).opacity(record.opacity)),
                        zIndex: record.zIndex)
    }

    private func annotate(_ record: MarkRecord, frame: PlotRect, into items: inout [PlotItem]) {
        for annotation in record.annotations {
            let position = annotation.position
            let isOverlay = position == .overlay
            let unit = isOverlay ? annotation.alignment.unitPoint : position.point
            let anchor = isOverlay ? annotation.alignment.unitPoint : position.anchor
            let spacing = annotation.spacing ?? Self.annotationSpacing
            let point = frame.point(at: unit)
            items.append(PlotItem(
                placement: .anchored(x: point.x + position.push.width * spacing, y: point.y + position.push.height * spacing,
                                     anchor: anchor),
                view: annotation.content, zIndex: record.zIndex + 0.5))
        }
    }
}

extension MarkDimension {
    var isAutomatic: Bool { if case .automatic = kind { true } else { false } }
}

extension Alignment {
    /// The unit point of the alignment's standard guides.
    var unitPoint: UnitPoint {
        let x: CGFloat = horizontal == .leading ? 0 : horizontal == .trailing ? 1 : 0.5
        let y: CGFloat = vertical == .top ? 0 : vertical == .bottom ? 1 : 0.5
        return UnitPoint(x: x, y: y)
    }
}
