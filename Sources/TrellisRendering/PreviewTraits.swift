public import Foundation
public import TrellisCore

/// How a preview's canvas is sized: SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen (390 × 844 points, an iPhone), the default.
    case device
    /// The preview's own size: laid out on the device, then the canvas shrinks to fit it.
    case sizeThatFits
    /// A canvas of this size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on: SwiftUI's `PreviewDevice`. Trellis accepts it so preview files
/// compile unchanged, but always previews on ``PreviewRendering/deviceSize``.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// What the preview modifiers set.
public struct PreviewTraits: Hashable, Sendable {
    public var layout: PreviewLayout?
    public var displayName: String?

    public init(layout: PreviewLayout? = nil, displayName: String? = nil) {
        self.layout = layout
        self.displayName = displayName
    }

    /// These traits with `inner`'s set ones taking precedence (a modifier nearer the view wins).
    func overridden(by inner: PreviewTraits) -> PreviewTraits {
        PreviewTraits(layout: inner.layout ?? layout, displayName: inner.displayName ?? displayName)
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

    /// The device to preview on: accepted for compatibility, ignored.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        self
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
