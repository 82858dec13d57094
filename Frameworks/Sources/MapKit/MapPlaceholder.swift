import Trellis

/// The map as a preview draws it: a plain ground of the style's land colour with a faint
/// graticule, the overlays and the markers and annotations placed by the Web Mercator
/// projection of the camera position, the controls at the top-trailing corner, and a small
/// "Map" caption at the bottom-leading corner (where MapKit puts its Maps logo) saying this is
/// a placeholder, not map tiles. It takes the whole proposal.
struct MapPlaceholder: View {
    let position: MapCameraPosition
    let elements: [_MapElement]

    @Environment(\.mapStyle) private var style
    @Environment(\.mapControls) private var controls

    var body: some View {
        GeometryReader { proxy in
            let viewport = MapViewport(position: position, elements: elements, size: proxy.size)
            ZStack(alignment: .topLeading) {
                Rectangle().fill(style.groundColor)
                MapGraticule(viewport: viewport).stroke(style.inkColor.opacity(0.08), lineWidth: 0.5)
                ForEach(Array(overlays.enumerated()), id: \.offset) { _, element in
                    MapOverlayView(element: element, viewport: viewport)
                }
                ForEach(Array(points.enumerated()), id: \.offset) { _, point in
                    MapPinnedView(content: point.view(point.style), point: viewport.point(for: point.coordinate))
                }
            }
            .overlay(alignment: .bottomLeading) {
                Text("Map")
                    .font(.caption2.weight(.semibold))
                    .foregroundStyle(style.inkColor.opacity(0.45))
                    .padding(MapControlMetrics.margin)
            }
            .overlay(alignment: .topTrailing) {
                if let content = controls.content {
                    VStack(spacing: MapControlMetrics.margin) { content }
                        .padding(MapControlMetrics.margin)
                }
            }
            .clipped()
        }
    }

    private var overlays: [_MapElement] {
        elements.filter {
            switch $0.shape {
            case .circle, .polyline, .polygon: true
            case .point, .userLocation: false
            }
        }
    }

    private struct PinnedPoint {
        let coordinate: CLLocationCoordinate2D
        let style: _MapElementStyle
        let view: (_MapElementStyle) -> AnyView
    }

    private var points: [PinnedPoint] {
        elements.compactMap {
            if case .point(let coordinate, _, let view) = $0.shape {
                PinnedPoint(coordinate: coordinate, style: $0.style, view: view)
            } else {
                nil
            }
        }
    }
}

/// Faint meridians and parallels at a round step of degrees, about three to six across the
/// view: a hint of the projection, not a map.
struct MapGraticule: Shape {
    let viewport: MapViewport

    static let steps: [Double] = [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 0.0005, 0.0002, 0.0001]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let topLeft = viewport.mapPoint(at: .zero).coordinate
        let bottomRight = viewport.mapPoint(at: CGPoint(x: viewport.size.width, y: viewport.size.height)).coordinate
        let west = max(topLeft.longitude, -180), east = min(bottomRight.longitude, 180)
        let north = min(topLeft.latitude, 85), south = max(bottomRight.latitude, -85)
        guard east > west, north > south else { return path }
        let span = max(east - west, north - south)
        let step = Self.steps.last { span / $0 <= 6 } ?? Self.steps[0]
        var longitude = (west / step).rounded(.up) * step
        while longitude <= east {
            let x = viewport.point(for: CLLocationCoordinate2D(latitude: 0, longitude: longitude)).x
            path.move(to: CGPoint(x: rect.minX + x, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX + x, y: rect.maxY))
            longitude += step
        }
        var latitude = (south / step).rounded(.up) * step
        while latitude <= north {
            let y = viewport.point(for: CLLocationCoordinate2D(latitude: latitude, longitude: 0)).y
            path.move(to: CGPoint(x: rect.minX, y: rect.minY + y))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + y))
            latitude += step
        }
        return path
    }
}
