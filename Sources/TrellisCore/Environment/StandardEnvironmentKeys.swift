private enum DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 3
}
private enum FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}
private enum LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}
private enum LayoutDirectionKey: EnvironmentKey {
    static let defaultValue: LayoutDirection = .leftToRight
}
private enum MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue: TextAlignment = .leading
}
private enum TruncationModeKey: EnvironmentKey {
    static let defaultValue: Text.TruncationMode = .tail
}
private enum LineSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}
private enum MinimumScaleFactorKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}
private enum ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}
private enum TintKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}
private enum ImageDirectoriesKey: EnvironmentKey {
    static let defaultValue: [String] = []
}
private enum ImageScaleKey: EnvironmentKey {
    static let defaultValue: Image.Scale = .medium
}

extension EnvironmentValues {
    /// Points per pixel of the display (3 on an iPhone, 2 on most Macs). Text sizes round up to
    /// this grid; drawing snaps edges to it.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The font of text in this view (`nil`: the body style).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The most lines text may take (`nil`: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The direction text and stacks flow in.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// How the lines of multi-line text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Extra distance between lines of text.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// How far text may shrink to fit (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The style shapes and text are filled with when they set none (`nil`: the primary colour).
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint colour of controls.
    public var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The folders `Image("name")` looks in for `name.png`, `name@2x.png`, `name@3x.png`
    /// (and JPEG), in order.
    public var imageDirectories: [String] {
        get { self[ImageDirectoriesKey.self] }
        set { self[ImageDirectoriesKey.self] = newValue }
    }

    /// The scale of symbol images.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}
