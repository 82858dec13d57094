import Foundation
import SnapshotTesting
import Trellis
import TrellisSnapshotTesting
import XCTest

// The strategies from XCTest: its test methods run on the main thread (a swift-testing @Test
// runs elsewhere); the strategies draw on whichever thread asks.
final class XCTestSnapshotTests: XCTestCase {
    func testTheFirstRunRecordsAndTheNextMatches() {
        let folder = SnapshotFolder()
        let first = verifySnapshot(
            of: Greeting(), as: .image(layout: .device(.iPhone15)), named: "greeting", record: .missing,
            snapshotDirectory: folder.path)
        XCTAssertEqual(first?.hasPrefix(recordedMessagePrefix), true)
        XCTAssertNil(
            verifySnapshot(
                of: Greeting(), as: .image(layout: .device(.iPhone15)), named: "greeting", record: .missing,
                snapshotDirectory: folder.path))
    }

    func testAChangedViewFails() {
        let folder = SnapshotFolder()
        _ = verifySnapshot(of: Bars(), as: .layout, named: "bars", record: .missing, snapshotDirectory: folder.path)
        let failure = verifySnapshot(
            of: Bars(firstWidth: 12), as: .layout, named: "bars", record: .missing, snapshotDirectory: folder.path)
        XCTAssertEqual(failure?.hasPrefix("Snapshot \"bars\" does not match reference."), true)
    }

    // An async test method runs off the main thread while XCTest waits on the main run loop,
    // which serves the main queue the strategy hops to.
    func testFromAnAsyncTestMethod() async {
        let folder = SnapshotFolder()
        let first = verifySnapshot(of: Bars(), as: .image, named: "bars", record: .missing, snapshotDirectory: folder.path)
        XCTAssertEqual(first?.hasPrefix(recordedMessagePrefix), true)
        XCTAssertNil(verifySnapshot(of: Bars(), as: .image, named: "bars", record: .missing, snapshotDirectory: folder.path))
    }
}
