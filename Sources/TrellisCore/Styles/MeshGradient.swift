/// A two-dimensional gradient: colours at the vertices of a grid of points, blended across each
/// cell between them (SwiftUI's `MeshGradient`, iOS 18). As a view it fills the space offered;
/// as a shape style it fills a shape.
///
/// Points are unit coordinates of the filled rectangle (0…1 on each axis), listed row by row:
/// `width` vertices in a row, `height` rows. A mesh whose counts do not match draws only its
/// background. Trellis blends each cell's four corner colours bilinearly (Cairo's mesh
/// patterns); `smoothsColors` and a perceptual colour space, which blend more smoothly across
/// cells on iOS, are not followed (divergences B39).
public struct MeshGradient: ShapeStyle, _GradientShapeStyle, View, Equatable, Sendable {
    /// A vertex with the control points of the curved edges leaving it.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Where the vertices are.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    /// The vertices' colours.
    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    public var width: Int
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    /// The colour outside the mesh's cells.
    public var background: Color
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(
        width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public var body: some View { Rectangle().fill(self) }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        MeshGeometry(self, in: .zero, environment: environment).averageColor
    }

    public func _resolveGradient(in rect: CGRect) -> ResolvedGradient {
        let mesh = self
        let geometry = MeshGeometry(self, in: rect, environment: EnvironmentValues())
        return ResolvedGradient(geometry: .mesh(geometry), averageColor: geometry.averageColor) { environment in
            .mesh(MeshGeometry(mesh, in: rect, environment: environment))
        }
    }
}

extension Gradient {
    /// How a gradient blends its colours: SwiftUI's `Gradient.ColorSpace`.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        /// Blending the device's colour components (the default).
        public static let device = ColorSpace(isPerceptual: false)
        /// Blending in a perceptually uniform space (Trellis blends device components).
        public static let perceptual = ColorSpace(isPerceptual: true)
    }

    /// The gradient blended in `space` (Trellis blends device components either way).
    public func colorSpace(_ space: ColorSpace) -> Gradient { self }
}
