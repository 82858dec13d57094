// `#Preview` and `@Previewable`, with SwiftUI's signatures, so a module with previews compiles
// with Trellis as with Apple's SwiftUI (`swift build`, `swift test`). The macros declare
// nothing; `trellis preview` and `trellis snapshot` read the previews from the source. The
// UIKit forms (`#Preview { MyViewController() }`) are not declared: with them, a body with
// `@Previewable` state is ambiguous to the compiler.

/// A preview's declaration: SwiftUI's `Preview` (its traits' type lives here).
public struct Preview {
    /// The traits of a view's preview (`.sizeThatFitsLayout`, `.landscapeLeft`…).
    public struct ViewTraits: Sendable {}
}

/// A setting of a preview: SwiftUI's `PreviewTrait`.
public struct PreviewTrait<T>: Sendable {
    let name: String
    /// What a `.modifier(_:)` trait does to the preview's view.
    var modifier: PreviewModifierApplication?

    init(name: String, modifier: PreviewModifierApplication? = nil) {
        self.name = name
        self.modifier = modifier
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview's canvas is the size of its view.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
    /// The device's screen (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(name: "defaultLayout") }
    /// A canvas of this size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
    public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(name: "portraitUpsideDown") }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
    public static var landscapeRight: PreviewTrait { PreviewTrait(name: "landscapeRight") }
}

/// A preview of a view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TrellisPreviewMacros", type: "PreviewMacro")

/// A preview of a view, with traits (`.sizeThatFitsLayout`, `.landscapeLeft`…).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisPreviewMacros", type: "PreviewMacro")

/// Marks state declared in a `#Preview`'s body (`@Previewable @State var isOn = true`).
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisPreviewMacros", type: "PreviewableMacro")
