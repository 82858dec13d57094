import TrellisCore

// SwiftUI's file importers and exporters: iPhone shows their dialog only while `isPresented` is
// true after the user asks, which a still picture never does. Accepted with SwiftUI's
// signatures; the handlers never run and nothing drawn changes.

extension View {
    /// Imports a file of `allowedContentTypes` while `isPresented` (no dialog opens here).
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View { self }

    /// Imports files of `allowedContentTypes` while `isPresented` (no dialog opens here).
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View { self }

    /// Imports files of `allowedContentTypes` while `isPresented` (no dialog opens here).
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View { self }

    /// Exports `document` as `contentType` while `isPresented` (no dialog opens here).
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View { self }

    /// Exports `document` as `contentType` while `isPresented` (no dialog opens here).
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View { self }

    /// Exports `documents` as `contentType` while `isPresented` (no dialog opens here).
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument { self }

    /// Exports `documents` as `contentType` while `isPresented` (no dialog opens here).
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: ReferenceFileDocument { self }

    /// Exports `document` as one of `contentTypes` while `isPresented` (no dialog opens here).
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View { self }

    /// Exports `document` as one of `contentTypes` while `isPresented` (no dialog opens here).
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View { self }

    /// Exports `documents` as one of `contentTypes` while `isPresented` (no dialog opens here).
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C.Element: FileDocument { self }

    /// Exports `documents` as one of `contentTypes` while `isPresented` (no dialog opens here).
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C.Element: ReferenceFileDocument { self }

    /// Exports a transferable `item` while `isPresented` (no dialog opens here).
    public func fileExporter<T: Transferable>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View { self }

    /// Exports transferable `items` while `isPresented` (no dialog opens here).
    public func fileExporter<C: Collection, T: Transferable>(
        isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where T == C.Element { self }

    /// Names the transferable document the screen shows, for sharing (accepted).
    public func navigationDocument<D: Transferable>(_ document: D) -> some View { self }
    /// Names the transferable document the screen shows, with a share preview (accepted).
    public func navigationDocument<D: Transferable, I1, I2>(_ document: D, preview: SharePreview<I1, I2>) -> some View { self }
}
