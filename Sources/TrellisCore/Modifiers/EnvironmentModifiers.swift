extension View {
    /// Sets the colour of text and shapes in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }

    /// Sets the style of text and shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    /// Sets the tint of controls in this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tint, tint.map { AnyShapeStyle($0) })
    }

    /// Sets the tint colour of controls in this view.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint.map { AnyShapeStyle($0) })
    }

    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Caps the number of lines of text in this view (`nil`: no limit).
    public func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentWriter {
            $0.lineLimit = number
            $0._reservedLines = nil
        })
    }

    /// Caps the number of lines of text in this view at `limit`; with `reservesSpace`, text
    /// with fewer lines is still as tall as `limit` lines of its font.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(_EnvironmentWriter {
            $0.lineLimit = limit
            $0._reservedLines = reservesSpace ? limit : nil
        })
    }

    /// Shows text in this view in at least `limit.lowerBound` lines (as tall as that many when
    /// it has fewer) and at most `limit.upperBound`.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(_EnvironmentWriter {
            $0.lineLimit = limit.upperBound
            $0._reservedLines = limit.lowerBound
        })
    }

    /// Shows text in this view in at least `limit.lowerBound` lines, with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(_EnvironmentWriter {
            $0.lineLimit = nil
            $0._reservedLines = limit.lowerBound
        })
    }

    /// Shows text in this view in at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(_EnvironmentWriter {
            $0.lineLimit = limit.upperBound
            $0._reservedLines = nil
        })
    }

    /// Sets where text that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Sets how the lines of multi-line text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Adds distance between lines of text.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Lets text shrink down to `factor` of its size to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Sets the scale of symbol images.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
