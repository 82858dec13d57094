/// A value views pass up to their ancestors: SwiftUI's `PreferenceKey`.
///
/// Trellis gathers preferences while it resolves views, so an ancestor that reads them
/// (`overlayPreferenceValue`, a navigation stack reading its title) sees every value set in
/// its content, through custom views, stacks and conditionals. Content made during layout (a
/// `GeometryReader`'s) sets none that its ancestors see.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the values of views in order: `value` so far, then `nextValue()`.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The values of one preference key gathered while resolving a subtree.
final class PreferenceCollector {
    let key: ObjectIdentifier
    var value: Any
    let reduce: (inout Any, Any) -> Void

    init<K: PreferenceKey>(_ key: K.Type) {
        self.key = ObjectIdentifier(key)
        value = K.defaultValue
        reduce = { value, next in
            var typed = value as! K.Value
            K.reduce(value: &typed) { next as! K.Value }
            value = typed
        }
    }
}

extension _ViewResolver {
    /// Records `value` for `K` with the nearest ancestor gathering it.
    func setPreference<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        let id = ObjectIdentifier(key)
        guard let collector = preferenceCollectors.last(where: { $0.key == id }) else { return }
        collector.reduce(&collector.value, value)
    }

    /// The nodes of `view`, and the value of `K` its views set.
    func nodesAndPreference<K: PreferenceKey, V: View>(of view: V, _ key: K.Type) -> ([LayoutNode], K.Value) {
        let collector = PreferenceCollector(key)
        preferenceCollectors.append(collector)
        let nodes = nodes(of: view)
        preferenceCollectors.removeLast()
        let value = collector.value as! K.Value
        // Ancestors gathering the same key see it too.
        setPreference(key, value)
        return (nodes, value)
    }
}

extension View {
    /// Sets `value` for `key`, for ancestors reading it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K>(value: value))
    }

    /// Changes the value of `key` that this view's content set (`transform` runs once, with
    /// the gathered value).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceTransformingModifier<K>(transform: callback))
    }

    /// Runs `action` when the value changes (accepted: a picture has no changes).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        self
    }

    /// Overlays the view made from the value of `key` its content set.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceReadingModifier<K, V>(placement: .overlay(alignment), transform: transform))
    }

    /// Puts the view made from the value of `key` its content set behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceReadingModifier<K, V>(placement: .background(alignment), transform: transform))
    }

    /// Insets this view with a bar made from the value of `key` its content set, as
    /// `safeAreaInset(edge:)` does: how containers such as a navigation stack put up a bar
    /// their content describes. A Trellis primitive.
    public func _safeAreaInsetPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, edge: VerticalEdge, spacing: CGFloat = 0, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceReadingModifier<K, V>(placement: .inset(edge == .top ? .top : .bottom, spacing), transform: transform))
    }
}

struct PreferenceWritingModifier<K: PreferenceKey>: _PrimitiveViewModifier {
    let value: K.Value

    func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        content._resolve(into: resolver)
        resolver.setPreference(K.self, value)
    }
}

struct PreferenceTransformingModifier<K: PreferenceKey>: _PrimitiveViewModifier {
    let transform: (inout K.Value) -> Void

    func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        let collector = PreferenceCollector(K.self)
        resolver.preferenceCollectors.append(collector)
        content._resolve(into: resolver)
        resolver.preferenceCollectors.removeLast()
        var value = collector.value as! K.Value
        transform(&value)
        resolver.setPreference(K.self, value)
    }
}

struct PreferenceReadingModifier<K: PreferenceKey, Made: View>: _PrimitiveViewModifier {
    enum Placement {
        case overlay(Alignment)
        case background(Alignment)
        case inset(Edge, CGFloat)
    }

    let placement: Placement
    let transform: (K.Value) -> Made

    func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        let (nodes, value) = resolver.nodesAndPreference(of: content, K.self)
        let made = transform(value)
        for node in nodes {
            let secondaries = resolver.children(of: made, stackAxis: nil)
            let secondary: LayoutNode
            switch secondaries.count {
            case 0:
                resolver.emit(node)
                continue
            case 1:
                secondary = secondaries[0]
            default:
                secondary = LayoutContainerNode(
                    layout: ZStackLayout(alignment: .center), children: secondaries, environment: resolver.sharedEnvironment)
            }
            switch placement {
            case .overlay(let alignment), .background(let alignment):
                var role = OverlayNode.Role.overlay
                if case .background = placement { role = .background }
                resolver.emit(
                    OverlayNode(
                        primary: node, secondary: secondary, alignment: alignment, role: role,
                        environment: resolver.sharedEnvironment))
            case .inset(let edge, let spacing):
                resolver.emit(
                    SafeAreaInsetNode(
                        content: node, inset: secondary, edge: edge, alignment: HorizontalAlignment.center.key,
                        spacing: spacing, environment: resolver.sharedEnvironment))
            }
        }
    }
}
