import MapKit
import SwiftUI
import Testing

// Map code as public apps write it, compiled unchanged.

/// Apple's Landmarks tutorial's `MapView` (iOS 14 API).
struct LandmarksMapView: View {
    var coordinate: CLLocationCoordinate2D
    @State private var region = MKCoordinateRegion()

    var body: some View {
        Map(coordinateRegion: $region)
            .onAppear {
                setRegion(coordinate)
            }
    }

    private func setRegion(_ coordinate: CLLocationCoordinate2D) {
        region = MKCoordinateRegion(
            center: coordinate,
            span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)
        )
    }
}

/// The tutorial's newer form (iOS 17).
struct LandmarksMapView17: View {
    var coordinate: CLLocationCoordinate2D

    var body: some View {
        Map(initialPosition: .region(region))
    }

    private var region: MKCoordinateRegion {
        MKCoordinateRegion(center: coordinate, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
    }
}

/// The Landmarks model's coordinate, as `Landmark.swift` writes it.
struct Landmark: Identifiable {
    var id: Int
    var name: String
    var coordinates: Coordinates
    var locationCoordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: coordinates.latitude, longitude: coordinates.longitude)
    }

    struct Coordinates: Hashable, Codable {
        var latitude: Double
        var longitude: Double
    }
}

/// Apple's `Map` documentation example: markers, a tint, an annotation with custom content.
struct DowntownMap: View {
    let cityHall = CLLocationCoordinate2D(latitude: 37.7793, longitude: -122.4193)
    let library = CLLocationCoordinate2D(latitude: 37.7786, longitude: -122.4158)
    let playground = CLLocationCoordinate2D(latitude: 37.7800, longitude: -122.4180)
    @State private var position: MapCameraPosition = .automatic
    @State private var selection: Int?

    var body: some View {
        Map(position: $position, selection: $selection) {
            Marker("San Francisco City Hall", coordinate: cityHall)
                .tint(.orange)
            Marker("San Francisco Public Library", coordinate: library)
                .tint(.blue)
            Annotation("Diller Civic Center Playground", coordinate: playground) {
                ZStack {
                    RoundedRectangle(cornerRadius: 5)
                        .fill(Color.yellow)
                    Text("🛝")
                        .padding(5)
                }
            }
            UserAnnotation()
        }
        .mapStyle(.standard(elevation: .realistic))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
            MapScaleView()
        }
        .onMapCameraChange { context in
            print(context.region)
        }
    }
}

/// A list of places with `ForEach`, overlays and monograms, as travel and fitness apps write them.
struct PlacesMap: View {
    let places: [Landmark]
    let route: [CLLocationCoordinate2D]

    var body: some View {
        Map(initialPosition: .userLocation(fallback: .automatic), interactionModes: [.pan, .zoom]) {
            ForEach(places) { place in
                Marker(place.name, monogram: Text(String(place.name.prefix(2))), coordinate: place.locationCoordinate)
            }
            if !route.isEmpty {
                MapPolyline(coordinates: route)
                    .stroke(.blue, lineWidth: 5)
            }
            MapCircle(center: route.first ?? CLLocationCoordinate2D(), radius: 200)
                .foregroundStyle(.teal.opacity(0.3))
            MapPolygon(coordinates: route)
                .stroke(.purple, lineWidth: 2)
        }
        .mapStyle(.hybrid(elevation: .realistic))
    }
}

/// The iOS 14 annotated map many apps still ship.
struct StoresMap: View {
    struct Store: Identifiable {
        let id = UUID()
        let name: String
        let coordinate: CLLocationCoordinate2D
    }

    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: -31.95, longitude: 115.86),
        span: MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 0.5))
    let stores: [Store]

    var body: some View {
        Map(coordinateRegion: $region, interactionModes: .all, showsUserLocation: true,
            userTrackingMode: .constant(.follow), annotationItems: stores) { store in
            MapAnnotation(coordinate: store.coordinate) {
                VStack(spacing: 4) {
                    Image(systemName: "leaf.circle.fill")
                        .font(.title)
                        .foregroundColor(.green)
                    Text(store.name)
                        .font(.caption)
                        .fixedSize()
                }
            }
        }
    }
}

/// The location manager wrapper apps write.
final class LocationManager: NSObject, ObservableObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    @Published var location: CLLocation?
    @Published var authorizationStatus: CLAuthorizationStatus = .notDetermined

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        location = locations.last
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        authorizationStatus = manager.authorizationStatus
    }

    func search(_ query: String) async -> [MKMapItem] {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = query
        request.region = MKCoordinateRegion(center: location?.coordinate ?? CLLocationCoordinate2D(),
                                            latitudinalMeters: 5000, longitudinalMeters: 5000)
        return (try? await MKLocalSearch(request: request).start().mapItems) ?? []
    }
}

@Suite("Map code as apps write it")
struct AppsWriteItTests {
    static let turtleRock = CLLocationCoordinate2D(latitude: 34.011_286, longitude: -116.166_868)

    @Test func landmarksMapViewLaysOut() {
        let layout = ViewLayout(LandmarksMapView(coordinate: Self.turtleRock), in: ProposedViewSize(width: 390, height: 300))
        #expect(layout.size == CGSize(width: 390, height: 300))
        #expect(layout.placedViews.contains { $0.text == "Map" })
    }

    @Test func theOtherMapsLayOut() {
        let landmark = Landmark(id: 1, name: "Turtle Rock", coordinates: .init(latitude: 34.011_286, longitude: -116.166_868))
        let proposal = ProposedViewSize(width: 390, height: 300)
        #expect(ViewLayout(LandmarksMapView17(coordinate: landmark.locationCoordinate), in: proposal).size.width == 390)
        #expect(ViewLayout(DowntownMap(), in: proposal).placedViews.contains { $0.text == "San Francisco City Hall" })
        let places = PlacesMap(places: [landmark], route: [landmark.locationCoordinate, Self.turtleRock])
        #expect(ViewLayout(places, in: proposal).placedViews.contains { $0.text == "Tu" })
        let stores = StoresMap(stores: [.init(name: "Perth", coordinate: CLLocationCoordinate2D(latitude: -31.95, longitude: 115.86))])
        #expect(ViewLayout(stores, in: proposal).placedViews.contains { $0.text == "Perth" })
    }

    @Test func aManagerAndASearchFindNothing() async {
        let manager = LocationManager()
        #expect(manager.location == nil)
        #expect(await manager.search("coffee").isEmpty)
    }
}
