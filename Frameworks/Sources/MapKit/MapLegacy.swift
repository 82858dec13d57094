import Trellis

/// An annotation of the iOS 14 map API: MapKit's `MapAnnotationProtocol`.
public protocol MapAnnotationProtocol {
    /// What the map draws for the annotation.
    func _mapElement() -> _MapElement
}

/// A balloon marker of the iOS 14 map API: MapKit's `MapMarker`. Drawn as `Marker` is, without a title.
@available(iOS, deprecated: 17.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
public struct MapMarker: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    public func _mapElement() -> _MapElement {
        var element = _MapElement(shape: .point(coordinate, anchor: .bottom) { style in
            AnyView(MarkerBalloonView(glyph: .pin, title: nil, tint: style.tint, showsTitle: false))
        })
        element.style.tint = tint.map { AnyShapeStyle($0) }
        return element
    }
}

/// A pin of the iOS 14 map API: MapKit's `MapPin`, drawn as the classic pin — a round head on a
/// needle whose point is at the coordinate.
@available(iOS, deprecated: 16.0, message: "Use MapMarker or MapAnnotation instead.")
public struct MapPin: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    public func _mapElement() -> _MapElement {
        let tint = tint
        return _MapElement(shape: .point(coordinate, anchor: .bottom) { _ in
            AnyView(VStack(spacing: 0) {
                Circle().fill(tint ?? MarkerMetrics.defaultTint).frame(width: 14, height: 14)
                Rectangle().fill(Color(white: 0.45)).frame(width: 2, height: 18)
            }
            .alignmentGuide(VerticalAlignment(MapAnchorY.self)) { $0[.bottom] })
        })
    }
}

/// A view pinned to a coordinate, of the iOS 14 map API: MapKit's `MapAnnotation`.
/// `anchorPoint` is the unit point of the content that lies on the coordinate.
@available(iOS, deprecated: 17.0, message: "Use Annotation along with Map initializers that take a MapContentBuilder instead.")
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let anchorPoint: CGPoint
    let content: Content

    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.anchorPoint = anchorPoint
        self.content = content()
    }

    public func _mapElement() -> _MapElement {
        let anchor = UnitPoint(x: anchorPoint.x, y: anchorPoint.y), content = content
        return _MapElement(shape: .point(coordinate, anchor: anchor) { _ in
            AnyView(content
                .alignmentGuide(HorizontalAlignment(MapAnchorX.self)) { $0.width * anchor.x }
                .alignmentGuide(VerticalAlignment(MapAnchorY.self)) { $0.height * anchor.y })
        })
    }
}

/// The content of an iOS 14 map with annotation items: MapKit's `_DefaultAnnotatedMapContent`.
public struct _DefaultAnnotatedMapContent<Items>: View {
    public var body: some View { EmptyView() }
}

extension Map {
    /// An iOS 14 map showing the region `coordinateRegion` holds.
    @available(iOS, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil)
    where Content == _DefaultAnnotatedMapContent<[_MapElement]> {
        self.init(position: .region(coordinateRegion.wrappedValue), elements: [], content: _DefaultAnnotatedMapContent())
    }

    /// An iOS 14 map showing the region `coordinateRegion` holds, with an annotation per item.
    @available(iOS, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        self.init(position: .region(coordinateRegion.wrappedValue), elements: annotationItems.map { annotationContent($0)._mapElement() },
                  content: _DefaultAnnotatedMapContent())
    }

    /// An iOS 14 map showing the map rectangle `mapRect` holds.
    @available(iOS, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    public init(mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
                userTrackingMode: Binding<MapUserTrackingMode>? = nil) where Content == _DefaultAnnotatedMapContent<[_MapElement]> {
        self.init(position: .rect(mapRect.wrappedValue), elements: [], content: _DefaultAnnotatedMapContent())
    }

    /// An iOS 14 map showing the map rectangle `mapRect` holds, with an annotation per item.
    @available(iOS, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        self.init(position: .rect(mapRect.wrappedValue), elements: annotationItems.map { annotationContent($0)._mapElement() },
                  content: _DefaultAnnotatedMapContent())
    }
}
