/// A projective transform of the plane: SwiftUI's `ProjectionTransform`, a 3 × 3 matrix applied
/// to row vectors (x, y, 1) as CoreGraphics' affine transforms are: x' = (m11·x + m21·y + m31) / w,
/// y' = (m12·x + m22·y + m32) / w, w = m13·x + m23·y + m33.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The projective transform doing what `m` does.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether this keeps parallel lines parallel (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` applied first, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31, m12: m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
            m13: m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
            m21: m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31, m22: m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
            m23: m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
            m31: m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31, m32: m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
            m33: m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33)
    }

    /// Inverts the transform; returns false (leaving it unchanged) when it has no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant != 0, determinant.isFinite else { return false }
        let k = 1 / determinant
        self = ProjectionTransform(
            m11: c11 * k, m12: c12 * k, m13: c13 * k, m21: c21 * k, m22: c22 * k, m23: c23 * k, m31: c31 * k, m32: c32 * k,
            m33: c33 * k)
        return true
    }

    /// The inverse, or nil when there is none.
    public func inverted() -> ProjectionTransform? {
        var copy = self
        return copy.invert() ? copy : nil
    }

    /// The homogeneous image of `point`: (x', y') and the w it was divided by (a point with w ≤ 0
    /// is behind the viewer and is not drawn).
    func project(_ point: CGPoint) -> (point: CGPoint, w: CGFloat) {
        let w = m13 * point.x + m23 * point.y + m33
        let x = m11 * point.x + m21 * point.y + m31, y = m12 * point.x + m22 * point.y + m32
        return (CGPoint(x: x / w, y: y / w), w)
    }
}

extension CGPoint {
    /// This point through `transform` (x and y divided by w).
    public func applying(_ transform: ProjectionTransform) -> CGPoint { transform.project(self).point }
}
