/// An environment shared by every node resolved under it.
///
/// The layout session owns these for as long as its nodes live, and nodes hold an
/// ``EnvironmentReference`` to one: a retain and a release per node were a measurable part of
/// resolving a large tree.
final class SharedEnvironment {
    let values: EnvironmentValues
    /// Read by every node as it is placed: looked up once here rather than in the values each
    /// time.
    let isRightToLeft: Bool
    /// Read by every colour as it is resolved (a lookup in the values costs more than making
    /// the colour's node).
    let isDark: Bool
    /// Read by every system colour as it is resolved, like ``isDark``.
    let designVersion: DesignVersion

    init(_ values: EnvironmentValues) {
        self.values = values
        isRightToLeft = values.layoutDirection == .rightToLeft
        isDark = values.colorScheme == .dark
        designVersion = values.designVersion
    }
}

/// A node's reference to the ``SharedEnvironment`` its view was resolved in, which the layout
/// session keeps alive: copying one costs no reference counting.
struct EnvironmentReference: @unchecked Sendable {
    private let shared: Unmanaged<SharedEnvironment>

    init(_ shared: SharedEnvironment) {
        self.shared = .passUnretained(shared)
    }

    /// The environment's values.
    var values: EnvironmentValues {
        shared._withUnsafeGuaranteedRef { $0.values }
    }

    /// Whether the layout direction is right to left.
    var isRightToLeft: Bool {
        shared._withUnsafeGuaranteedRef { $0.isRightToLeft }
    }

    /// Which shared environment this is: two references are the same environment when their
    /// identities are equal.
    var identity: UnsafeMutableRawPointer { shared.toOpaque() }

    /// Whether the colour scheme is dark.
    var isDark: Bool {
        shared._withUnsafeGuaranteedRef { $0.isDark }
    }

    /// The design system colours are drawn in.
    var designVersion: DesignVersion {
        shared._withUnsafeGuaranteedRef { $0.designVersion }
    }

    /// The default environment, for nodes that belong to no session (placeholders).
    static let standalone = EnvironmentReference(standaloneEnvironment)
    nonisolated(unsafe) private static let standaloneEnvironment = SharedEnvironment(EnvironmentValues())
}
