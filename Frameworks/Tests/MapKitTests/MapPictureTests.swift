import MapKit
import SwiftUI
import Testing

@Suite("A Map draws a labelled placeholder with its markers")
struct MapPictureTests {
    struct Downtown: View {
        static let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.7782, longitude: -122.4185),
                                               span: MKCoordinateSpan(latitudeDelta: 0.012, longitudeDelta: 0.012))
        static let playground = CLLocationCoordinate2D(latitude: 37.7762, longitude: -122.4210)
        var body: some View {
            Map(initialPosition: .region(Self.region)) {
                Marker("City Hall", coordinate: MapLayoutTests.cityHall)
                Marker("Library", systemImage: "books.vertical", coordinate: MapLayoutTests.library).tint(.blue)
                Annotation("Playground", coordinate: Self.playground, anchor: .bottom) {
                    Image(systemName: "star.fill").padding(5).background(Color.yellow, in: RoundedRectangle(cornerRadius: 5))
                }
                MapCircle(center: Self.playground, radius: 150)
            }
            .mapControls { MapUserLocationButton() }
            .frame(width: 390, height: 300)
        }
    }

    @MainActor
    @Test func twoMarkersDrawRecognisably() throws {
        let renderer = ImageRenderer(content: Downtown())
        renderer.scale = 2
        let image = try #require(renderer.rgbaImage())
        if let data = renderer.pngData() {
            try? data.write(to: URL(fileURLWithPath: "/tmp/MapKit-TwoMarkers.png"))
        }
        // The ground, away from everything: Apple Maps' light land colour.
        #expect(image[40, 160] == (249, 245, 237, 255))
        // The City Hall balloon's head, left of its glyph: iOS red; the head's centre is 22
        // points above the tip.
        let layout = ViewLayout(Downtown(), in: ProposedViewSize(width: 390, height: 300))
        let tip = try #require(MapLayoutTests.balloons(layout).first)
        let red = image[Int((tip.midX - 9) * 2), Int((tip.maxY - 22) * 2)]
        #expect(red.0 > 240 && red.1 < 80 && red.2 < 70)
    }
}
