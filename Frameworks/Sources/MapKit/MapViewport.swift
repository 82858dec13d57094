import Trellis

/// What part of the Web Mercator map a map view shows: the map point at the view's centre and
/// the view points per map point. North is up; heading and pitch are not drawn.
struct MapViewport: Equatable, Sendable {
    /// The map point at the centre of the view.
    var center: MKMapPoint
    /// View points per map point.
    var scale: Double
    /// The view's size.
    var size: CGSize

    /// The nearest a map zooms in: one view point per map point (zoom level 20 of 256-point tiles,
    /// about 15 cm a point at the equator).
    static let maximumScale = 1.0
    /// Margins kept round the content an automatic camera frames: room above a point for a
    /// marker's balloon, below it for its title.
    static let automaticInsets = EdgeInsets(top: 48, leading: 32, bottom: 32, trailing: 32)
    /// The ground an automatic camera shows round a single point, metres.
    static let singlePointDistance = 1000.0

    /// Where `coordinate` is drawn in the view.
    func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
        point(for: MKMapPoint(coordinate))
    }

    /// Where `mapPoint` is drawn in the view.
    func point(for mapPoint: MKMapPoint) -> CGPoint {
        CGPoint(x: size.width / 2 + (mapPoint.x - center.x) * scale, y: size.height / 2 + (mapPoint.y - center.y) * scale)
    }

    /// The map point drawn at `point` of the view.
    func mapPoint(at point: CGPoint) -> MKMapPoint {
        MKMapPoint(x: center.x + (point.x - size.width / 2) / scale, y: center.y + (point.y - size.height / 2) / scale)
    }

    static func == (lhs: MapViewport, rhs: MapViewport) -> Bool {
        lhs.center.x == rhs.center.x && lhs.center.y == rhs.center.y && lhs.scale == rhs.scale && lhs.size == rhs.size
    }

    /// The viewport showing `rect` whole in `size`, centred on `center`.
    init(fitting width: Double, _ height: Double, around center: MKMapPoint, in size: CGSize,
         insets: EdgeInsets = EdgeInsets()) {
        let availableWidth = max(Double(size.width - insets.leading - insets.trailing), 1)
        let availableHeight = max(Double(size.height - insets.top - insets.bottom), 1)
        var scale = Swift.min(width > 0 ? availableWidth / width : .infinity, height > 0 ? availableHeight / height : .infinity)
        scale = Swift.min(scale, Self.maximumScale)
        // The world never shows narrower than the view.
        scale = Swift.max(scale, Double(Swift.max(size.width, 1)) / WebMercator.worldSize)
        // Insets move the centre of what is framed into the middle of the inset area.
        let shiftX = Double(insets.leading - insets.trailing) / 2 / scale
        let shiftY = Double(insets.top - insets.bottom) / 2 / scale
        self.center = MKMapPoint(x: center.x - shiftX, y: center.y - shiftY)
        self.scale = scale
        self.size = size
    }

    /// The viewport of a camera position for content `elements` in a view of `size`.
    init(position: MapCameraPosition, elements: [_MapElement], size: CGSize) {
        switch position.kind {
        case .region(let region):
            self.init(region: region, size: size)
        case .rect(let rect):
            self.init(fitting: rect.width, rect.height, around: MKMapPoint(x: rect.midX, y: rect.midY), in: size)
        case .camera(let camera):
            // The camera sees as much ground from top to bottom as it is far away.
            let mapPoints = camera.distance * MKMapPointsPerMeterAtLatitude(camera.centerCoordinate.latitude)
            let height = Double(Swift.max(size.height, 1))
            self.init(fitting: mapPoints * Double(size.width) / height, mapPoints, around: MKMapPoint(camera.centerCoordinate), in: size)
        case .item(let item, _):
            self.init(region: MKCoordinateRegion(center: item.placemark.coordinate, latitudinalMeters: Self.singlePointDistance,
                                                 longitudinalMeters: Self.singlePointDistance), size: size)
        case .userLocation(_, let fallback):
            self.init(position: fallback, elements: elements, size: size)
        case .automatic:
            self.init(automaticFor: elements, size: size)
        }
    }

    /// The viewport showing `region` whole, centred on its centre's map point.
    init(region: MKCoordinateRegion, size: CGSize) {
        let north = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2,
                                                      longitude: region.center.longitude))
        let south = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2,
                                                      longitude: region.center.longitude))
        let width = region.span.longitudeDelta / 360 * WebMercator.worldSize
        self.init(fitting: width, abs(south.y - north.y), around: MKMapPoint(region.center), in: size)
    }

    /// The viewport framing every coordinate of `elements` inside the automatic insets; the
    /// whole world when there are none.
    init(automaticFor elements: [_MapElement], size: CGSize) {
        let points = elements.flatMap(\.coordinatesToFit).filter(CLLocationCoordinate2DIsValid).map(MKMapPoint.init)
        guard let first = points.first else {
            self.init(fitting: WebMercator.worldSize, WebMercator.worldSize,
                      around: MKMapPoint(x: WebMercator.worldSize / 2, y: WebMercator.worldSize / 2), in: size)
            return
        }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
        }
        let center = MKMapPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
        var width = maxX - minX, height = maxY - minY
        if width == 0 && height == 0 {
            let side = Self.singlePointDistance * MKMapPointsPerMeterAtLatitude(center.coordinate.latitude)
            width = side
            height = side
        }
        // Small views keep at least half of each side for the content.
        let insets = Self.automaticInsets
        let horizontal = Swift.min(1, Double(size.width) / 2 / Double(insets.leading + insets.trailing))
        let vertical = Swift.min(1, Double(size.height) / 2 / Double(insets.top + insets.bottom))
        let scaled = EdgeInsets(top: insets.top * vertical, leading: insets.leading * horizontal,
                                bottom: insets.bottom * vertical, trailing: insets.trailing * horizontal)
        self.init(fitting: width, height, around: center, in: size, insets: scaled)
    }
}
