import Trellis

/// Sizes of the map controls as the placeholder draws them.
enum MapControlMetrics {
    static let buttonSize: CGFloat = 44
    static let cornerRadius: CGFloat = 8
    static let margin: CGFloat = 8
}

/// A map control's button: a rounded square of the regular material with `label` in it.
struct MapControlButton<Label: View>: View {
    let label: Label

    var body: some View {
        label
            .frame(width: MapControlMetrics.buttonSize, height: MapControlMetrics.buttonSize)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: MapControlMetrics.cornerRadius))
    }
}

/// The button that centres the map on the user: MapKit's `MapUserLocationButton`. Drawn as
/// iOS draws it at rest: the location arrow in the tint in a rounded square.
public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}

    public var body: some View {
        MapControlButton(label: Image(systemName: "location").font(.system(size: 17)).foregroundStyle(.tint))
    }
}

/// The button that tilts the map: MapKit's `MapPitchToggle`, drawn with its "3D" label.
public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}

    public var body: some View {
        MapControlButton(label: Text("3D").font(.system(size: 15, weight: .semibold)).foregroundStyle(Color.primary))
    }
}

/// The compass: MapKit's `MapCompass`. It shows only while the map is rotated, so a map drawn
/// north up shows nothing.
public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The scale bar: MapKit's `MapScaleView`. It shows only while the map zooms, so a still
/// picture shows nothing.
public struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The pitch slider: MapKit's `MapPitchSlider` (shows only while pitching: nothing drawn).
public struct MapPitchSlider: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The zoom buttons: MapKit's `MapZoomStepper` (not on iOS: nothing drawn).
public struct MapZoomStepper: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}
