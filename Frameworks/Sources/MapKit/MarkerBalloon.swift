import Trellis

/// Sizes of a marker as the placeholder draws it (estimates of MapKit's unselected marker).
enum MarkerMetrics {
    /// The balloon's round head.
    static let headDiameter: CGFloat = 28
    /// From the top of the head to the tip, which touches the coordinate.
    static let balloonHeight: CGFloat = 36
    /// Between the tip and the title.
    static let titleSpacing: CGFloat = 2
    /// The glyph's font.
    static let glyphFont = Font.system(size: 14, weight: .semibold)
    /// The title's font.
    static let titleFont = Font.system(size: 11, weight: .semibold)
    /// The default balloon colour: iOS's system red.
    static let defaultTint = Color(red: 1, green: 59 / 255, blue: 48 / 255)
}

/// A custom guide a map item's anchor is given by: where, in the item, its coordinate lies.
enum MapAnchorX: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

/// The vertical half of `MapAnchorX`.
enum MapAnchorY: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

extension Alignment {
    /// The anchor of a map item.
    static let mapAnchor = Alignment(horizontal: HorizontalAlignment(MapAnchorX.self), vertical: VerticalAlignment(MapAnchorY.self))
}

/// A marker's balloon: a round head narrowing to a point at the bottom.
struct MarkerBalloonShape: Shape {
    func path(in rect: CGRect) -> Path {
        let radius = rect.width / 2
        let center = CGPoint(x: rect.midX, y: rect.minY + radius)
        let tip = CGPoint(x: rect.midX, y: rect.maxY)
        // The tangents from the tip touch the head at ±(π/2 − acos(r/d)) from straight down.
        let distance = tip.y - center.y
        let half = distance > radius ? acos(radius / distance) : 0
        var path = Path()
        path.move(to: tip)
        path.addArc(center: center, radius: radius, startAngle: .radians(.pi / 2 + half),
                    endAngle: .radians(.pi / 2 - half + 2 * .pi), clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// What a marker shows in its balloon.
enum MarkerGlyph {
    case pin
    case systemImage(String)
    case image(String)
    case monogram(Text)
}

/// A marker as the placeholder draws it: the balloon in the tint with a white glyph, the title
/// below; its anchor is the balloon's tip.
struct MarkerBalloonView: View {
    let glyph: MarkerGlyph
    let title: AnyView?
    let tint: AnyShapeStyle?
    let showsTitle: Bool

    var body: some View {
        VStack(spacing: MarkerMetrics.titleSpacing) {
            MarkerBalloonShape()
                .fill(tint ?? AnyShapeStyle(MarkerMetrics.defaultTint))
                .overlay(alignment: .top) {
                    glyphView
                        .foregroundStyle(Color.white)
                        .frame(width: MarkerMetrics.headDiameter, height: MarkerMetrics.headDiameter)
                }
                .frame(width: MarkerMetrics.headDiameter, height: MarkerMetrics.balloonHeight)
                .alignmentGuide(VerticalAlignment(MapAnchorY.self)) { $0[.bottom] }
            if showsTitle, let title {
                title
                    .font(MarkerMetrics.titleFont)
                    .foregroundStyle(Color.primary)
                    .shadow(color: .white, radius: 1)
                    .lineLimit(1)
                    .fixedSize()
            }
        }
    }

    @ViewBuilder private var glyphView: some View {
        switch glyph {
        case .pin: Image(systemName: "mappin").font(MarkerMetrics.glyphFont)
        case .systemImage(let name): Image(systemName: name).font(MarkerMetrics.glyphFont)
        case .image(let name): Image(name).resizable().scaledToFit().padding(6)
        case .monogram(let text): text.font(MarkerMetrics.glyphFont).lineLimit(1)
        }
    }
}

/// A map item's view placed with its anchor at `point` of the map.
struct MapPinnedView: View {
    let content: AnyView
    let point: CGPoint

    var body: some View {
        content
            .fixedSize()
            .frame(width: 0, height: 0, alignment: .mapAnchor)
            .position(point)
    }
}
