/// A result builder that composes views from closures: SwiftUI's `@ViewBuilder`.
///
/// Any number of children, `if` / `else`, `if let`, `switch`, optional views and
/// `if #available` work as in SwiftUI.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content {
            children.append(child)
        }
        return TupleView(value: (repeat each content), children: children)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// The view a `ViewBuilder` makes of an `if` / `else`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public func _resolve(into resolver: _ViewResolver) {
        if let runtime = resolver.runtime {
            // The two branches are different views: switching resets the state of each.
            switch storage {
            case .trueContent(let content): runtime.within(.branch(true)) { content._resolve(into: resolver) }
            case .falseContent(let content): runtime.within(.branch(false)) { content._resolve(into: resolver) }
            }
            return
        }
        switch storage {
        case .trueContent(let content): content._resolve(into: resolver)
        case .falseContent(let content): content._resolve(into: resolver)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never {
        fatalError("Optional has no body")
    }
    public func _resolve(into resolver: _ViewResolver) {
        if let view = self {
            view._resolve(into: resolver)
        }
    }
}
