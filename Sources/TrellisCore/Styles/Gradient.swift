/// Colours at locations along a line from 0 to 1: SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// Stops at the given locations.
    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// The stops sorted by location, each location clamped to 0…1 (NaN to 0).
    var orderedStops: [Stop] {
        stops.map { Stop(color: $0.color, location: $0.location.isNaN ? 0 : min(max($0.location, 0), 1)) }
            .sorted { $0.location < $1.location }
    }

    /// The colour halfway along, for uses that take one colour (text, the PNG of an angular
    /// gradient): the stops' average.
    var averageColor: Color.Resolved { averageColor(in: EnvironmentValues()) }

    /// The stops' average with each colour resolved in `environment`.
    func averageColor(in environment: EnvironmentValues) -> Color.Resolved {
        Color.Resolved.average(of: stops.map { $0.color.resolve(in: environment) })
    }
}

extension Color.Resolved {
    /// The components' averages (clear for no colours): the one colour standing for a
    /// gradient's where one colour is needed.
    static func average(of colors: [Color.Resolved]) -> Color.Resolved {
        guard !colors.isEmpty else { return Color.clear.resolved }
        let count = Float(colors.count)
        return Color.Resolved(red: colors.map(\.red).reduce(0, +) / count, green: colors.map(\.green).reduce(0, +) / count,
                              blue: colors.map(\.blue).reduce(0, +) / count, opacity: colors.map(\.opacity).reduce(0, +) / count)
    }
}

/// A gradient laid over a rectangle, as drawing needs it.
public struct ResolvedGradient: Hashable, Sendable {
    /// Where the colours run.
    public enum Geometry: Hashable, Sendable {
        /// Along the line from `start` to `end`.
        case linear(start: CGPoint, end: CGPoint)
        /// Out from `center`, from `startRadius` to `endRadius`; scaled by `scale` in y (an
        /// elliptical gradient is a radial one squashed).
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, yScale: CGFloat)
        /// Round `center` from `startAngle` to `endAngle`.
        case angular(center: CGPoint, startAngle: Angle, endAngle: Angle)
        /// Over a mesh of cells with a colour at each corner (`MeshGradient`); `stops` is empty.
        case mesh(MeshGeometry)
    }

    public var geometry: Geometry
    /// The stops, sorted, locations in 0…1.
    public var stops: [(color: Color.Resolved, location: CGFloat)]
    /// The colour to use where a gradient cannot be drawn.
    public var averageColor: Color.Resolved

    public static func == (lhs: ResolvedGradient, rhs: ResolvedGradient) -> Bool {
        lhs.geometry == rhs.geometry && lhs.stops.map(\.color) == rhs.stops.map(\.color)
            && lhs.stops.map(\.location) == rhs.stops.map(\.location)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(geometry)
        hasher.combine(stops.map(\.location))
    }

    /// The gradient the stops came from in an environment, to resolve them again in a view's.
    private let source: @Sendable (EnvironmentValues) -> Gradient
    /// For a gradient whose geometry holds colours (a mesh): the geometry in an environment.
    private var geometrySource: (@Sendable (EnvironmentValues) -> Geometry)?

    init(_ gradient: Gradient, geometry: Geometry) {
        self.init(geometry: geometry) { _ in gradient }
    }

    /// A gradient whose stops themselves depend on the environment (`Color.gradient`).
    init(geometry: Geometry, source: @escaping @Sendable (EnvironmentValues) -> Gradient) {
        self.geometry = geometry
        self.source = source
        let gradient = source(EnvironmentValues())
        stops = gradient.orderedStops.map { ($0.color.resolved, $0.location) }
        averageColor = gradient.averageColor
    }

    /// A gradient whose colours are in its geometry (a mesh's corners), made again for each
    /// environment by `geometrySource`.
    init(geometry: Geometry, averageColor: Color.Resolved, geometrySource: @escaping @Sendable (EnvironmentValues) -> Geometry) {
        self.geometry = geometry
        source = { _ in Gradient(stops: []) }
        self.geometrySource = geometrySource
        stops = []
        self.averageColor = averageColor
    }

    /// The gradient with its colours resolved in `environment` (a system colour's dark value
    /// under a dark colour scheme).
    func resolved(in environment: EnvironmentValues) -> ResolvedGradient {
        var copy = self
        if let geometrySource {
            copy.geometry = geometrySource(environment)
            if case .mesh(let mesh) = copy.geometry { copy.averageColor = mesh.averageColor }
            return copy
        }
        let gradient = source(environment)
        copy.stops = gradient.orderedStops.map { ($0.color.resolve(in: environment), $0.location) }
        copy.averageColor = gradient.averageColor(in: environment)
        return copy
    }
}

/// A shape style that is a gradient: it resolves against the frame it fills.
public protocol _GradientShapeStyle: ShapeStyle {
    /// The gradient over `rect`.
    func _resolveGradient(in rect: CGRect) -> ResolvedGradient
}

extension UnitPoint {
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
