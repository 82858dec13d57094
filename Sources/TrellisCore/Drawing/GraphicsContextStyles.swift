extension GraphicsContext {
    /// A colour or pattern to fill or stroke with.
    public struct Shading {
        enum Kind {
            case color(Color.Resolved)
            case style(AnyShapeStyle)
            case gradient(Gradient, geometry: ResolvedGradient.Geometry)
            case foreground
        }

        let kind: Kind

        /// The environment's foreground style.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color.resolved)) }

        /// A colour from components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Any shape style (a gradient style spans the bounds of what it fills).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient, geometry: .linear(start: startPoint, end: endPoint)))
        }

        /// A radial gradient round `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .gradient(gradient, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius, yScale: 1)))
        }

        /// A conic gradient round `center`, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient, geometry: .angular(center: center, startAngle: angle, endAngle: angle + .degrees(360))))
        }

        /// The display item filling `path`.
        func fillItem(for path: Path, in environment: EnvironmentValues) -> DisplayItem {
            switch kind {
            case .color(let color):
                return .fill(path, color)
            case .gradient(let gradient, let geometry):
                return .gradientFill(path, ResolvedGradient(gradient, geometry: geometry).resolved(in: environment))
            case .style(let style):
                if let gradient = style.base as? any _GradientShapeStyle {
                    return .gradientFill(path, gradient._resolveGradient(in: path.boundingRect).resolved(in: environment))
                }
                return .fill(path, style._resolveColor(in: environment))
            case .foreground:
                if let gradient = environment.foregroundStyle?.base as? any _GradientShapeStyle {
                    return .gradientFill(path, gradient._resolveGradient(in: path.boundingRect).resolved(in: environment))
                }
                return .fill(path, ForegroundStyle()._resolveColor(in: environment))
            }
        }

        /// One colour for the shading (a gradient's average), for strokes, text and symbols.
        func color(in environment: EnvironmentValues, over bounds: CGRect) -> Color.Resolved {
            switch kind {
            case .color(let color): color
            case .gradient(let gradient, _): gradient.averageColor
            case .style(let style): style._resolveColor(in: environment)
            case .foreground: ForegroundStyle()._resolveColor(in: environment)
            }
        }
    }

    /// How a gradient repeats past its ends (accepted; gradients are padded).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// Options for `clip(to:)` (`.inverse` is accepted and not applied).
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Options for `addFilter` (accepted).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
        public static let invertsAlpha = FilterOptions(rawValue: 2)
        public static let disablesGroup = FilterOptions(rawValue: 4)
        public static let shadowAbove = FilterOptions(rawValue: 8)
        public static let shadowOnly = FilterOptions(rawValue: 16)
    }

    /// A filter for what is drawn next.
    public struct Filter {
        enum Kind {
            case display(DisplayFilter)
            case shadow(DisplayShadow)
            /// A filter Trellis accepts and does not draw (`alphaThreshold`…).
            case none
        }

        let kind: Kind

        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .display(.blur(radius: radius.isFinite ? max(radius, 0) : 0)))
        }
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(kind: .shadow(DisplayShadow(color: color.resolved, radius: max(radius, 0), offset: CGSize(width: x, height: y))))
        }
        public static func brightness(_ amount: Double) -> Filter { matrix(.brightness(amount)) }
        public static func contrast(_ amount: Double) -> Filter { matrix(.contrast(amount)) }
        public static func saturation(_ amount: Double) -> Filter { matrix(.saturation(amount)) }
        public static func grayscale(_ amount: Double) -> Filter { matrix(.saturation(1 - min(max(amount, 0), 1))) }
        public static func hueRotation(_ angle: Angle) -> Filter { matrix(.hueRotation(angle)) }
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = min(max(amount, 0), 1)
            return matrix(ColorMatrix([1 - 2 * a, 0, 0, 0, a, 0, 1 - 2 * a, 0, 0, a, 0, 0, 1 - 2 * a, 0, a, 0, 0, 0, 1, 0]))
        }
        public static func colorMultiply(_ color: Color) -> Filter { matrix(.multiplying(by: color.resolved)) }
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Self.matrix(matrix) }
        public static func luminanceToAlpha() -> Filter { matrix(.luminanceToAlpha) }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter(kind: .none) }

        private static func matrix(_ matrix: ColorMatrix) -> Filter {
            Filter(kind: .display(.colorMatrix(matrix.values.allSatisfy(\.isFinite) ? matrix : .identity)))
        }
    }

    /// Options for a blur filter (accepted).
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options for a shadow filter (accepted).
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// How drawing combines with the canvas: SwiftUI's `GraphicsContext.BlendMode`, which adds
    /// the Porter-Duff operators to the view blend modes.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        private static let drawnModes: [TrellisCore.BlendMode] = [
            .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
            .difference, .exclusion, .hue, .saturation, .color, .luminosity, .sourceAtop, .destinationOver, .destinationOut,
            .plusDarker, .plusLighter,
        ]

        /// The view blend mode this one draws as (the Porter-Duff modes without one draw normally).
        var drawn: TrellisCore.BlendMode {
            Self.drawnModes.indices.contains(Int(rawValue)) ? Self.drawnModes[Int(rawValue)] : .normal
        }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let sourceAtop = BlendMode(rawValue: 16)
        public static let destinationOver = BlendMode(rawValue: 17)
        public static let destinationOut = BlendMode(rawValue: 18)
        public static let plusDarker = BlendMode(rawValue: 19)
        public static let plusLighter = BlendMode(rawValue: 20)
        public static let clear = BlendMode(rawValue: 100)
        public static let copy = BlendMode(rawValue: 101)
        public static let sourceIn = BlendMode(rawValue: 102)
        public static let sourceOut = BlendMode(rawValue: 103)
        public static let destinationIn = BlendMode(rawValue: 104)
        public static let destinationAtop = BlendMode(rawValue: 105)
        public static let xor = BlendMode(rawValue: 106)
    }
}
