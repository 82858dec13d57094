import ArgumentParser
import Foundation
import TrellisCore

/// `trellis preview File.swift`: one picture per preview.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render every PreviewProvider (and #Preview) in a Swift file to PNG or SVG.",
        discussion: """
            Each top-level view of a provider's `previews` is its own preview, as in Xcode, drawn \
            on a device (an iPhone 17 unless `--device` or `.previewDevice(...)` says otherwise), \
            laid out in its safe area, or as `.previewLayout(...)` says. The pictures are named \
            after the provider: ContentView_Previews.png, or ContentView_Previews-1.png, -2.png… \
            (or -<previewDisplayName>) when it has several.

            Given a folder (an app's sources), every preview of its Swift files is drawn, the files \
            compiled once together; pictures are named <File>-<Provider>.png, and the run ends with \
            how many files with previews rendered and why the others did not.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case png, svg
    }

    @Argument(help: "The Swift file with the views and their PreviewProvider types, or a folder of them.")
    var file: String

    @Option(name: .long, help: "The folder to write the pictures to.")
    var out: String = "."

    @Option(name: .long, help: "The picture format: png or svg.")
    var format: Format = .png

    @Option(name: .long, help: "Pixels per point (the display scale).")
    var scale: Double = 3

    @Option(name: .long, help: "The device to preview on (`trellis devices` lists them).")
    var device: String?

    @Flag(name: .long, help: "Outline every view's frame and label it with its size.")
    var debugFrames = false

    @Flag(name: .long, help: "Leave the background transparent instead of white.")
    var transparent = false

    @OptionGroup var build: BuildOptions

    @OptionGroup var canvas: CanvasOptions

    func validate() throws {
        guard scale > 0, scale.isFinite, scale <= 10 else { throw ValidationError("--scale must be a number above 0 and at most 10.") }
        if let device, Device.named(device) == nil {
            throw ValidationError("No device called \(device). `trellis devices` lists them.")
        }
    }

    func run() throws {
        let outFolder = URL(fileURLWithPath: out).standardizedFileURL
        var arguments = ["render", "--out", outFolder.path, "--format", format.rawValue, "--scale", String(scale)]
        if let device { arguments += ["--device", device] }
        if debugFrames { arguments.append("--debug-frames") }
        if transparent { arguments.append("--transparent") }
        var session = PreviewSession(
            file: file, runnerArguments: arguments + canvas.runnerArguments, step: "Rendering", participle: "drawn")
        build.configure(&session)
        session.outputFolder = outFolder
        try session.run()
    }
}
