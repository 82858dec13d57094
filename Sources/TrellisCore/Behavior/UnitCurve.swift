import Foundation

/// A function from progress (0…1) to progress, shaping how a value moves: SwiftUI's `UnitCurve`
/// (a linear keyframe's `timingCurve`, an animation's timing).
public struct UnitCurve: Hashable, Sendable {
    enum Function: Hashable, Sendable {
        case linear
        /// A cubic Bézier from (0, 0) to (1, 1) with these control points.
        case bezier(UnitPoint, UnitPoint)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }

    let function: Function

    /// Constant speed.
    public static let linear = UnitCurve(function: .linear)
    /// Starting slowly: the Bézier (0.42, 0), (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Ending slowly: the Bézier (0, 0), (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Starting and ending slowly: the Bézier (0.42, 0), (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter circle starting slowly: 1 − √(1 − t²).
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)
    /// A quarter circle ending slowly: √(1 − (1 − t)²).
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)
    /// Half of each.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

    /// The cubic Bézier curve from (0, 0) to (1, 1) through these control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(function: .bezier(startControlPoint, endControlPoint))
    }

    /// The curve's output at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let t = min(max(progress, 0), 1)
        switch function {
        case .linear:
            return t
        case .bezier(let p1, let p2):
            let s = Self.parameter(forX: t, p1: Double(p1.x), p2: Double(p2.x))
            return Self.bezier(s, Double(p1.y), Double(p2.y))
        case .circularEaseIn:
            return 1 - (1 - t * t).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - t) * (1 - t)).squareRoot()
        case .circularEaseInOut:
            return t < 0.5 ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : ((1 - pow(-2 * t + 2, 2)).squareRoot() + 1) / 2
        }
    }

    /// The curve's slope at `progress`, estimated over a thousandth of progress.
    public func velocity(at progress: Double) -> Double {
        let h = 0.0005
        let lower = max(0, progress - h), upper = min(1, progress + h)
        return upper > lower ? (value(at: upper) - value(at: lower)) / (upper - lower) : 0
    }

    /// One coordinate of the Bézier from 0 to 1 with control coordinates `c1`, `c2` at `s`.
    private static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    /// The parameter at which the curve's x is `x` (bisection: x grows with s for control
    /// points inside 0…1).
    private static func parameter(forX x: Double, p1: Double, p2: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(mid, p1, p2) < x { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
