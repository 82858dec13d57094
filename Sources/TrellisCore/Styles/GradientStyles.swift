/// A gradient along a line between two unit points: SwiftUI's `LinearGradient`. As a view it
/// fills the space it is offered.
public struct LinearGradient: _GradientShapeStyle, View {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { gradient.averageColor(in: environment) }

    public func _resolveGradient(in rect: CGRect) -> ResolvedGradient {
        ResolvedGradient(gradient, geometry: .linear(start: startPoint.point(in: rect), end: endPoint.point(in: rect)))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A gradient out from a centre between two radii: SwiftUI's `RadialGradient`.
public struct RadialGradient: _GradientShapeStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { gradient.averageColor(in: environment) }

    public func _resolveGradient(in rect: CGRect) -> ResolvedGradient {
        ResolvedGradient(gradient, geometry: .radial(
            center: center.point(in: rect), startRadius: max(0, startRadius), endRadius: max(0, endRadius), yScale: 1))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A radial gradient stretched to the frame's shape: SwiftUI's `EllipticalGradient`. Radii
/// are fractions of the frame (1 reaches its edge from the centre).
public struct EllipticalGradient: _GradientShapeStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { gradient.averageColor(in: environment) }

    public func _resolveGradient(in rect: CGRect) -> ResolvedGradient {
        let width = max(rect.width, 0), height = max(rect.height, 0)
        return ResolvedGradient(gradient, geometry: .radial(
            center: center.point(in: rect), startRadius: startRadiusFraction * width, endRadius: endRadiusFraction * width,
            yScale: width > 0 ? height / width : 1))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A gradient round a centre: SwiftUI's `AngularGradient` (drawn as its average colour in PNG
/// and SVG, which have no conic gradients: divergence L12).
public struct AngularGradient: _GradientShapeStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { gradient.averageColor(in: environment) }

    public func _resolveGradient(in rect: CGRect) -> ResolvedGradient {
        ResolvedGradient(gradient, geometry: .angular(center: center.point(in: rect), startAngle: startAngle, endAngle: endAngle))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A colour's standard gradient: SwiftUI's `AnyGradient` (`Color.blue.gradient`), a little
/// lighter at the top and darker at the bottom.
public struct AnyGradient: _GradientShapeStyle, Hashable {
    let base: Color

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { base.resolve(in: environment) }

    public func _resolveGradient(in rect: CGRect) -> ResolvedGradient {
        let base = base
        return ResolvedGradient(geometry: .linear(start: UnitPoint.top.point(in: rect), end: UnitPoint.bottom.point(in: rect))) {
            environment in
            let color = base.resolve(in: environment)
            func shaded(_ factor: Float) -> Color {
                Color(Color.Resolved(red: min(1, color.red * factor), green: min(1, color.green * factor),
                                     blue: min(1, color.blue * factor), opacity: color.opacity))
            }
            return Gradient(colors: [shaded(1.1), shaded(0.9)])
        }
    }
}

extension Color {
    /// This colour's standard gradient.
    public var gradient: AnyGradient { AnyGradient(base: self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
