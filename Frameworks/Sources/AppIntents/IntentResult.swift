import Trellis

/// What an intent's `perform()` returns: AppIntents' `IntentResult`.
public protocol IntentResult: Sendable {}

/// A result that returns a value: AppIntents' `ReturnsValue`.
public protocol ReturnsValue<Value>: IntentResult {
    /// The value's type.
    associatedtype Value
}

/// A result with a dialog Siri speaks: AppIntents' `ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}

/// A result with a view Siri shows: AppIntents' `ShowsSnippetView`.
public protocol ShowsSnippetView: IntentResult {}

/// A value an intent can take or return (numbers, text, dates, URLs, entities, enums, arrays
/// and optionals of them): AppIntents' `_IntentValue`.
public protocol _IntentValue {}

extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Bool: _IntentValue {}
extension String: _IntentValue {}
extension Date: _IntentValue {}
extension URL: _IntentValue {}
extension Array: _IntentValue where Element: _IntentValue {}
extension Optional: _IntentValue where Wrapped: _IntentValue {}

/// A slot of a result that holds nothing.
public enum _IntentResultNone: Sendable {}

/// The result `.result(…)` makes: AppIntents' `IntentResultContainer`, with the value, dialog and
/// snippet view it was given; a `ReturnsValue`, `ProvidesDialog` or `ShowsSnippetView` according
/// to which.
public struct IntentResultContainer<Value, Content, Dialog>: IntentResult, @unchecked Sendable {
    /// The returned value.
    public let value: Value?
    /// The dialog.
    public let dialog: IntentDialog?
    /// The snippet view.
    let view: Content?
}

extension IntentResultContainer: ReturnsValue where Value: _IntentValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Content: View {}

extension IntentResult {
    /// A result with nothing in it.
    public static func result() -> Self where Self == IntentResultContainer<_IntentResultNone, _IntentResultNone, _IntentResultNone> {
        IntentResultContainer(value: nil, dialog: nil, view: nil)
    }

    /// A result with a dialog.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<_IntentResultNone, _IntentResultNone, IntentDialog> {
        IntentResultContainer(value: nil, dialog: dialog, view: nil)
    }

    /// A result with a snippet view.
    public static func result<Content: View>(view: Content) -> Self where Self == IntentResultContainer<_IntentResultNone, Content, _IntentResultNone> {
        IntentResultContainer(value: nil, dialog: nil, view: view)
    }

    /// A result with a dialog and a snippet view.
    public static func result<Content: View>(dialog: IntentDialog, view: Content) -> Self where Self == IntentResultContainer<_IntentResultNone, Content, IntentDialog> {
        IntentResultContainer(value: nil, dialog: dialog, view: view)
    }

    /// A result returning a value.
    public static func result<Value: _IntentValue>(value: Value) -> Self where Self == IntentResultContainer<Value, _IntentResultNone, _IntentResultNone> {
        IntentResultContainer(value: value, dialog: nil, view: nil)
    }

    /// A result returning a value, with a dialog.
    public static func result<Value: _IntentValue>(value: Value, dialog: IntentDialog) -> Self where Self == IntentResultContainer<Value, _IntentResultNone, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog, view: nil)
    }

    /// A result returning a value, with a dialog and a snippet view.
    public static func result<Value: _IntentValue, Content: View>(value: Value, dialog: IntentDialog, view: Content) -> Self
    where Self == IntentResultContainer<Value, Content, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog, view: view)
    }
}

/// What Siri says with a result: AppIntents' `IntentDialog`.
public struct IntentDialog: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// What is said when the screen is not seen.
    public let full: LocalizedStringResource
    /// What is said with the result on screen.
    public let supporting: LocalizedStringResource

    /// A dialog said the same way in both cases.
    public init(_ full: LocalizedStringResource) { self.init(full: full, supporting: full) }

    /// A dialog with a full and a supporting form.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}
