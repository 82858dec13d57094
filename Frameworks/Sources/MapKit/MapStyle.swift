import Trellis

/// The look of a map: MapKit's `MapStyle`. The placeholder draws the standard style's land
/// colour, or a dark imagery colour for the imagery and hybrid styles.
public struct MapStyle: Sendable {
    enum Base: Sendable { case standard, imagery, hybrid }
    let base: Base

    /// How terrain is drawn: MapKit's `MapStyle.Elevation`.
    public enum Elevation: Sendable { case automatic, flat, realistic }
    /// How strongly the map is drawn: MapKit's `MapStyle.StandardEmphasis`.
    public enum StandardEmphasis: Sendable { case automatic, muted }

    /// The standard map.
    public static var standard: MapStyle { MapStyle(base: .standard) }
    /// The standard map with options (kept, not drawn).
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        MapStyle(base: .standard)
    }
    /// Satellite imagery.
    public static var imagery: MapStyle { MapStyle(base: .imagery) }
    /// Satellite imagery with options (kept, not drawn).
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle(base: .imagery) }
    /// Imagery with roads and labels.
    public static var hybrid: MapStyle { MapStyle(base: .hybrid) }
    /// Imagery with roads and labels, with options (kept, not drawn).
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle {
        MapStyle(base: .hybrid)
    }

    /// The placeholder's ground colour: close to Apple Maps' light standard land (an estimate),
    /// or a dark green-brown standing for imagery.
    var groundColor: Color {
        switch base {
        case .standard: Color(red: 249 / 255, green: 245 / 255, blue: 237 / 255)
        case .imagery, .hybrid: Color(red: 76 / 255, green: 86 / 255, blue: 66 / 255)
        }
    }

    /// The graticule's and caption's colour on this ground.
    var inkColor: Color {
        switch base {
        case .standard: Color.black
        case .imagery, .hybrid: Color.white
        }
    }
}

/// The points of interest a map shows: MapKit's `PointOfInterestCategories` (none are drawn).
public struct PointOfInterestCategories: Sendable {
    let included: [MKPointOfInterestCategory]?
    public static let all = PointOfInterestCategories(included: nil)
    public static let excludingAll = PointOfInterestCategories(included: [])
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories(included: categories)
    }
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories(included: nil)
    }
}

struct MapStyleKey: EnvironmentKey {
    static var defaultValue: MapStyle { .standard }
}

struct MapControlsKey: EnvironmentKey {
    static var defaultValue: _MapControls { _MapControls(content: nil) }
}

/// The controls a map shows, set with `mapControls`.
public struct _MapControls {
    let content: AnyView?
}

extension EnvironmentValues {
    var mapStyle: MapStyle {
        get { self[MapStyleKey.self] }
        set { self[MapStyleKey.self] = newValue }
    }

    var mapControls: _MapControls {
        get { self[MapControlsKey.self] }
        set { self[MapControlsKey.self] = newValue }
    }
}

extension View {
    /// The look of the maps in this view.
    public func mapStyle(_ mapStyle: MapStyle) -> some View {
        environment(\.mapStyle, mapStyle)
    }

    /// The controls the maps in this view show, drawn at their top-trailing corner.
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        environment(\.mapControls, _MapControls(content: AnyView(content())))
    }

    /// Whether a map's controls show (accepted).
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

    /// Runs `action` when a map's camera changes (never, in a still picture).
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View {
        self
    }

    /// Runs `action` with the new camera when a map's camera changes (never, in a still picture).
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View {
        self
    }

    /// Ties map controls outside a map to the map with this scope (accepted).
    public func mapScope(_ scope: Namespace.ID) -> some View { self }

    /// Whether map features can be selected (accepted).
    public func mapFeatureSelectionDisabled(_ isDisabled: @escaping (MapFeature) -> Bool) -> some View { self }
}

/// A feature of the map a user can select: MapKit's `MapFeature` (none are drawn).
public struct MapFeature: Hashable, Sendable {
    /// The feature's title.
    public var title: String? { nil }
    /// Where the feature is.
    public var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
}
