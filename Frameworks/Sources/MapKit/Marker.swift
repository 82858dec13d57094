import Trellis

/// A balloon marking a place: MapKit's `Marker`. Drawn red unless tinted, with a white glyph
/// (a pin, a symbol, an image or a monogram) and its title below; the balloon's tip is at the
/// coordinate.
public struct Marker<Label: View>: _PrimitiveMapContent {
    let coordinate: CLLocationCoordinate2D
    let glyph: MarkerGlyph
    let title: AnyView?

    init(coordinate: CLLocationCoordinate2D, glyph: MarkerGlyph, title: AnyView?) {
        self.coordinate = coordinate
        self.glyph = glyph
        self.title = title
    }

    public func _mapElements() -> [_MapElement] {
        let glyph = glyph, title = title
        return [_MapElement(shape: .point(coordinate, anchor: .bottom) { style in
            AnyView(MarkerBalloonView(glyph: glyph, title: title, tint: style.tint, showsTitle: style.showsTitles ?? true))
        })]
    }
}

extension Marker where Label == Text {
    /// A marker titled `titleKey` at `coordinate`.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .pin, title: AnyView(Text(titleKey)))
    }

    /// A marker titled `title` at `coordinate`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .pin, title: AnyView(Text(title)))
    }

    /// A marker for a map item, titled with its name.
    public init(item: MKMapItem) {
        self.init(coordinate: item.placemark.coordinate, glyph: .pin, title: item.name.map { AnyView(Text($0)) })
    }
}

extension Marker where Label == TrellisControls.Label<Text, Image> {
    /// A marker showing the system symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .systemImage(systemImage), title: AnyView(Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .systemImage(systemImage), title: AnyView(Text(title)))
    }

    /// A marker showing the image resource `image`.
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .image(image), title: AnyView(Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .image(image), title: AnyView(Text(title)))
    }
}

extension Marker where Label == TrellisControls.Label<Text, Text> {
    /// A marker showing up to three characters of `monogram`.
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .monogram(monogram), title: AnyView(Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .monogram(monogram), title: AnyView(Text(title)))
    }
}

extension Marker {
    /// A marker whose label view is drawn as its title.
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        self.init(coordinate: coordinate, glyph: .pin, title: AnyView(label()))
    }
}

/// A view pinned to a coordinate: MapKit's `Annotation`. The content's `anchor` lies on the
/// coordinate; the title is drawn below the content.
public struct Annotation<Label: View, Content: View>: _PrimitiveMapContent {
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: Content
    let label: Label

    public func _mapElements() -> [_MapElement] {
        let anchor = anchor, content = content, label = label
        return [_MapElement(shape: .point(coordinate, anchor: anchor) { style in
            AnyView(VStack(spacing: MarkerMetrics.titleSpacing) {
                content
                    .alignmentGuide(HorizontalAlignment(MapAnchorX.self)) { $0.width * anchor.x }
                    .alignmentGuide(VerticalAlignment(MapAnchorY.self)) { $0.height * anchor.y }
                if style.showsTitles ?? true {
                    label.font(MarkerMetrics.titleFont).foregroundStyle(Color.primary).shadow(color: .white, radius: 1)
                        .lineLimit(1).fixedSize()
                }
            })
        })]
    }
}

extension Annotation {
    /// An annotation whose title is the `label` view.
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.coordinate = coordinate
        self.anchor = anchor
        self.content = content()
        self.label = label()
    }
}

extension Annotation where Label == Text {
    /// An annotation titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(titleKey) }
    }

    /// An annotation titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                   @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(title) }
    }
}

/// The user's location: MapKit's `UserAnnotation`. A preview has no location, so, as on a
/// device before the first fix, nothing is drawn.
public struct UserAnnotation<Content: View>: _PrimitiveMapContent {
    public func _mapElements() -> [_MapElement] { [_MapElement(shape: .userLocation)] }
}

extension UserAnnotation where Content == EmptyView {
    public init(anchor: UnitPoint = .center) {}
}

extension UserAnnotation {
    public init(anchor: UnitPoint = .center, @ViewBuilder content: @escaping (UserLocation) -> Content) {}
}

/// The user's location as a custom user annotation sees it: MapKit's `UserLocation`.
public struct UserLocation: Sendable {
    /// The location, when known (never, here).
    public var location: CLLocation? { nil }
    /// The heading, when known (never, here).
    public var heading: CLHeading? { nil }
}
