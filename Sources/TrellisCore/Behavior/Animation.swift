// Animation: accepted with SwiftUI's signatures. A still picture is drawn at the state the
// views describe, so animations, transitions and matched geometry change nothing drawn.

/// How a change is animated: SwiftUI's `Animation` (kept, never played).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")

    public static func linear(duration: Double) -> Animation { Animation("linear(\(duration))") }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(\(duration))") }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(\(duration))") }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(\(duration))") }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation("timingCurve")
    }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring")
    }
    // `.spring()` and `.spring(blendDuration:)` name both this and `spring(response:…)`; the
    // older one is preferred, as Apple's compiler resolves SwiftUI's own overloads.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring")
    }
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation { Animation("spring") }
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring")
    }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring")
    }
    @_disfavoredOverload
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring")
    }
    public static var interpolatingSpring: Animation { Animation("interpolatingSpring") }
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        Animation("interactiveSpring")
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring")
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy") }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth") }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy") }

    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` (at once: nothing is animated in a still picture) and returns its result.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` at once and `completion` after it (nothing is animated in a still picture).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` inside `transaction` (at once).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When an animation counts as complete: SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// How a view comes and goes: SwiftUI's `AnyTransition` (kept, never played).
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How changing content is animated: SwiftUI's `ContentTransition` (kept, never played).
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

/// A namespace for matched geometry: SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    public init() {}
    public var wrappedValue: ID { ID(value: 0) }
}

/// The geometry a matched-geometry effect matches: SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame = MatchedGeometryProperties(rawValue: 3)
}

extension View {
    /// Animates this view's changes with `animation` (nothing is animated in a still picture).
    public func animation(_ animation: Animation?) -> some View { self }
    /// Animates this view's changes when `value` changes (nothing, in a still picture).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// Sets how this view comes and goes (it is shown as it stands).
    public func transition(_ transition: AnyTransition) -> some View { self }
    /// Sets how this view's changing content is animated (no effect on a still picture).
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    /// Matches this view's geometry with another's across changes (no effect on a still picture).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
    /// Changes the transaction of this view's changes (no effect on a still picture).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
