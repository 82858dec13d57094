// Pointer hover effects: accepted with SwiftUI's signatures. Nothing hovers over a still
// picture, so no effect is drawn.

/// An effect shown while a pointer hovers over a view: SwiftUI's `HoverEffect`.
public struct HoverEffect: Sendable {
    private let name: String
    /// The system's choice for the view.
    public static let automatic = HoverEffect(name: "automatic")
    /// A platter behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifted and scaled up.
    public static let lift = HoverEffect(name: "lift")
    private init(name: String) { self.name = name }
}

/// A hover effect built from others: SwiftUI's `CustomHoverEffect`.
public protocol CustomHoverEffect {}

/// The system's choice of hover effect: SwiftUI's `AutomaticHoverEffect`.
public struct AutomaticHoverEffect: CustomHoverEffect {
    public init() {}
}

/// A platter behind the view: SwiftUI's `HighlightHoverEffect`.
public struct HighlightHoverEffect: CustomHoverEffect {
    public init() {}
}

/// The view lifted: SwiftUI's `LiftHoverEffect`.
public struct LiftHoverEffect: CustomHoverEffect {
    public init() {}
}

/// No hover effect: SwiftUI's `EmptyHoverEffect`.
public struct EmptyHoverEffect: CustomHoverEffect {
    public init() {}
}

extension CustomHoverEffect where Self == AutomaticHoverEffect {
    /// The system's choice.
    public static var automatic: AutomaticHoverEffect { AutomaticHoverEffect() }
}

extension CustomHoverEffect where Self == HighlightHoverEffect {
    /// A platter behind the view.
    public static var highlight: HighlightHoverEffect { HighlightHoverEffect() }
}

extension CustomHoverEffect where Self == LiftHoverEffect {
    /// The view lifted.
    public static var lift: LiftHoverEffect { LiftHoverEffect() }
}

/// The phase of a pointer's hover: SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view at this location.
    case active(CGPoint)
    /// The pointer has left.
    case ended
}

extension View {
    /// Shows `effect` while a pointer hovers (never, in a still picture).
    @_disfavoredOverload
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }
    /// Shows `effect` while a pointer hovers, when `isEnabled` (never, in a still picture).
    @_disfavoredOverload
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    /// Shows `effect` while a pointer hovers, when `isEnabled` (never, in a still picture).
    public func hoverEffect(_ effect: some CustomHoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    /// Sets the hover effect of the views in this view (accepted).
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }
    /// Sets the hover effect of the views in this view (accepted).
    public func defaultHoverEffect(_ effect: some CustomHoverEffect) -> some View { self }
    /// Turns the hover effects in this view off (accepted).
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }
    /// Runs `action` as a pointer enters and leaves (never, in a still picture).
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    /// Runs `action` as a pointer moves over this view (never, in a still picture).
    @_disfavoredOverload
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }
    /// Runs `action` as a pointer moves over this view (never, in a still picture).
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }
}
