/// Which parts of the safe area a view ignores: SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The insets of the device and its containers: the status bar, the home indicator, bars.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard's (never shown in a still picture).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The top or bottom edge: SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge: SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
    }
}

extension View {
    /// Extends the view into the safe area on `edges`: where its frame reaches the safe area's
    /// edge, its content is proposed and given the band beyond it (the status bar, the home
    /// indicator, a `safeAreaInset`'s bar). The view's own size, as its parent sees it, is
    /// unchanged. Ignoring only the `.keyboard` region changes nothing: no keyboard is shown.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(SafeAreaIgnoringModifier(edges: regions.contains(.container) ? edges : []))
    }

    /// Lays this view out as the root of a window of its own, as a sheet's card is: its frame
    /// is its content's safe area, less the unsafe bands of the enclosing window it overlaps,
    /// and its content may reach only into the bands it touches. A Trellis primitive.
    public func _safeAreaContainer() -> some View {
        modifier(SafeAreaContainerModifier())
    }

    /// Extends the view into the safe area on `edges` (the older spelling of
    /// ``ignoresSafeArea(_:edges:)``).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(SafeAreaIgnoringModifier(edges: edges))
    }

    /// Places `content` along the bottom or top edge, and lays this view out in the rest, with
    /// the band `content` takes (plus `spacing`) outside this view's safe area.
    ///
    /// `content` is proposed the view's width and chooses its height; a `nil` spacing is 0.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                inset: content(), edge: edge == .top ? .top : .bottom, alignment: alignment.key, spacing: spacing ?? 0))
    }

    /// Places `content` along the leading or trailing edge, and lays this view out in the rest,
    /// with that band outside this view's safe area.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                inset: content(), edge: edge == .leading ? .leading : .trailing, alignment: alignment.key,
                spacing: spacing ?? 0))
    }

    /// Pads the view by `insets`, the padding counting as outside its content's safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }

    /// Pads the view on `edges` by `length` (16 when `nil`, as `padding`), the padding
    /// counting as outside its content's safe area.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let length = length ?? 16
        return safeAreaPadding(
            EdgeInsets(
                top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    /// Pads the view by `length` on every edge, the padding counting as outside its content's
    /// safe area.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}

struct SafeAreaIgnoringModifier: NodeWrappingModifier {
    let edges: Edge.Set

    func wrap(_ child: consuming LayoutNode, resolver: _ViewResolver) -> LayoutNode {
        if edges.isEmpty { return child }
        return SafeAreaIgnoringNode(child: child, edges: edges, environment: resolver.sharedEnvironment)
    }
}

struct SafeAreaContainerModifier: NodeWrappingModifier {
    func wrap(_ child: consuming LayoutNode, resolver: _ViewResolver) -> LayoutNode {
        SafeAreaContainerNode(child: child, environment: resolver.sharedEnvironment)
    }
}

struct SafeAreaPaddingModifier: NodeWrappingModifier {
    let insets: EdgeInsets

    func wrap(_ child: consuming LayoutNode, resolver: _ViewResolver) -> LayoutNode {
        SafeAreaPaddingNode(child: child, insets: insets, environment: resolver.sharedEnvironment)
    }
}

struct SafeAreaInsetModifier<Inset: View>: _PrimitiveViewModifier {
    let inset: Inset
    let edge: Edge
    let alignment: AlignmentKey
    let spacing: CGFloat

    func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        for node in resolver.nodes(of: content) {
            let insets = resolver.children(of: inset, stackAxis: nil)
            let insetNode: LayoutNode
            switch insets.count {
            case 0:
                resolver.emit(node)
                continue
            case 1:
                insetNode = insets[0]
            default:
                insetNode = LayoutContainerNode(
                    layout: ZStackLayout(alignment: .center), children: insets, environment: resolver.sharedEnvironment)
            }
            resolver.emit(
                SafeAreaInsetNode(
                    content: node, inset: insetNode, edge: edge, alignment: alignment, spacing: spacing,
                    environment: resolver.sharedEnvironment))
        }
    }
}
