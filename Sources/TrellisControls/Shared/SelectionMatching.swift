/// Whether `tag` names `selection`: equal, or an optional selection matching a tag of its
/// wrapped type (SwiftUI lets `Optional<Flavor>` select views tagged with a `Flavor`). How
/// pickers and tab views find their selected view.
func tagSelects(_ tag: AnyHashable, _ selection: some Hashable) -> Bool {
    if tag == AnyHashable(selection) { return true }
    let mirror = Mirror(reflecting: selection)
    guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value as? any Hashable else { return false }
    return tag == AnyHashable(wrapped)
}
