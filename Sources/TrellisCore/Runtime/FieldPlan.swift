@_spi(Reflection) import Swift
import Foundation

/// How ``SameValue`` compares a struct type's stored properties, worked out once per type from
/// the runtime's field metadata (offsets and declared types), so that comparing two values
/// field by field needs no `Mirror`: an update compares every view value a reused body's
/// container made again (a list's 200 rows), and reflecting each was most of the update.
struct FieldPlan {
    enum Kind {
        /// A property the runtime keeps or reads with tracking: not part of the view's value.
        case skipped
        /// Compared by what it stands for (``RuntimeComparableProperty``).
        case comparable
        /// Compared as a value.
        case value
    }

    struct Field {
        let offset: Int
        let type: Any.Type
        let kind: Kind
    }

    let fields: [Field]

    /// The plan for `type`, or nil when it is not a struct.
    static func of(_ type: Any.Type) -> FieldPlan? {
        cache.plan(for: type)
    }

    private static let cache = FieldPlanCache()
    private static let structMetadataKind: UInt = 0x200

    fileprivate static func make(for type: Any.Type) -> FieldPlan? {
        // Only structs: `_forEachField` reads an existential's value to find its type. The
        // metadata's first word is its kind (Swift's stable ABI: 0x200 for a struct).
        guard unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee == structMetadataKind else { return nil }
        var fields: [Field] = []
        let isStruct = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            let kind: Kind
            if fieldType is any RuntimeBoundProperty.Type || fieldType is any RuntimeTrackedProperty.Type {
                kind = .skipped
            } else if fieldType is any RuntimeComparableProperty.Type {
                kind = .comparable
            } else {
                kind = .value
            }
            fields.append(Field(offset: offset, type: fieldType, kind: kind))
            return true
        }
        return isStruct ? FieldPlan(fields: fields) : nil
    }
}

/// The plans made so far, shared by every runtime (hosts may update on several threads).
private final class FieldPlanCache: @unchecked Sendable {
    private let lock = NSLock()
    private var plans: [ObjectIdentifier: FieldPlan?] = [:]

    func plan(for type: Any.Type) -> FieldPlan? {
        let key = ObjectIdentifier(type)
        if let known = lock.withLock({ plans[key] }) { return known }
        let made = FieldPlan.make(for: type)
        lock.withLock { plans[key] = .some(made) }
        return made
    }
}
