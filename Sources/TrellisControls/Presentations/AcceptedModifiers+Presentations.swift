import TrellisCore

// SwiftUI's file dialogs and presentation sizing: iPhone shows a file dialog only when asked
// (which a still picture never does) and sizes its sheets to the screen's width. Accepted with
// SwiftUI's signatures; nothing drawn changes.

/// What a file dialog shows: SwiftUI's `FileDialogBrowserOptions`.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1)
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 2)
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 4)
}

/// How a presentation is sized: SwiftUI's `PresentationSizing`.
public protocol PresentationSizing {
    /// The size proposed to the presentation's root.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// The root view of a presentation, as sizing sees it: SwiftUI's `PresentationSizingRoot`.
public struct PresentationSizingRoot: Sendable {
    /// The root's size for `proposal` (the proposal, here: roots are not measured apart).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}

/// Where a presentation is sized: SwiftUI's `PresentationSizingContext`.
public struct PresentationSizingContext: Sendable {}

/// The system's sizing: SwiftUI's `AutomaticPresentationSizing`.
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// A form-sized sheet: SwiftUI's `FormPresentationSizing`.
public struct FormPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// A page-sized sheet: SwiftUI's `PagePresentationSizing`.
public struct PagePresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// A sheet sized to its content: SwiftUI's `FittedPresentationSizing`.
public struct FittedPresentationSizing: PresentationSizing, Sendable {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension View {
    /// Sets how sheets presented from this view are sized (an iPhone's span the screen's width).
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
    /// Sets the icon of dialogs presented from this view (accepted).
    public func dialogIcon(_ icon: Image?) -> some View { self }
    /// Adds a "do not show again" toggle to dialogs presented from this view (accepted).
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { self }
    /// Adds a "do not show again" toggle to dialogs presented from this view (accepted).
    @_disfavoredOverload
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View { self }
    /// Adds a "do not show again" toggle to dialogs presented from this view (accepted).
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }

    /// Moves `file` while `isPresented` is true (no dialog opens in a still picture).
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }
    /// Moves `files` while `isPresented` is true (no dialog opens in a still picture).
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View where C.Element == URL { self }
    /// Moves `file` while `isPresented` is true (no dialog opens in a still picture).
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View { self }
    /// Moves `files` while `isPresented` is true (no dialog opens in a still picture).
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View where C.Element == URL { self }
    /// Labels the file name field of file exporters (accepted).
    public func fileExporterFilenameLabel(_ label: Text?) -> some View { self }
    /// Labels the file name field of file exporters (accepted).
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// Labels the file name field of file exporters (accepted).
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// Sets what file dialogs show (accepted).
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { self }
    /// Labels file dialogs' confirmation button (accepted).
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }
    /// Labels file dialogs' confirmation button (accepted).
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// Labels file dialogs' confirmation button (accepted).
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// Names file dialogs for restoring their state (accepted).
    public func fileDialogCustomizationID(_ id: String) -> some View { self }
    /// Sets the folder file dialogs open in (accepted).
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }
    /// Whether file dialogs resolve aliases (accepted).
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { self }
    /// Sets file dialogs' message (accepted).
    public func fileDialogMessage(_ message: Text?) -> some View { self }
    /// Sets file dialogs' message (accepted).
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { self }
    /// Sets file dialogs' message (accepted).
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { self }
    /// Sets which files file dialogs let the user choose (accepted).
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { self }
}
