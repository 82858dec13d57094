// The environment values apps read about their surroundings, at the values of a preview:
// light mode, the default Dynamic Type size, a compact-width iPhone in portrait, active.

/// Light or dark appearance: SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

/// The size class of an axis: SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// Whether the app is in front: SwiftUI's `ScenePhase`.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

/// A Dynamic Type size: SwiftUI's `DynamicTypeSize` (`.large` by default). Text styles scale
/// by Apple's tables at each size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Dismisses the presented view: SwiftUI's `DismissAction`. Inside a sheet, a cover or a
/// pushed screen, calling it under a ``ViewHost`` dismisses that presentation; elsewhere, and
/// in a still picture, it does nothing.
///
/// `@unchecked Sendable`: the action writes a presentation's binding, and a host runs events
/// and updates on one thread, as SwiftUI's main actor does.
public struct DismissAction: @unchecked Sendable {
    let action: (() -> Void)?

    /// An action that does nothing (a view that is not presented).
    public init() {
        action = nil
    }

    /// An action that runs `action`: what a presentation puts in its content's environment.
    public init(_dismiss action: @escaping () -> Void) {
        self.action = action
    }

    public func callAsFunction() {
        action?()
    }
}

/// The dismiss action a presentation gives its content.
enum DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
}

/// Opens a URL: SwiftUI's `OpenURLAction` (opens nothing here).
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }

    public init(handler: @escaping @Sendable (URL) -> Result) {}
    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
}

private enum ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private enum HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private enum VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private enum ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
// A stored default: `Text` reads the locale each time it is resolved.
private enum LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private enum CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
private enum TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? .current } }
private enum OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } } }

extension EnvironmentValues {
    /// Light or dark (Trellis draws light).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The horizontal size class: compact, as on an iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: regular, as on an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Whether the scene is in front: active.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The Dynamic Type size (text is drawn at `.large` whatever it says; divergence T11).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The locale (US English unless set, so pictures do not depend on the machine): `Text`
    /// looks its keys up in the app's string tables for it.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar (Gregorian unless set).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone (UTC unless set).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Dismisses the presented view (see ``DismissAction``).
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Opens URLs (opens nothing here).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

extension View {
    /// Asks for a color scheme for the presentation (Trellis draws light; the value is kept).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
    }

    /// Sets the Dynamic Type size of this view: its text styles take that size's point sizes.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps this view's Dynamic Type size within `range`: a size outside it becomes the nearest
    /// size inside.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            guard !range.contains(size) else { return }
            let all = DynamicTypeSize.allCases
            let current = all.firstIndex(of: size) ?? 0
            let inside = all.indices.filter { range.contains(all[$0]) }
            if let nearest = inside.min(by: { abs($0 - current) < abs($1 - current) }) { size = all[nearest] }
        }
    }
}
