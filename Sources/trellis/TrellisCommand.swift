import ArgumentParser

/// `trellis`: previews SwiftUI files on any machine Swift runs on.
@main
struct TrellisCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Render SwiftUI previews and layouts with Trellis, without Xcode.",
        discussion: """
            The commands compile your file together with Trellis in a package kept in \
            ~/.cache/trellis (or $TRELLIS_CACHE_DIR); the first run builds Trellis (a minute or \
            two), later runs only your file. `import SwiftUI` is read as `import Trellis`.
            """,
        subcommands: [PreviewCommand.self, SnapshotCommand.self, MergeReportsCommand.self, LayoutCommand.self, ServeCommand.self, DevicesCommand.self])
}
