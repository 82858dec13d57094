// Types of SwiftUI's input modifiers (keys, Apple Pencil, haptics, focus): values a still
// picture never receives. They exist so that code naming them compiles.

/// A key press: SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
    /// The phases of a key press.
    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all = Phases(rawValue: 7)
    }

    /// Whether a key press action handled the press.
    public enum Result: Sendable {
        case handled, ignored
    }

    public let phase: Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
}

/// Where Apple Pencil hovers: SwiftUI's `PencilHoverPose`.
public struct PencilHoverPose: Hashable, Sendable {
    public let location: CGPoint
    public let anchor: UnitPoint
    public let zDistance: CGFloat
    public let altitude: Angle
    public let azimuth: Angle
    public let roll: Angle
}

/// A double tap on Apple Pencil: SwiftUI's `PencilDoubleTapGestureValue`.
public struct PencilDoubleTapGestureValue: Hashable, Sendable {
    public let hoverPose: PencilHoverPose?
}

/// A squeeze of Apple Pencil: SwiftUI's `PencilSqueezeGestureValue`.
public struct PencilSqueezeGestureValue: Hashable, Sendable {
    public let hoverPose: PencilHoverPose?
}

/// The phase of a squeeze of Apple Pencil: SwiftUI's `PencilSqueezeGesturePhase`.
public enum PencilSqueezeGesturePhase: Equatable, Sendable {
    case active(PencilSqueezeGestureValue)
    case ended(PencilSqueezeGestureValue)
    case failed
}

/// A haptic or audio feedback: SwiftUI's `SensoryFeedback`.
public struct SensoryFeedback: Equatable, Sendable {
    /// How heavy an impact feels.
    public struct Weight: Equatable, Sendable {
        private let value: Int
        public static let light = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let heavy = Weight(value: 2)
    }

    /// How rigid an impact feels.
    public struct Flexibility: Equatable, Sendable {
        private let value: Int
        public static let rigid = Flexibility(value: 0)
        public static let solid = Flexibility(value: 1)
        public static let soft = Flexibility(value: 2)
    }

    private let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")
    /// An impact of `weight` at `intensity` (0…1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    /// An impact of `flexibility` at `intensity` (0…1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback { SensoryFeedback(name: "impact") }
}

/// Which interactions give a view focus: SwiftUI's `FocusInteractions`.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static var automatic: FocusInteractions { [.activate, .edit] }
}

/// When a default focus applies: SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Sendable {
    private let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// Whether a view opens when something is dragged over it: SwiftUI's `SpringLoadingBehavior`.
public struct SpringLoadingBehavior: Hashable, Sendable {
    private let name: String
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}

/// A hand gesture that triggers a control (Apple Watch): SwiftUI's `HandGestureShortcut`.
public struct HandGestureShortcut: Sendable, Equatable {
    private let name: String
    public static let primaryAction = HandGestureShortcut(name: "primaryAction")
}
