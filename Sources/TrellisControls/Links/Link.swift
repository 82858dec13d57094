import TrellisCore

/// A control that opens a URL: SwiftUI's `Link`, a button whose label is drawn in the
/// environment's button style (on iOS, tinted text). The URL is kept, never opened.
public struct Link<Label: View>: View {
    /// Where the link goes.
    public let destination: URL
    let label: Label

    /// A link to `destination` labelled by `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Link where Label == Text {
    /// A link titled with a localisable key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A button that opens the share sheet: SwiftUI's `ShareLink`, drawn as its label (by default
/// "Share" with `square.and.arrow.up`). The item is kept, never shared.
public struct ShareLink<Label: View>: View {
    let label: Label

    /// A share link for `item` labelled by `label`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for `item` with a preview, labelled by `label`.
    public init<Item, PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// A share link for several items labelled by `label`.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A share link for `item`, labelled "Share".
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title: Text("Share")) }
    }

    /// A share link for `item` with a preview, labelled "Share".
    public init<Item, PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title: Text("Share")) }
    }

    /// A share link for `item` titled with a localisable key.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title: Text(titleKey)) }
    }

    /// A share link for `item` titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title: Text(title)) }
    }
}

/// A share link's default label: its title with the share symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text
    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

/// What the share sheet previews: SwiftUI's `SharePreview` (kept, never shown).
public struct SharePreview<Image, Icon> {
    /// A preview titled with a localisable key, with an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
    /// A preview titled with a string, with an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {}
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title alone.
    public init(_ titleKey: LocalizedStringKey) {}
    /// A preview with a title alone.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {}
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {}
    /// A preview with a title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {}
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {}
    /// A preview with a title and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {}
}

/// The button that turns the editing mode on and off: SwiftUI's `EditButton`, "Edit", or
/// "Done" in semibold while `\.editMode` is on.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
        .fontWeight(isEditing ? .semibold : nil)
    }
}
