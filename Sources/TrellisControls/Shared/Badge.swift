import TrellisCore

extension View {
    /// A count on this view's tab item (a count of zero shows none), or at the trailing edge of
    /// its list row (kept: list rows do not draw it yet).
    public func badge(_ count: Int) -> some View {
        modifier(BadgeTrait(label: count == 0 ? nil : Text("\(count)")))
    }

    /// A label on this view's tab item, or at the trailing edge of its list row.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeTrait(label: label))
    }

    /// A label on this view's tab item, or at the trailing edge of its list row.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeTrait(label: label.map { Text($0) }))
    }

    /// A label on this view's tab item (the key form).
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeTrait(label: key.map { Text($0) }))
    }
}

/// A badge set on a view: a trait of the view itself, read by the container it is a child of,
/// so a badge set deep inside a tab's content does not badge the tab.
struct BadgeTrait: ViewModifier {
    let label: Text?

    func body(content: Content) -> some View { content }
}

extension View {
    /// The badge set on this view itself.
    var badgeLabel: Text? {
        _outermostModifier(ofType: BadgeTrait.self)?.label
    }
}
