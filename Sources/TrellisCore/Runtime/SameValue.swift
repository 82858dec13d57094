#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a view value made again by an update is the one made last time, so that its body
/// need not be evaluated again: SwiftUI compares view values the same way before it re-runs a
/// body.
///
/// Conservative: `false` only costs a body evaluation, so anything not known to be the same is
/// different. Two values are the same when their bits are (the same references, the same
/// closures' contexts: what a body reused from the last update hands its children), when they
/// are `Equatable` and equal, or, field by field (a few levels deep), when each field is. A field the runtime keeps
/// (`@State`, `@StateObject`, `@FocusState`) or reads with tracking (`@Environment`) is
/// skipped: its value lives in the runtime, not in the view. Bindings are the same when they
/// lead to the same place (``BindingOrigin``): what a body reads through one is tracked.
enum SameValue {
    static func isSame<T>(_ new: T, _ old: T) -> Bool {
        isSame(new, old, depth: maximumDepth)
    }

    /// Whether `new` and `old` are the same, where `old` is only known to be a value of some
    /// type (a kept body, a kept environment value).
    static func isSame<T>(_ new: T, asAny old: Any) -> Bool {
        guard let old = old as? T else { return false }
        return isSame(new, old)
    }

    static func sameBits<T>(_ a: T, _ b: T) -> Bool {
        let size = MemoryLayout<T>.size
        guard size > 0 else { return true }
        return withUnsafeBytes(of: a) { left in
            withUnsafeBytes(of: b) { right in memcmp(left.baseAddress!, right.baseAddress!, size) == 0 }
        }
    }

    /// How deep the comparison looks into fields of fields: a style's view holds the control's
    /// label in an `AnyView` that holds the label.
    private static let maximumDepth = 6

    private static func isSame<T>(_ new: T, _ old: T, depth: Int) -> Bool {
        if sameBits(new, old) { return true }
        if let comparable = new as? any RuntimeComparableProperty { return comparable.isSame(as: old) }
        if let equatable = new as? any Equatable { return equal(equatable, old) }
        return depth > 0 && sameChildren(new, old, depth: depth - 1)
    }

    private static func equal<E: Equatable>(_ new: E, _ old: Any) -> Bool {
        guard let old = old as? E else { return false }
        return new == old
    }

    /// Child by child: a struct's stored properties (by its ``FieldPlan``), an enum's payload,
    /// an optional's value, a tuple's or a collection's elements (by reflection).
    private static func sameChildren<T>(_ new: T, _ old: T, depth: Int) -> Bool {
        if let plan = FieldPlan.of(T.self) { return sameFields(new, old, plan: plan, depth: depth) }
        let newMirror = Mirror(reflecting: new)
        switch newMirror.displayStyle {
        case .enum?, .optional?, .tuple?, .collection?: break
        default: return false  // a class, a closure: the bits said it all
        }
        let oldMirror = Mirror(reflecting: old)
        guard newMirror.children.count == oldMirror.children.count, !newMirror.children.isEmpty else { return false }
        for (newChild, oldChild) in zip(newMirror.children, oldMirror.children) {
            guard newChild.label == oldChild.label else { return false }
            if newChild.value is RuntimeBoundProperty || newChild.value is RuntimeTrackedProperty { continue }
            if let comparable = newChild.value as? any RuntimeComparableProperty {
                guard comparable.isSame(as: oldChild.value) else { return false }
                continue
            }
            guard sameChild(newChild.value, oldChild.value, depth: depth) else { return false }
        }
        return true
    }

    private static func sameFields<T>(_ new: T, _ old: T, plan: FieldPlan, depth: Int) -> Bool {
        guard !plan.fields.isEmpty else { return false }
        return withUnsafeBytes(of: new) { newBytes in
            withUnsafeBytes(of: old) { oldBytes in
                plan.fields.allSatisfy { field in
                    guard field.kind != .skipped else { return true }
                    let newField = newBytes.baseAddress! + field.offset
                    let oldField = oldBytes.baseAddress! + field.offset
                    return sameField(field.type, new: newField, old: oldField, kind: field.kind, depth: depth)
                }
            }
        }
    }

    /// The field of type `F` at `new` and at `old` (inside the values compared).
    private static func sameField<F>(_: F.Type, new: UnsafeRawPointer, old: UnsafeRawPointer, kind: FieldPlan.Kind, depth: Int) -> Bool {
        let size = MemoryLayout<F>.size
        if size == 0 || memcmp(new, old, size) == 0 { return true }
        let newValue = new.load(as: F.self)
        let oldValue = old.load(as: F.self)
        if kind == .comparable, let comparable = newValue as? any RuntimeComparableProperty { return comparable.isSame(as: oldValue) }
        // Through `Any`, so that a field declared `any View` is compared as the view it holds.
        let opened: Any = newValue
        return sameChild(opened, oldValue, depth: depth)
    }

    private static func sameChild<T>(_ new: T, _ old: Any, depth: Int) -> Bool {
        guard let old = old as? T else { return false }
        return isSame(new, old, depth: depth)
    }

    /// Whether two values only known as `Any` (an environment's entries) are the same.
    static func isSameAny(_ new: Any, _ old: Any) -> Bool {
        sameChild(new, old, depth: maximumDepth)
    }
}

/// A property wrapper whose value the runtime reads with tracking (`@Environment`): a view
/// value's copy of it says nothing about what its body will read.
protocol RuntimeTrackedProperty {}

/// A value compared by what it stands for rather than by its bits (a ``Binding``, by where its
/// value lives; an environment, entry by entry).
protocol RuntimeComparableProperty {
    func isSame(as other: Any) -> Bool
}

extension Binding: RuntimeComparableProperty {
    func isSame(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        if let origin, let otherOrigin = other.origin { return origin == otherOrigin }
        return SameValue.sameBits(self, other)
    }
}

extension Environment: RuntimeTrackedProperty {}
