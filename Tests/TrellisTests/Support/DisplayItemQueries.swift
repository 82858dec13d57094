import Testing
import Trellis

// Queries over display lists, for tests of what views draw.

/// Every item of `items`, layers' items after their layer, depth first.
func flattened(_ items: [DisplayItem]) -> [DisplayItem] {
    items.flatMap { item -> [DisplayItem] in
        if case .layer(let layer) = item { return [item] + flattened(layer.items) }
        return [item]
    }
}

/// The layers among `items`, outermost first.
func layersOf(_ items: [DisplayItem]) -> [DisplayLayer] {
    flattened(items).compactMap { item in
        if case .layer(let layer) = item { return layer }
        return nil
    }
}

/// The filled paths of `items` and their colours, in drawing order.
func fillsOf(_ items: [DisplayItem]) -> [(path: Path, color: Color.Resolved)] {
    flattened(items).compactMap { item in
        if case .fill(let path, let color) = item { return (path, color) }
        return nil
    }
}

/// The stroked paths of `items`, their colours and styles.
func strokesOf(_ items: [DisplayItem]) -> [(path: Path, color: Color.Resolved, style: StrokeStyle)] {
    flattened(items).compactMap { item in
        if case .stroke(let path, let color, let style) = item { return (path, color, style) }
        return nil
    }
}

/// The texts of `items`.
func textsOf(_ items: [DisplayItem]) -> [DisplayText] {
    flattened(items).compactMap { item in
        if case .text(let text) = item { return text }
        return nil
    }
}

/// The display list items of `view` laid out in a window proposing `width` × `height`.
func drawnItems(_ view: some View, _ width: CGFloat?, _ height: CGFloat?) -> [DisplayItem] {
    lay(view, width, height).displayList().items
}

/// The sRGB colour of 0–255 components and an opacity.
func rgb(_ red: Float, _ green: Float, _ blue: Float, _ opacity: Float = 1) -> Color.Resolved {
    Color.Resolved(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
}

/// `color` as it is drawn in the default (light) environment.
func resolved(_ color: Color) -> Color.Resolved {
    color.resolve(in: EnvironmentValues())
}

/// A shadow's colour, blur radius and offset, to compare.
func shadowParts(_ shadow: DisplayShadow?) -> (color: Color.Resolved, radius: CGFloat, offset: CGSize)? {
    shadow.map { ($0.color, $0.radius, $0.offset) }
}
