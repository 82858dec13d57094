/// Why a ``ViewHost`` could not do what it was asked, naming what it looked for and what there
/// was instead.
public enum ViewHostError: Error, Equatable, CustomStringConvertible {
    /// Nothing named `name` (text, accessibility label or identifier) that acts on a tap;
    /// `tappable` names what could be tapped.
    case nothingToTap(String, tappable: [String])
    /// The view named `name` acts on a tap but is disabled (`disabled(true)`).
    case disabled(String)
    /// No text field named `name` (title, prompt, accessibility label or identifier);
    /// `fields` names the fields there are.
    case noTextField(String, fields: [String])
    /// The field named `name` edits a formatted value, which cannot be typed into yet.
    case notEditable(String)
    /// No picker or menu named `name`; `controls` names those there are.
    case noChoices(String, controls: [String])
    /// The picker or menu named `control` has no option showing `option`; `options` names its
    /// options.
    case noOption(String, in: String, options: [String])
    /// No placed view named `name` to drag; `draggable` names the views that take a drag
    /// (drag gestures, sliders, scroll views).
    case nothingToDrag(String, draggable: [String])
    /// State kept changing: `count` updates in a row each wrote state read by the next.
    case tooManyUpdates(Int)

    public var description: String {
        switch self {
        case .nothingToTap(let name, let tappable):
            return "Nothing named \"\(name)\" can be tapped. Tappable: \(Self.list(tappable))."
        case .disabled(let name):
            return "\"\(name)\" is disabled."
        case .noTextField(let name, let fields):
            return "No text field named \"\(name)\". Text fields: \(Self.list(fields))."
        case .notEditable(let name):
            return "The text field \"\(name)\" edits a formatted value, which cannot be typed into."
        case .noChoices(let name, let controls):
            return "No picker or menu named \"\(name)\". Pickers and menus: \(Self.list(controls))."
        case .noOption(let option, let control, let options):
            return "\"\(control)\" has no option \"\(option)\". Options: \(Self.list(options))."
        case .nothingToDrag(let name, let draggable):
            return "Nothing named \"\(name)\" to drag. Views that take a drag: \(Self.list(draggable))."
        case .tooManyUpdates(let count):
            return "State was still changing after \(count) updates (an onChange or onAppear writing what it watches?)."
        }
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
