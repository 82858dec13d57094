import ArgumentParser
import Foundation
import TrellisCore

/// `trellis layout File.swift`: the layout tree of each preview.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the layout tree of every preview in a Swift file.",
        discussion: """
            For each preview: every view's kind, the proposal it received, its size and its \
            frame, as `print(ViewLayout(...))` shows them. With --json, the same as JSON: one \
            object per preview with its views in a flat list (parents first, with depth and parent).
            """)

    @Argument(help: "The Swift file with the views and their PreviewProvider types.")
    var file: String

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    @Option(name: .long, help: "Pixels per point (the display scale text is measured at).")
    var scale: Double = 3

    @Option(name: .long, help: "The device to lay the previews out on (`trellis devices` lists them).")
    var device: String?

    @OptionGroup var build: BuildOptions

    @OptionGroup var canvas: CanvasOptions

    func validate() throws {
        guard scale > 0, scale.isFinite, scale <= 10 else { throw ValidationError("--scale must be a number above 0 and at most 10.") }
        if let device, Device.named(device) == nil {
            throw ValidationError("No device called \(device). `trellis devices` lists them.")
        }
    }

    func run() throws {
        var arguments = ["layout", "--scale", String(scale)]
        if json { arguments.append("--json") }
        if let device { arguments += ["--device", device] }
        var session = PreviewSession(
            file: file, runnerArguments: arguments + canvas.runnerArguments, step: "Laying out", participle: "laid out")
        build.configure(&session)
        // JSON is printed at the end: a run that crashed printed none, so the next draws all again.
        session.redrawsFinishedPreviews = json
        try session.run()
    }
}
