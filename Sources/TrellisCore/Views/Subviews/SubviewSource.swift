/// The views a custom container was given, resolved into the nodes its subviews stand for.
///
/// A container built with `Group(subviews:transform:)` or `ForEach(subviews:content:)` first
/// needs to know how many subviews there are and what container values each sets, so the
/// content is resolved once where the container is. A subview is then drawn where the
/// container's body puts it, which may be under other environment values or another stack axis
/// (a `Spacer` follows the stack it ends up in): there the content is resolved again, once for
/// every such place, and each subview takes its node from that resolution. A node is placed in
/// one place only; a subview shown twice resolves the content again.
final class SubviewSource {
    private let resolveContent: (_ViewResolver) -> [LayoutNode]
    /// Resolutions of the content, with the environment and stack axis each was made under and
    /// which of their nodes were handed out already.
    private var resolutions: [Resolution] = []
    /// Under a runtime: the identity path where the content was first resolved, which every
    /// later resolution keeps (the same views, drawn at another place of the container).
    private var identityPath: [IdentityComponent]?

    private func resolveAgain(in resolver: _ViewResolver) -> [LayoutNode] {
        guard let runtime = resolver.runtime, let identityPath else { return resolveContent(resolver) }
        return runtime.at(identityPath) { resolveContent(resolver) }
    }

    private struct Resolution {
        let environment: UnsafeMutableRawPointer
        let stackAxis: Axis?
        var nodes: [LayoutNode?]
    }

    init<Content: View>(_ content: Content) {
        resolveContent = { resolver in resolver.nodes(of: content) }
    }

    /// Resolves the content where the container is: the nodes its subviews will be made from.
    func resolveOnce(in resolver: _ViewResolver) -> [LayoutNode] {
        identityPath = resolver.runtime?.path
        let nodes = resolveContent(resolver)
        resolutions.append(Resolution(environment: resolver.sharedEnvironment.identity, stackAxis: resolver.stackAxis, nodes: nodes))
        return nodes
    }

    /// The node of the subview at `index`, for drawing it at the resolver's current place.
    func node(at index: Int, in resolver: _ViewResolver) -> LayoutNode? {
        let environment = resolver.sharedEnvironment.identity
        if let found = resolutions.firstIndex(where: {
            $0.environment == environment && $0.stackAxis == resolver.stackAxis && $0.nodes.indices.contains(index) && $0.nodes[index] != nil
        }) {
            defer { resolutions[found].nodes[index] = nil }
            return resolutions[found].nodes[index]
        }
        var nodes: [LayoutNode?] = resolveAgain(in: resolver)
        guard nodes.indices.contains(index) else { return nil }
        let node = nodes[index]
        nodes[index] = nil
        resolutions.append(Resolution(environment: environment, stackAxis: resolver.stackAxis, nodes: nodes))
        return node
    }
}
