import ArgumentParser
import Foundation
import Hummingbird
import Logging
import TrellisCore

/// `trellis serve File.swift`: the file's previews in a web page that redraws them when the
/// file is saved, with an inspector showing why each view is the size it is.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Show a Swift file's previews in the browser, redrawn whenever the file is saved.",
        discussion: """
            Serves one page on 127.0.0.1 (this machine only): every preview of the file, drawn \
            as SVG on its device. Saving the file (or a file compiled with it) rebuilds the \
            previews and redraws the page; a compile error is shown there, the last good \
            pictures kept. Drag a canvas's corner to lay the previews out again at another \
            size; point at a view to see its proposal, size and frame. Ctrl-C stops the server \
            and the preview program.
            """)

    @Argument(help: "The Swift file with the views and their previews, or a folder: the page then offers its files with previews.")
    var file: String

    @Option(name: .long, help: "The port to listen on, on 127.0.0.1 (0: any free port).")
    var port: Int = 8040

    @Option(name: .long, help: "The device the page starts on (`trellis devices` lists them).")
    var device: String?

    @Option(name: .long, help: "Pixels per point (the display scale text is measured at).")
    var scale: Double = 3

    @OptionGroup var build: BuildOptions

    @OptionGroup var canvas: CanvasOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535.") }
        guard scale > 0, scale.isFinite, scale <= 10 else { throw ValidationError("--scale must be a number above 0 and at most 10.") }
        if let device, Device.named(device) == nil {
            throw ValidationError("No device called \(device). `trellis devices` lists them.")
        }
    }

    func run() async throws {
        ServeSignals.install()
        var arguments = ["serve", "--scale", String(scale)]
        if let device { arguments += ["--device", device] }
        var template = PreviewSession(file: file, runnerArguments: [], step: "Drawing", participle: "drawn")
        build.configure(&template)
        let (files, folder) = try Self.files(file)
        let session = ServeSession(
            template: template, files: files, folder: folder, programArguments: arguments + canvas.runnerArguments, timeout: build.timeout)

        var logger = Logger(label: "trellis-serve")
        logger.logLevel = .error
        let name = URL(fileURLWithPath: file).standardizedFileURL.lastPathComponent
        let watching = Watching(session: session)
        let app = Application(
            router: ServeRoutes.router(session: session, defaultDevice: device.flatMap(Device.named) ?? .default),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                Terminal.note("Serving the previews of \(name) at http://127.0.0.1:\(port)/ (Ctrl-C stops)")
                // Built only once the port is ours: a server that cannot start leaves no build behind.
                await watching.start()
            },
            logger: logger)
        do {
            try await app.run()
        } catch {
            await watching.cancel()
            await session.stop()
            let text = "\(error)"
            Terminal.note(
                text.contains("Address already in use")
                    ? "error: port \(port) is in use on 127.0.0.1: give another with --port, or --port 0 for any free one"
                    : "error: the server stopped: \(text)")
            throw ExitCode.failure
        }
        await watching.cancel()
        await session.stop()
    }

    /// The file given, or the files with previews of the folder given (and the folder).
    static func files(_ path: String) throws -> (files: [URL], folder: URL?) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            Terminal.note("error: no such file or folder: \(path)")
            throw ExitCode.failure
        }
        guard isDirectory.boolValue else { return ([url], nil) }
        let files = PreviewFolder.previewFiles(in: url)
        guard !files.isEmpty else {
            Terminal.note("error: no Swift file in \(path) has a preview (a PreviewProvider or #Preview)")
            throw ExitCode.failure
        }
        Terminal.note("Found \(files.count == 1 ? "1 file" : "\(files.count) files") with previews in \(url.lastPathComponent); the page lists them")
        return (files, url)
    }

    /// The session's watch loop, started once the server is listening.
    actor Watching {
        let session: ServeSession
        private var task: Task<Void, Never>?

        init(session: ServeSession) {
            self.session = session
        }

        func start() {
            guard task == nil else { return }
            let session = session
            task = Task { await session.watch() }
        }

        func cancel() {
            task?.cancel()
        }
    }
}
