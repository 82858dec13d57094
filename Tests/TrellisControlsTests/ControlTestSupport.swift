import Testing
import Trellis

// Helpers for the controls' layout tests. Each control is a style composing primitives, so its
// expected size is derived from the sizes of its parts (the text it shows, measured alone) and
// the metrics in docs/ios-metrics.md; the derivation is next to each assertion.

/// `view` laid out in a window proposing (width, height), in iOS 18's design: the controls'
/// tables pin iOS 18's metrics; the iOS 26 suites set their design on the view.
func lay<V: View>(_ view: V, _ width: CGFloat?, _ height: CGFloat?) -> ViewLayout {
    ViewLayout(view, in: ProposedViewSize(width: width, height: height), environment: iOS18Environment())
}

/// The default environment in iOS 18's design (the design iOS 18 tables were measured in).
func iOS18Environment() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.designVersion = .iOS18
    return environment
}

/// The size `text` takes alone when proposed (width, height).
func textSize(_ text: Text, _ width: CGFloat? = nil, _ height: CGFloat? = nil) -> CGSize {
    lay(text, width, height).size
}

/// The proposals the tables try every control under: unspecified, zero, small and large.
let standardProposals: [(CGFloat?, CGFloat?)] = [(nil, nil), (0, 0), (60, 30), (1000, 1000)]

/// Every item a display list draws, layers flattened, back to front.
func flattened(_ items: [DisplayItem]) -> [DisplayItem] {
    items.flatMap { item -> [DisplayItem] in
        if case .layer(let layer) = item { return flattened(layer.items) }
        return [item]
    }
}

/// The colours of the filled paths a view draws, back to front.
func fillColors<V: View>(_ view: V, _ width: CGFloat? = 390, _ height: CGFloat? = nil) -> [Color.Resolved] {
    flattened(lay(view, width, height).displayList().items).compactMap {
        if case .fill(_, let color) = $0 { return color }
        return nil
    }
}

/// The colours of the texts a view draws, in order.
func textColors<V: View>(_ view: V) -> [Color.Resolved] {
    flattened(lay(view, 390, nil).displayList().items).compactMap {
        if case .text(let text) = $0 { return text.color }
        return nil
    }
}

/// A colour from 0–255 components, as iOS's colours are published.
func rgba(_ red: Float, _ green: Float, _ blue: Float, _ opacity: Float = 1) -> Color.Resolved {
    Color.Resolved(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
}

/// Two sizes equal to within float rounding of sums of thirds.
func close(_ a: CGSize, _ b: CGSize) -> Bool {
    abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

/// A slider's fraction for `value` in `bounds` with `step`, read from a custom-width layout:
/// the tinted track of a 128-wide slider is 14 + 100 × fraction long.
func sliderFractionForTest(_ value: Double, _ bounds: ClosedRange<Double>, _ step: Double?) -> Double {
    let slider = step.map { AnyView(Slider(value: .constant(value), in: bounds, step: $0)) }
        ?? AnyView(Slider(value: .constant(value), in: bounds))
    let tint = rgba(0, 122, 255)
    for item in flattened(lay(slider, 128, nil).displayList().items) {
        if case .fill(let path, let color) = item, color == tint { return ((path.boundingRect.width - 14) / 100 * 1e6).rounded() / 1e6 }
    }
    return -1
}

/// The filled paths' bounding rectangles and colours, moved by the translations of the layers
/// they are drawn in (offsets), back to front.
func translatedFills(_ items: [DisplayItem], dx: CGFloat = 0, dy: CGFloat = 0) -> [(rect: CGRect, color: Color.Resolved)] {
    items.flatMap { item -> [(rect: CGRect, color: Color.Resolved)] in
        switch item {
        case .fill(let path, let color): return [(path.boundingRect.offsetBy(dx: dx, dy: dy), color)]
        case .layer(let layer): return translatedFills(layer.items, dx: dx + layer.transform.tx, dy: dy + layer.transform.ty)
        default: return []
        }
    }
}
