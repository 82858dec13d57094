import Foundation

// Handoff and Spotlight's user activities. Foundation on Linux has no `NSUserActivity`;
// Trellis declares the part apps use so that `userActivity(_:isActive:_:)` code compiles. No
// activity is ever advertised or continued.

#if !canImport(Darwin)
/// An activity the app advertises for Handoff and search: Foundation's `NSUserActivity`.
open class NSUserActivity {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var keywords: Set<String> = []
    open var webpageURL: URL?
    open var referrerURL: URL?
    open var expirationDate: Date?
    open var targetContentIdentifier: String?
    open var persistentIdentifier: String?
    open var needsSave = false
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false

    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Makes this the current activity (nothing is advertised here).
    open func becomeCurrent() {}
    /// Stops being the current activity.
    open func resignCurrent() {}
    /// Ends the activity.
    open func invalidate() {}
}
#endif

extension View {
    /// Advertises an activity of `activityType` while `isActive` (nothing is advertised here).
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> ()) -> some View { self }
    /// Advertises an activity about `element` (nothing is advertised here).
    public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> ()) -> some View { self }
    /// Runs `action` when an activity of `activityType` is continued (never, here).
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View { self }
}
