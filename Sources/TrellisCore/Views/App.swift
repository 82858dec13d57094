// Apps and scenes, as a SwiftUI file declares them (`@main struct MyApp: App { … WindowGroup
// { ContentView() } }`): enough for such a file to compile. Trellis draws views, not apps; the
// preview command drops `@main`, and an app's scenes are never shown.

/// An app: SwiftUI's `App`.
public protocol App {
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    init()
}

/// A part of an app's interface: SwiftUI's `Scene`.
public protocol Scene {
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Builds scenes from a block: SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
        _TupleScene()
    }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _TupleScene { _TupleScene() }
    public static func buildEither<Content: Scene>(first content: Content) -> _TupleScene { _TupleScene() }
    public static func buildEither<Content: Scene>(second content: Content) -> _TupleScene { _TupleScene() }
}

/// Several scenes.
public struct _TupleScene: Scene {
    public var body: Never { fatalError("scenes are not drawn") }
}

/// A scene of windows showing `content`: SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { fatalError("scenes are not drawn") }
}

extension Scene {
    /// Supplies an environment value to the scene's views (accepted).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
    /// Supplies an observable object to the scene's views (accepted).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }
    /// Supplies an observable object to the scene's views (accepted).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { self }
    /// Runs `action` when `value` changes (never).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
}
