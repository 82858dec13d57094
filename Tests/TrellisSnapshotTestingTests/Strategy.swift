import Foundation
import Testing
import SnapshotTesting
import Trellis
import TrellisSnapshotTesting

/// The three strategies, so one test can be a table over them.
enum Strategy: String, CaseIterable, CustomTestStringConvertible {
    case image, svg, layout

    var testDescription: String { rawValue }

    var pathExtension: String {
        switch self {
        case .image: "png"
        case .svg: "svg"
        case .layout: "txt"
        }
    }

    /// `verifySnapshot` with this strategy at its defaults, recording when the reference is
    /// missing (whatever SNAPSHOT_TESTING_RECORD says), into `folder`.
    func verify<V: View>(
        _ view: V, named name: String, in folder: SnapshotFolder, record: SnapshotTestingConfiguration.Record = .missing,
        testName: String = #function
    ) -> String? {
        switch self {
        case .image:
            verifySnapshot(of: view, as: .image, named: name, record: record, snapshotDirectory: folder.path, testName: testName)
        case .svg:
            verifySnapshot(of: view, as: .svg, named: name, record: record, snapshotDirectory: folder.path, testName: testName)
        case .layout:
            verifySnapshot(of: view, as: .layout, named: name, record: record, snapshotDirectory: folder.path, testName: testName)
        }
    }
}

/// What `strategy` snapshots `view` as, taken directly (the closure answers at once).
func take<V, Format>(_ strategy: Snapshotting<V, Format>, of view: V) -> Format? {
    var result: Format?
    strategy.snapshot(view).run { result = $0 }
    return result
}

/// The message verifySnapshot starts with when it records a missing reference.
let recordedMessagePrefix = "No reference was found on disk. Automatically recorded snapshot"
