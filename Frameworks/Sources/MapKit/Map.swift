import Trellis

/// A map: MapKit's `Map` for SwiftUI. A preview draws it as a labelled placeholder (see
/// `MapPlaceholder`) with its content placed by the Web Mercator projection of the camera
/// position; it takes the whole size proposed. Gestures, selection and camera bindings are
/// accepted; the picture shows the position as given (a binding's current value).
public struct Map<Content: View>: View {
    let position: MapCameraPosition
    let elements: [_MapElement]
    let content: Content

    init(position: MapCameraPosition, elements: [_MapElement], content: Content) {
        self.position = position
        self.elements = elements
        self.content = content
    }

    public var body: some View {
        MapPlaceholder(position: position, elements: elements)
    }
}

/// The content of a map built with a `MapContentBuilder`: MapKit's `MapContentView`.
public struct MapContentView<SelectionValue, C: MapContent>: View {
    let content: C
    public var body: some View { EmptyView() }
}

extension Map {
    /// A map at the position `position` holds, with content.
    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        let content = content()
        self.init(position: position.wrappedValue, elements: content._mapElements(), content: MapContentView(content: content))
    }

    /// An empty map at the position `position` holds.
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil)
    where Content == MapContentView<Never, EmptyMapContent> {
        self.init(position: position.wrappedValue, elements: [], content: MapContentView(content: EmptyMapContent()))
    }

    /// A map starting at `initialPosition`, with content.
    public init<C: MapContent>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        let content = content()
        self.init(position: initialPosition, elements: content._mapElements(), content: MapContentView(content: content))
    }

    /// An empty map starting at `initialPosition`.
    public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil)
    where Content == MapContentView<Never, EmptyMapContent> {
        self.init(position: initialPosition, elements: [], content: MapContentView(content: EmptyMapContent()))
    }

    /// A map framing its content automatically.
    public init<C: MapContent>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
    where Content == MapContentView<Never, C> {
        self.init(initialPosition: .automatic, bounds: bounds, interactionModes: interactionModes, scope: scope, content: content)
    }

    /// An empty map (it shows the whole world).
    public init(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil)
    where Content == MapContentView<Never, EmptyMapContent> {
        self.init(position: .automatic, elements: [], content: MapContentView(content: EmptyMapContent()))
    }

    /// A map at the position `position` holds whose content can be selected (selection is not drawn).
    public init<SelectedValue: Hashable, C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        let content = content()
        self.init(position: position.wrappedValue, elements: content._mapElements(), content: MapContentView(content: content))
    }

    /// A map starting at `initialPosition` whose content can be selected (selection is not drawn).
    public init<SelectedValue: Hashable, C: MapContent>(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        let content = content()
        self.init(position: initialPosition, elements: content._mapElements(), content: MapContentView(content: content))
    }

    /// A map framing its content automatically whose content can be selected (selection is not drawn).
    public init<SelectedValue: Hashable, C: MapContent>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        let content = content()
        self.init(position: .automatic, elements: content._mapElements(), content: MapContentView(content: content))
    }
}
