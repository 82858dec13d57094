import Foundation
import Testing
import TrellisCore
import TrellisRendering

@MainActor
@Suite("Snapshots")
struct SnapshotTests {
    @Test(arguments: SnapshotCase.all + SnapshotCase.effects + [SnapshotCase.canvas])
    func snapshot(_ snapshot: SnapshotCase) {
        let renderer = iOS18Renderer(content: snapshot.view())
        renderer.proposedSize = snapshot.proposal
        renderer.scale = snapshot.scale
        renderer.showsFrameOutlines = snapshot.debugFrames
        renderer.environment.imageDirectories = [Snapshot.inputDirectory.path]
        Snapshot.check(svg: renderer.svg(), named: snapshot.name)
        Snapshot.check(png: renderer.pngData(), named: snapshot.name)
    }

    @Test(arguments: SnapshotCase.controls + SnapshotCase.screens)
    func controlSnapshot(_ snapshot: SnapshotCase) {
        let renderer = iOS18Renderer(content: snapshot.view())
        renderer.proposedSize = snapshot.proposal
        renderer.device = snapshot.device
        renderer.scale = snapshot.scale
        renderer.svgTextMode = .characters
        renderer.background = Color.Resolved(red: 1, green: 1, blue: 1)
        Snapshot.check(svg: renderer.svg(), named: snapshot.name)
        Snapshot.check(png: renderer.pngData(), named: snapshot.name)
    }
}
