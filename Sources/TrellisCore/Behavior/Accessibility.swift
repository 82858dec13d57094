// Accessibility modifiers: accepted with SwiftUI's signatures; none changes layout or drawing.
// (`accessibilityIdentifier` is the one Trellis reads: it names views for `frame(of:)`.)

/// What an accessibility element is: SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var bits: UInt64

    private init(bit: Int) { bits = 1 << bit }
    public init() { bits = 0 }

    public static let isButton = AccessibilityTraits(bit: 0)
    public static let isHeader = AccessibilityTraits(bit: 1)
    public static let isSelected = AccessibilityTraits(bit: 2)
    public static let isLink = AccessibilityTraits(bit: 3)
    public static let isSearchField = AccessibilityTraits(bit: 4)
    public static let isImage = AccessibilityTraits(bit: 5)
    public static let playsSound = AccessibilityTraits(bit: 6)
    public static let isKeyboardKey = AccessibilityTraits(bit: 7)
    public static let isStaticText = AccessibilityTraits(bit: 8)
    public static let isSummaryElement = AccessibilityTraits(bit: 9)
    public static let updatesFrequently = AccessibilityTraits(bit: 10)
    public static let startsMediaSession = AccessibilityTraits(bit: 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bit: 12)
    public static let causesPageTurn = AccessibilityTraits(bit: 13)
    public static let isModal = AccessibilityTraits(bit: 14)
    public static let isToggle = AccessibilityTraits(bit: 15)
    public static let isTabBar = AccessibilityTraits(bit: 16)

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.bits |= other.bits; return copy }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.bits &= other.bits; return copy }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        var copy = self; copy.bits ^= other.bits; return copy
    }
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    @discardableResult public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }
    @discardableResult public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// How an element treats its children: SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Which way an adjustable element moves: SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// A kind of custom accessibility action: SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    private let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public init(named name: Text) { self.name = "named" }
    private init(name: String) { self.name = name }
}

extension View {
    // Labels are kept (under a `ViewHost` only) for `tap(_:)` to find views by.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(RuntimeAccessibilityLabelModifier(label: label._plainString))
    }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        modifier(RuntimeAccessibilityLabelModifier(label: labelKey.defaultText))
    }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(RuntimeAccessibilityLabelModifier(label: String(label)))
    }
    public func accessibilityValue(_ valueDescription: Text) -> some View { self }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}

/// A heading's level: SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}
