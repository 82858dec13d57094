import Foundation

/// A spring's motion: SwiftUI's `Spring`, given to `Animation.spring(_:blendDuration:)`.
///
/// It keeps the spring's parameters and converts between its descriptions (duration and bounce,
/// response and damping ratio, mass, stiffness and damping) with SwiftUI's formulas; nothing is
/// animated in a still picture.
public struct Spring: Hashable, Sendable {
    /// The time of one oscillation of the undamped spring, in seconds.
    public var response: Double
    /// How fast the spring comes to rest: 1 stops without overshooting, less bounces.
    public var dampingRatio: Double
    /// The mass at the end of the spring.
    public var mass: Double

    /// A spring that takes about `duration` to settle, bouncing by `bounce` (0 none, up to 1).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        response = duration
        dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        mass = 1
    }

    /// A spring with a response time and a damping ratio.
    public init(response: Double, dampingRatio: Double) {
        self.response = response
        self.dampingRatio = dampingRatio
        mass = 1
    }

    /// A spring with physical parameters.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass
        response = 2 * .pi * (mass / stiffness).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        dampingRatio = allowOverDamping ? ratio : min(ratio, 1)
    }

    /// A spring that settles within `settlingDuration` (to within `epsilon`).
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        self.dampingRatio = dampingRatio
        mass = 1
        // The envelope e^(-ζωt) falls to epsilon at the settling time.
        let omega = -log(epsilon) / (max(dampingRatio, 0.01) * settlingDuration)
        response = 2 * .pi / omega
    }

    /// The spring's duration (its response).
    public var duration: TimeInterval { response }
    /// How much the spring bounces: 0 none, up to 1; negative when overdamped.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// The spring's stiffness.
    public var stiffness: Double { mass * pow(2 * .pi / response, 2) }
    /// The spring's damping.
    public var damping: Double { 4 * .pi * dampingRatio * mass / response }
    /// The time the spring takes to settle (to within 0.001).
    public var settlingDuration: TimeInterval { -log(0.001) / (max(dampingRatio, 0.01) * 2 * .pi / response) }

    /// A smooth spring with no bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A spring with a small bounce that feels snappy.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A spring with a higher bounce.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring with `duration` and some extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A snappy spring with `duration` and some extra bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A bouncy spring with `duration` and some extra bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
