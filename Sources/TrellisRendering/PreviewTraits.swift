public import Foundation
public import TrellisCore

/// How a preview's canvas is sized: SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen, the view laid out in its safe area (the default).
    case device
    /// The preview's own size: laid out on the device, then the canvas shrinks to fit it.
    case sizeThatFits
    /// A canvas of this size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by the name Xcode gives it (`"iPhone 15 Pro"`): SwiftUI's
/// `PreviewDevice`. Names Trellis's catalogue (`Device.all`) lacks leave the default device.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// What the preview modifiers set.
public struct PreviewTraits: Hashable, Sendable {
    public var layout: PreviewLayout?
    public var displayName: String?
    /// The device's name, as `.previewDevice` gives it.
    public var deviceName: String?
    public var orientation: InterfaceOrientation?

    public init(
        layout: PreviewLayout? = nil, displayName: String? = nil, deviceName: String? = nil,
        orientation: InterfaceOrientation? = nil
    ) {
        self.layout = layout
        self.displayName = displayName
        self.deviceName = deviceName
        self.orientation = orientation
    }

    /// These traits with `inner`'s set ones taking precedence (a modifier nearer the view wins).
    func overridden(by inner: PreviewTraits) -> PreviewTraits {
        PreviewTraits(
            layout: inner.layout ?? layout, displayName: inner.displayName ?? displayName,
            deviceName: inner.deviceName ?? deviceName, orientation: inner.orientation ?? orientation)
    }
}

extension View {
    /// How the preview's canvas is sized (no effect on layout).
    public func previewLayout(_ value: PreviewLayout) -> some View {
        _PreviewTraitsView(content: self, traits: PreviewTraits(layout: value))
    }

    /// The preview's name (it names the picture `trellis preview` writes).
    public func previewDisplayName(_ value: String?) -> some View {
        _PreviewTraitsView(content: self, traits: PreviewTraits(displayName: value))
    }

    /// The device to preview on, by name (see `Device.all`).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        _PreviewTraitsView(content: self, traits: PreviewTraits(deviceName: value?.rawValue))
    }

    /// The way the preview's device is held.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        _PreviewTraitsView(content: self, traits: PreviewTraits(orientation: value))
    }
}

/// Something carrying preview traits around its content.
protocol PreviewTraitsCarrier {
    var traits: PreviewTraits { get }
    var contentView: any View { get }
}

/// A view with preview traits: lays out exactly as its content.
public struct _PreviewTraitsView<Content: View>: View, PreviewTraitsCarrier {
    let content: Content
    let traits: PreviewTraits

    public var body: Content { content }

    public func _resolve(into resolver: _ViewResolver) {
        content._resolve(into: resolver)
    }

    var contentView: any View { content }
}
