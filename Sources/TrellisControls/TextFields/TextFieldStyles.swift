import TrellisCore

/// The look of text fields: SwiftUI's `TextFieldStyle`. Its one requirement has SwiftUI's
/// underscored name, so the styles apps write compile unchanged:
///
/// ```swift
/// struct Boxed: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration.padding(10).background(.quaternary, in: Capsule())
///     }
/// }
/// ```
///
/// `configuration` draws the field in the style outside this one (plain when there is none).
public protocol TextFieldStyle {
    associatedtype _Body: View
    /// The field: the configuration (a bare field) composed with the style's views.
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
    typealias _Label = _TextFieldStyleLabel
}

/// The default style: plain, on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration
    }
}

/// The field alone: no border, no background, no padding.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration
    }
}

/// The field inset 7 points in a white rounded rectangle with a hairline border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        RoundedBorderField(field: configuration)
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// A `.roundedBorder` field's body.
private struct RoundedBorderField: View {
    let field: TextField<_TextFieldStyleLabel>
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: TextFieldMetrics.cornerRadius)
        field
            .padding(TextFieldMetrics.roundedBorderInset)
            .background(Color.white, in: shape)
            .overlay(shape.strokeBorder(TextFieldMetrics.borderColor, lineWidth: 1 / max(displayScale, 1)))
    }
}

/// The numbers of iOS's text fields (docs/ios-metrics.md § 5).
enum TextFieldMetrics {
    static let roundedBorderInset: CGFloat = 7
    static let cornerRadius: CGFloat = 5
    static let borderColor = Color(white: 0, opacity: 0.2)
    /// A text editor's inset around its text: UITextView's container inset and line padding.
    static let editorHorizontalInset: CGFloat = 5
    static let editorVerticalInset: CGFloat = 8
}

extension AnyStyle where Configuration == TextField<_TextFieldStyleLabel> {
    init<S: TextFieldStyle>(_ style: S) {
        makeBody = { AnyView(style._body(configuration: $0)) }
    }
}

extension View {
    /// Sets the style of the text fields (and secure fields) in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style))
    }
}
