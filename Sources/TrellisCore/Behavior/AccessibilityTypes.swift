// The types of SwiftUI's accessibility modifiers: accepted and kept, never read (VoiceOver,
// rotors and the Large Content Viewer have nothing to do in a still picture).

/// A group of custom accessibility actions: SwiftUI's `AccessibilityActionCategory`.
public struct AccessibilityActionCategory: Equatable, Sendable {
    private let name: String
    /// The actions' default group.
    public static let `default` = AccessibilityActionCategory(name: "default")
    /// The editing actions.
    public static let edit = AccessibilityActionCategory(name: "edit")
    /// A category named by `name`.
    public init(_ name: Text) { self.name = name.plainText }
    /// A category named by the localised `nameKey`.
    public init(_ nameKey: LocalizedStringKey) { self.name = nameKey.defaultText }
    /// A category named by `name`.
    @_disfavoredOverload public init(_ name: some StringProtocol) { self.name = String(name) }
    private init(name: String) { self.name = name }
}

/// How a direct-touch area behaves: SwiftUI's `AccessibilityDirectTouchOptions`.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// VoiceOver says nothing when the area is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    /// The area needs activating before it takes touches.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// Which part of a labelled pair a view is: SwiftUI's `AccessibilityLabeledPairRole`.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    case label, content
}

/// The kind of text a view shows, for VoiceOver: SwiftUI's `AccessibilityTextContentType`.
public struct AccessibilityTextContentType: Hashable, Sendable {
    private let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// A zoom asked for by an assistive technology: SwiftUI's `AccessibilityZoomGestureAction`.
public struct AccessibilityZoomGestureAction {
    /// Which way to zoom.
    public enum Direction: Hashable, Sendable {
        case zoomIn, zoomOut
    }
    public let direction: Direction
    public let location: UnitPoint
    public let point: CGPoint
}

/// The key of a piece of custom accessibility content: SwiftUI's `AccessibilityCustomContentKey`.
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    private let label: String
    private let id: String
    /// A key labelled `label`, identified by `id`.
    public init(_ label: Text, id: String) { self.label = label.plainText; self.id = id }
    /// A key labelled by the localised `labelKey`, identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) { self.label = labelKey.defaultText; self.id = id }
    /// A key labelled and identified by the localised `labelKey`.
    public init(_ labelKey: LocalizedStringKey) { self.init(labelKey, id: labelKey.defaultText) }
}

/// Accessibility's custom content, for its `Importance`: Accessibility's `AXCustomContent`.
public final class AXCustomContent: Sendable {
    /// How soon VoiceOver reads a piece of custom content.
    public enum Importance: UInt, Sendable {
        case `default`, high
    }
}

/// One of VoiceOver's built-in rotors: SwiftUI's `AccessibilitySystemRotor`.
public struct AccessibilitySystemRotor: Sendable {
    private let name: String
    private init(name: String) { self.name = name }
    /// The links, visited or not.
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    /// The headings of `level`.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

/// What a custom rotor lists: SwiftUI's `AccessibilityRotorContent`.
public protocol AccessibilityRotorContent {}

/// An entry of a custom rotor: SwiftUI's `AccessibilityRotorEntry`.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    /// An entry labelled `label` for the view identified by `id`.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    /// An entry for the view identified by `id` in `namespace`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    /// An entry for a range of text.
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) where ID == Never {}
    /// An entry labelled by the localised `labelKey`.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    /// An entry labelled `label`.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    /// An entry labelled by the localised `labelKey`, in `namespace`.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    /// An entry labelled `label`, in `namespace`.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
}

/// The entries a rotor's builder collects (none are kept).
public struct _AccessibilityRotorEntries: AccessibilityRotorContent {
    public init() {}
}

/// Builds a custom rotor's entries: SwiftUI's `AccessibilityRotorContentBuilder`.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    public static func buildExpression(_ content: some AccessibilityRotorContent) -> _AccessibilityRotorEntries { _AccessibilityRotorEntries() }
    public static func buildBlock(_ contents: _AccessibilityRotorEntries...) -> _AccessibilityRotorEntries { _AccessibilityRotorEntries() }
    public static func buildOptional(_ content: _AccessibilityRotorEntries?) -> _AccessibilityRotorEntries { _AccessibilityRotorEntries() }
    public static func buildEither(first: _AccessibilityRotorEntries) -> _AccessibilityRotorEntries { first }
    public static func buildEither(second: _AccessibilityRotorEntries) -> _AccessibilityRotorEntries { second }
    public static func buildArray(_ contents: [_AccessibilityRotorEntries]) -> _AccessibilityRotorEntries { _AccessibilityRotorEntries() }
}

/// The accessibility focus of a view: SwiftUI's `@AccessibilityFocusState`. Nothing has it in a
/// still picture: `false`, or `nil`.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable> {
    /// A binding to an accessibility focus state.
    @propertyWrapper
    public struct Binding {
        let state: State<Value>
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }

    private let state: State<Value>

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(state: state) }

    /// A focus state that is not focused.
    public init() where Value == Bool { state = State(wrappedValue: false) }
    /// A focus state for `technologies` (which are not consulted) that is not focused.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { state = State(wrappedValue: false) }
    /// A focus state with no focused value.
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }
    /// A focus state for `technologies` with no focused value.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { state = State(wrappedValue: nil) }
}

/// Assistive technologies: SwiftUI's `AccessibilityTechnologies`.
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    private var bits: UInt8
    private init(bits: UInt8) { self.bits = bits }
    public init() { bits = 0 }
    public static let voiceOver = AccessibilityTechnologies(bits: 1)
    public static let switchControl = AccessibilityTechnologies(bits: 2)

    public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
    public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
    public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
    public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { bits |= other.bits }
    public mutating func formIntersection(_ other: Self) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}
