public import Foundation
public import TrellisCore

/// One preview: a top-level view of a `PreviewProvider`'s `previews`, as Xcode shows each in its
/// own canvas.
public struct ResolvedPreview {
    /// Its `previewDisplayName`, if any.
    public var displayName: String?
    /// How its canvas is sized (`previewLayout`; `.device` by default).
    public var layout: PreviewLayout
    /// The device it asked for with `previewDevice`, if Trellis knows it.
    public var device: Device?
    /// The name it gave `previewDevice`, known or not.
    public var requestedDeviceName: String?
    /// The way it asked for the device to be held (`previewInterfaceOrientation`).
    public var orientation: InterfaceOrientation
    /// Whether it asked for its orientation itself (then a run's landscape variants do not
    /// turn it).
    public var requestsOrientation: Bool
    public var view: AnyView

    public init(
        displayName: String? = nil, layout: PreviewLayout = .device, device: Device? = nil,
        requestedDeviceName: String? = nil, orientation: InterfaceOrientation = .portrait, requestsOrientation: Bool = false,
        view: AnyView
    ) {
        self.requestsOrientation = requestsOrientation
        self.displayName = displayName
        self.layout = layout
        self.device = device
        self.requestedDeviceName = requestedDeviceName
        self.orientation = orientation
        self.view = view
    }
}

/// Rendering `PreviewProvider`s, as Xcode's canvas does: what the `trellis preview` command runs.
public enum PreviewRendering {
    /// The device previews are shown on unless they, or the command, ask for another.
    public static let defaultDevice = Device.default

    /// The previews in `previews`: each top-level view (the views of its `ViewBuilder` block,
    /// looking into `Group`s, `if`s and optionals) is its own preview, with the preview traits
    /// set on it or on a group around it.
    public static func previews<V: View>(in previews: V) -> [ResolvedPreview] {
        topLevelViews(of: previews, traits: PreviewTraits()).map { view, traits in
            ResolvedPreview(
                displayName: traits.displayName, layout: traits.layout ?? .device,
                device: traits.deviceName.flatMap(Device.named), requestedDeviceName: traits.deviceName,
                orientation: traits.orientation ?? .portrait, requestsOrientation: traits.orientation != nil, view: AnyView(_fromValue: view) ?? AnyView(EmptyView()))
        }
    }

    /// A renderer for `preview`: on its device (the preview's own, else `device`) for the
    /// `.device` layout, else proposing the size its layout asks for.
    ///
    /// - Parameter environment: the environment the preview is laid out in, as the canvas's
    ///   settings make it (`colorScheme`, `dynamicTypeSize`); the preview's own modifiers
    ///   (`.preferredColorScheme(.dark)`) still win, as in Xcode.
    @MainActor
    public static func renderer(
        for preview: ResolvedPreview, scale: CGFloat, device: Device = defaultDevice,
        environment: EnvironmentValues = EnvironmentValues()
    ) -> ImageRenderer<AnyView> {
        let renderer = ImageRenderer(content: preview.view)
        renderer.scale = scale
        renderer.environment = environment
        if preview.layout == .device {
            renderer.device = preview.device ?? device
            renderer.orientation = preview.orientation
        } else {
            renderer.proposedSize = proposal(for: preview, scale: scale, device: device, environment: environment)
            // Xcode's canvas for a fixed layout is that size, the view centred in it.
            renderer.canvas = .window
        }
        return renderer
    }

    /// The proposal a preview's canvas makes to its root view: the device's safe area for the
    /// `.device` layout. `environment` matters for `.sizeThatFits`, whose canvas is the size of
    /// the view laid out in it (larger Dynamic Type, larger canvas).
    @MainActor
    public static func proposal(
        for preview: ResolvedPreview, scale: CGFloat, device: Device = defaultDevice,
        environment: EnvironmentValues = EnvironmentValues()
    ) -> ProposedViewSize {
        let screen = (preview.device ?? device).screen(in: preview.orientation)
        switch preview.layout {
        case .device:
            return ProposedViewSize(screen.safeBounds.size)
        case .fixed(let width, let height):
            return ProposedViewSize(width: width, height: height)
        case .sizeThatFits:
            // Laid out on the device, then the canvas shrinks to the view: propose its size.
            let renderer = ImageRenderer(content: preview.view)
            renderer.scale = scale
            renderer.environment = environment
            renderer.proposedSize = ProposedViewSize(screen.safeBounds.size)
            return ProposedViewSize(renderer.layout().size)
        }
    }

    /// The file name (without extension) for preview `index` of `count` of `provider`: the
    /// provider's name, followed by the display name or the preview's number when it has several.
    public static func fileName(provider: String, preview: ResolvedPreview, index: Int, count: Int) -> String {
        var name = provider
        if let displayName = preview.displayName, !displayName.isEmpty {
            name += "-" + displayName
        } else if count > 1 {
            name += "-\(index + 1)"
        }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_.+"))
        return String(name.unicodeScalars.map { allowed.contains($0) ? Character($0) : "_" })
    }

    // MARK: - Splitting `previews`

    private static func topLevelViews(of view: any View, traits: PreviewTraits) -> [(any View, PreviewTraits)] {
        if let carrier = view as? any PreviewTraitsCarrier {
            return topLevelViews(of: carrier.contentView, traits: traits.overridden(by: carrier.traits))
        }
        let listed = view._topLevelViews
        if listed.count != 1 || ObjectIdentifier(type(of: listed[0])) != ObjectIdentifier(type(of: view)) {
            return listed.flatMap { topLevelViews(of: $0, traits: traits) }
        }
        return [(view, traits)]
    }
}
