// `@Entry`, SwiftUI's macro for custom environment, transaction, container and focused values;
// expanded by the `TrellisPreviewMacros` plugin (EntryMacro).

/// A value of the environment, a transaction, a custom container or the focused values,
/// declared in an extension of `EnvironmentValues`, `Transaction`, `ContainerValues` or
/// `FocusedValues` with its default: `@Entry var accent: Color = .blue`. SwiftUI's macro: it
/// makes the key and the property's accessors.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisPreviewMacros", type: "EntryMacro")
