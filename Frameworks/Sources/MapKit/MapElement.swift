import Trellis

/// How map content is styled by the modifiers round it (the innermost value wins).
public struct _MapElementStyle {
    /// `tint(_:)`: a marker's balloon colour.
    var tint: AnyShapeStyle?
    /// `foregroundStyle(_:)`: an overlay's fill.
    var fill: AnyShapeStyle?
    /// `stroke(_:…)`: an overlay's outline colour.
    var stroke: AnyShapeStyle?
    /// `stroke(lineWidth:)`, `strokeStyle(style:)`: an overlay's outline.
    var strokeStyle: StrokeStyle?
    /// `annotationTitles(_:)`: whether titles show (`nil`: automatic, shown).
    var showsTitles: Bool?
}

/// One thing a map shows, as the placeholder draws it: a view pinned to a coordinate, or an
/// overlay drawn along coordinates.
public struct _MapElement {
    enum Shape {
        /// A view with its `anchor` at the coordinate.
        case point(CLLocationCoordinate2D, anchor: UnitPoint, view: (_MapElementStyle) -> AnyView)
        /// A circle of `radius` metres.
        case circle(center: CLLocationCoordinate2D, radius: CLLocationDistance)
        /// A line through the coordinates.
        case polyline([CLLocationCoordinate2D])
        /// A closed shape with corners at the coordinates.
        case polygon([CLLocationCoordinate2D])
        /// The user's location: unknown in a preview, so nothing is drawn.
        case userLocation
    }

    var shape: Shape
    var style = _MapElementStyle()

    /// The coordinates an automatic camera keeps in view.
    var coordinatesToFit: [CLLocationCoordinate2D] {
        switch shape {
        case .point(let coordinate, _, _): return [coordinate]
        case .polyline(let coordinates), .polygon(let coordinates): return coordinates
        case .userLocation: return []
        case .circle(let center, let radius):
            // The circle's north, south, east and west points.
            let latitudeDelta = radius / (2 * .pi * WebMercator.earthRadius / 360)
            let longitudeDelta = latitudeDelta / max(cos(center.latitude * .pi / 180), 1e-9)
            return [
                CLLocationCoordinate2D(latitude: center.latitude + latitudeDelta, longitude: center.longitude),
                CLLocationCoordinate2D(latitude: center.latitude - latitudeDelta, longitude: center.longitude),
                CLLocationCoordinate2D(latitude: center.latitude, longitude: center.longitude + longitudeDelta),
                CLLocationCoordinate2D(latitude: center.latitude, longitude: center.longitude - longitudeDelta),
            ]
        }
    }
}
