/// How a view fills the space its aspect ratio leaves: fit inside it, or fill it.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}
