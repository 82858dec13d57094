/// A view presented over the whole window, as a sheet or an alert is: set by a view anywhere
/// in the window, drawn over everything, across the full screen. A Trellis primitive, which
/// the presentation modifiers (`sheet`, `alert`, …) build on.
public struct _WindowPresentation {
    /// The presented view, laid out in the window's safe area (its backgrounds may ignore it).
    public let view: AnyView

    public init(_ view: AnyView) {
        self.view = view
    }
}

/// Gathers the window's presentations, in the order their views set them.
struct WindowPresentationKey: PreferenceKey {
    static var defaultValue: [_WindowPresentation] { [] }

    static func reduce(value: inout [_WindowPresentation], nextValue: () -> [_WindowPresentation]) {
        value += nextValue()
    }
}

extension View {
    /// Presents `presentation` over the window this view is in (nothing when it is nil).
    public func _presentingOverWindow(_ presentation: _WindowPresentation?) -> some View {
        preference(key: WindowPresentationKey.self, value: presentation.map { [$0] } ?? [])
    }
}

/// The window's content with its presentations over it.
struct PresentationLayer: View {
    let content: _ResolvedContent
    let presentations: [_WindowPresentation]

    var body: some View {
        ZStack {
            content
            ForEach(Array(presentations.enumerated()), id: \.offset) { _, presentation in
                // Under a runtime, what is under a presentation cannot be reached.
                presentation.view.frame(maxWidth: .infinity, maxHeight: .infinity).modifier(RuntimeModalModifier())
            }
        }
    }
}
