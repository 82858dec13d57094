/// A view that displays an image at its natural size, or at the size offered once `resizable`.
public struct Image: _PrimitiveView, Hashable, Sendable {
    /// Where an image comes from.
    public enum Source: Hashable, Sendable {
        /// A named image in the image folder of the environment (`Image("name")`).
        case named(String)
        /// An SF Symbol name (`Image(systemName:)`): Trellis draws a stand-in.
        case system(String)
        /// An image file on disk.
        case file(String)
        /// The bytes of a PNG or JPEG file, whose pixels are drawn at `scale` pixels a point
        /// (`Image(uiImage: UIImage(data:scale:)!)`).
        case data(Data, scale: CGFloat)
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// The relative size of symbol images.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// How an image is drawn: as its colours, or as a template filled with the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// The quality of scaling.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    public let source: Source
    /// Whether the image is decorative (ignored by accessibility).
    public let isDecorative: Bool
    /// How a resizable image fills its frame, or `nil` when the image keeps its natural size.
    public private(set) var resizingMode: ResizingMode?
    /// The edges of a resizable image that are not stretched.
    public private(set) var capInsets = EdgeInsets()
    /// Whether the image takes the size it is offered.
    public var isResizable: Bool { resizingMode != nil }

    /// An image by name from the environment's image folder.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name)
        isDecorative = false
    }

    /// A decorative image by name.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name)
        isDecorative = true
    }

    /// A system symbol. SF Symbols are Apple's: Trellis draws a Material Icons glyph in its place,
    /// in the symbol's own measured box at the current font (`star.fill`'s for names not
    /// measured).
    public init(systemName: String) {
        source = .system(systemName)
        isDecorative = false
    }

    /// An image from a file on disk (PNG or JPEG).
    public init(contentsOfFile path: String) {
        source = .file(path)
        isDecorative = false
    }

    /// An image of `source`: how other modules make images SwiftUI makes from their own types
    /// (`Image(uiImage:)`).
    public init(_source source: Source) {
        self.source = source
        isDecorative = false
    }

    /// This image, resizable: it takes the size it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.resizingMode = resizingMode
        copy.capInsets = capInsets
        return copy
    }

    /// This image drawn in `renderingMode` (no layout effect).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    /// This image scaled with `interpolation` (no layout effect).
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// This image antialiased or not (no layout effect).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public func _resolve(into resolver: _ViewResolver) {
        let naturalSize = resolver.session.imageProvider.naturalSize(of: source, environment: resolver.environment)
        if naturalSize == nil {
            resolver.session.report(LayoutDiagnostic("No image named '\(source.name)' found; it takes no space."))
        }
        resolver.emit(ImageNode(image: self, naturalSize: naturalSize ?? .zero, environment: resolver.sharedEnvironment))
    }

}

extension Image.Source {
    /// Whether this is an SF Symbol (`Image(systemName:)`).
    public var isSystem: Bool {
        if case .system = self { return true }
        return false
    }

    var name: String {
        switch self {
        case .named(let name), .system(let name), .file(let name): name
        case .data(let data, _): "<\(data.count) bytes>"
        }
    }
}

/// The interface through which layout learns an image's natural size (in points). The
/// image loader implements it; layout never reads files itself.
public protocol ImageProviding: Sendable {
    /// The natural size of the image, or `nil` when there is no such image.
    func naturalSize(of source: Image.Source, environment: EnvironmentValues) -> CGSize?
}

/// An image provider that knows no images: every image is missing (0 × 0, as SwiftUI shows a
/// missing image) except system symbols, which are sized from the font (``Image/symbolSize(named:in:)``).
public struct NoImageProvider: ImageProviding {
    public init() {}

    public func naturalSize(of source: Image.Source, environment: EnvironmentValues) -> CGSize? {
        if case .system(let name) = source { return Image.symbolSize(named: name, in: environment) }
        return nil
    }
}
