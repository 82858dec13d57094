import Trellis

/// Content whose marks a modifier changed.
public struct _ModifiedChartContent<Content: ChartContent>: _PrimitiveChartContent {
    let content: Content
    let modify: (inout MarkRecord) -> Void

    public func _collect(into marks: inout _ChartMarks) {
        var inner = _ChartMarks()
        content._collect(into: &inner)
        for var record in inner.records {
            modify(&record)
            marks.append(record)
        }
    }
}

extension ChartContent {
    func modifyingMarks(_ modify: @escaping (inout MarkRecord) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, modify: modify)
    }

    /// Fills or strokes the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return modifyingMarks { $0.style = erased }
    }

    /// Colours the marks by `value`: each distinct value takes the next colour of the chart's
    /// palette (or of `chartForegroundStyleScale`), and the legend lists them.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { $0.styleBy = .init(value) }
    }

    /// Marks points with `symbol`.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let erased = AnyChartSymbolShape(symbol)
        return modifyingMarks { $0.symbol = erased }
    }

    /// Marks points with a view (drawn as the default symbol).
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        modifyingMarks { _ in }
    }

    /// Marks points with a symbol chosen by `value`: circle, square, triangle, diamond,
    /// pentagon, in turn.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { $0.symbolBy = .init(value) }
    }

    /// Sets the area of points' symbols, in square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        modifyingMarks { $0.symbolSize = area.squareRoot() }
    }

    /// Sets the size of points' symbols.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modifyingMarks { $0.symbolSize = max(size.width, size.height) }
    }

    /// Sizes points' symbols by `value` (accepted; the default size is drawn).
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { _ in }
    }

    /// Strokes lines and rules with `style`.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modifyingMarks { $0.lineStyle = style }
    }

    /// Styles lines by `value` (accepted; lines keep the default stroke).
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { _ in }
    }

    /// Joins a line's or an area's points with `method`.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modifyingMarks { $0.interpolation = method }
    }

    /// Rounds bars' and rectangles' corners.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modifyingMarks { $0.cornerRadius = radius }
    }

    /// Draws the marks at `opacity`.
    public func opacity(_ opacity: Double) -> some ChartContent {
        modifyingMarks { $0.opacity *= opacity }
    }

    /// Places bars sharing a category side by side, one slot per distinct `value`, instead of
    /// stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic)
        -> some ChartContent
    {
        modifyingMarks { $0.positionBy = .init(value) }
    }

    /// Attaches `content` to the marks, placed at `position` against each mark's frame.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modifyingMarks { $0.annotations.append(annotation) }
    }

    /// Draws the marks above (higher) or below (lower) the others.
    public func zIndex(_ value: Double) -> some ChartContent {
        modifyingMarks { $0.zIndex = value }
    }

    /// Accepted: VoiceOver's label for the marks.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }
    /// Accepted: VoiceOver's label for the marks.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent { self }
    /// Accepted: VoiceOver's label for the marks.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
    /// Accepted: VoiceOver's value for the marks.
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }
    /// Accepted: VoiceOver's value for the marks.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent { self }
    /// Accepted: VoiceOver's value for the marks.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }
    /// Accepted: hides the marks from VoiceOver.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
    /// Accepted: an identifier for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { self }
}
