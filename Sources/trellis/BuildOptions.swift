import ArgumentParser

/// How `trellis preview`, `layout` and `serve` build and run a file's previews: which views,
/// with which of the app's files, and how long compiling and each preview may take.
struct BuildOptions: ParsableArguments {
    @Option(name: .long, help: "Draw this view type (made with no arguments) instead of the file's previews; repeatable.")
    var view: [String] = []

    @Option(name: .long, help: "Also compile the Swift files in this folder (the app's models and helpers); repeatable. Without it, the other files of the file's SwiftPM target are compiled.")
    var include: [String] = []

    @Option(name: .long, help: ArgumentHelp("Stop compiling after this many seconds.", valueName: "seconds"))
    var timeLimit: Double = 600

    @Option(
        name: .long,
        help: ArgumentHelp("Stop a preview still being drawn after this many seconds; the other previews are still drawn.", valueName: "seconds"))
    var timeout: Double = 60

    func validate() throws {
        try TimeLimit.check(timeLimit, option: "--time-limit")
        try TimeLimit.check(timeout, option: "--timeout")
    }

    /// `session` building and running as these options say.
    func configure(_ session: inout PreviewSession) {
        session.views = view
        session.includes = include
        session.timeLimit = timeLimit
        session.timeout = timeout
    }
}
