extension View {
    /// Sets the primary and secondary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(primary))
            .environment(\.foregroundStyleLevels, [AnyShapeStyle(secondary), nil])
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(primary))
            .environment(\.foregroundStyleLevels, [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }

    /// Sets the style `.background` draws with in this view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Disables the controls in this view (they are drawn dimmed). A view disabled by an
    /// ancestor stays disabled.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentWriter { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// Sets the weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\._fontWeight, weight)
    }

    /// Makes the text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentWriter { if isActive { $0._fontWeight = .bold } })
    }

    /// Makes the text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentWriter { if isActive { $0._isItalic = true } })
    }

    /// Sets the design of the text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        environment(\._fontDesign, design)
    }

    /// Gives the digits of the text in this view one width (accepted; measured with the font's
    /// own digits).
    public func monospacedDigit() -> some View { self }

    /// Sets the width of the text in this view (accepted; drawn at the standard width).
    public func fontWidth(_ width: Font.Width?) -> some View {
        environment(\._fontWidth, width)
    }
}
