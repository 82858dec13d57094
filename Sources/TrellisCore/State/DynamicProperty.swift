/// A stored property of a view that SwiftUI updates before the view's body is made:
/// SwiftUI's `DynamicProperty`. Trellis makes each body once, with the values the properties
/// have, so `update()` is never needed; custom property wrappers declare the conformance as
/// they do for SwiftUI.
public protocol DynamicProperty {
    /// Updates the property's value before the body is made (never called here).
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
