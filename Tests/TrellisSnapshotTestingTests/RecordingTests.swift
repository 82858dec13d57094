import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

@Suite("Recording and comparing")
struct RecordingTests {
    @Test(arguments: Strategy.allCases)
    func theFirstRunRecordsAndTheNextMatches(_ strategy: Strategy) {
        let folder = SnapshotFolder()
        let first = strategy.verify(Greeting(), named: "greeting", in: folder)
        #expect(first?.hasPrefix(recordedMessagePrefix) == true)
        let file = folder.reference(
            testName: "theFirstRunRecordsAndTheNextMatches(_:)", name: "greeting", pathExtension: strategy.pathExtension)
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(strategy.verify(Greeting(), named: "greeting", in: folder) == nil)
    }

    // A plain @Test runs off the main actor, as above; this one runs on it: the strategies draw
    // on whichever thread asks.
    @MainActor
    @Test(arguments: Strategy.allCases)
    func onTheMainActorToo(_ strategy: Strategy) {
        let folder = SnapshotFolder()
        #expect(strategy.verify(Greeting(), named: "greeting", in: folder)?.hasPrefix(recordedMessagePrefix) == true)
        #expect(strategy.verify(Greeting(), named: "greeting", in: folder) == nil)
    }

    @Test func manySnapshotsAtOnceFromDifferentThreads() async {
        let folder = SnapshotFolder()
        #expect(Strategy.image.verify(Greeting(), named: "greeting", in: folder)?.hasPrefix(recordedMessagePrefix) == true)
        let path = folder.path
        let failures = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    verifySnapshot(
                        of: Greeting(), as: .image, named: "greeting", record: .never, snapshotDirectory: path,
                        testName: "manySnapshotsAtOnceFromDifferentThreads()")
                }
            }
            var failures: [String] = []
            for await failure in group { if let failure { failures.append(failure) } }
            return failures
        }
        #expect(failures == [])
    }

    @Test func recordModeAllWritesAgainAndReportsIt() {
        let folder = SnapshotFolder()
        _ = Strategy.layout.verify(Bars(), named: "bars", in: folder)
        let message = withSnapshotTesting(record: .all) {
            Strategy.layout.verify(Bars(firstWidth: 20), named: "bars", in: folder, record: .all)
        }
        #expect(message?.hasPrefix("Record mode is on. Automatically recorded snapshot") == true)
        // The new layout is now the reference.
        #expect(Strategy.layout.verify(Bars(firstWidth: 20), named: "bars", in: folder) == nil)
    }
}
