import Trellis

/// A circle on the ground: MapKit's `MapCircle`. Its radius is in metres.
public struct MapCircle: _PrimitiveMapContent {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
    }

    public init(_ circle: MKCircle) {
        self.init(center: circle.coordinate, radius: circle.radius)
    }

    public func _mapElements() -> [_MapElement] { [_MapElement(shape: .circle(center: center, radius: radius))] }
}

/// A line through coordinates: MapKit's `MapPolyline`.
public struct MapPolyline: _PrimitiveMapContent {
    /// How the line joins its points: MapKit's `MapPolyline.ContourStyle`.
    public struct ContourStyle: Equatable, Sendable {
        let geodesic: Bool
        /// Straight on the flat map.
        public static let straight = ContourStyle(geodesic: false)
        /// Along great circles (drawn straight here).
        public static let geodesic = ContourStyle(geodesic: true)
    }

    let coordinates: [CLLocationCoordinate2D]

    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        self.coordinates = coordinates
    }

    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) {
        self.coordinates = points.map(\.coordinate)
    }

    public init(_ polyline: MKPolyline) {
        self.coordinates = polyline.coordinates
    }

    public init(_ route: MKRoute) {
        self.coordinates = route.polyline.coordinates
    }

    public func _mapElements() -> [_MapElement] { [_MapElement(shape: .polyline(coordinates))] }
}

/// A closed shape on the map: MapKit's `MapPolygon`.
public struct MapPolygon: _PrimitiveMapContent {
    let coordinates: [CLLocationCoordinate2D]

    public init(coordinates: [CLLocationCoordinate2D]) {
        self.coordinates = coordinates
    }

    public init(points: [MKMapPoint]) {
        self.coordinates = points.map(\.coordinate)
    }

    public init(_ polygon: MKPolygon) {
        self.coordinates = polygon.coordinates
    }

    public func _mapElements() -> [_MapElement] { [_MapElement(shape: .polygon(coordinates))] }
}

/// An overlay's outline in view coordinates, computed from the viewport.
struct MapOverlayShape: Shape {
    /// What is drawn.
    enum Geometry: Sendable {
        case circle(center: CLLocationCoordinate2D, radius: CLLocationDistance)
        case polyline([CLLocationCoordinate2D])
        case polygon([CLLocationCoordinate2D])
        case none
    }

    let geometry: Geometry
    let viewport: MapViewport

    init(element: _MapElement, viewport: MapViewport) {
        switch element.shape {
        case .circle(let center, let radius): geometry = .circle(center: center, radius: radius)
        case .polyline(let coordinates): geometry = .polyline(coordinates)
        case .polygon(let coordinates): geometry = .polygon(coordinates)
        case .point, .userLocation: geometry = .none
        }
        self.viewport = viewport
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        switch geometry {
        case .circle(let center, let radius):
            let point = viewport.point(for: center)
            let r = radius * MKMapPointsPerMeterAtLatitude(center.latitude) * viewport.scale
            path.addEllipse(in: CGRect(x: point.x - r, y: point.y - r, width: 2 * r, height: 2 * r))
        case .polyline(let coordinates):
            path.addLines(coordinates.map(viewport.point(for:)))
        case .polygon(let coordinates):
            path.addLines(coordinates.map(viewport.point(for:)))
            path.closeSubpath()
        case .none:
            break
        }
        return path.offsetBy(dx: rect.minX, dy: rect.minY)
    }
}

/// How an overlay is drawn: its fill (circles and polygons) and outline. With no style of its
/// own a line is drawn in the tint (or iOS's blue) 3 points wide, and a circle or polygon filled
/// with it at 30 % opacity.
struct MapOverlayView: View {
    let element: _MapElement
    let viewport: MapViewport

    static let defaultColor = Color(red: 0, green: 122 / 255, blue: 1)

    var body: some View {
        let style = element.style
        let shape = MapOverlayShape(element: element, viewport: viewport)
        let tint = style.tint ?? AnyShapeStyle(Self.defaultColor)
        if case .polyline = element.shape {
            shape.stroke(style.stroke ?? tint, style: style.strokeStyle ?? StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
        } else {
            shape.fill(style.fill ?? (style.tint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(Self.defaultColor.opacity(0.3))))
                .overlay {
                    if let stroke = style.stroke ?? (style.strokeStyle != nil ? tint : nil) {
                        shape.stroke(stroke, style: style.strokeStyle ?? StrokeStyle(lineWidth: 1))
                    }
                }
        }
    }
}
