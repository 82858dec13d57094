import Cards
import SnapshotTesting
import SwiftUI
import Testing
import TrellisSnapshotTesting

// The first run records each reference into __Snapshots__/CardsSnapshotTests/ (and fails,
// saying so); later runs compare with it. Record again after a deliberate change with
// SNAPSHOT_TESTING_RECORD=all swift test, then look at the new files before committing them.
@Suite struct CardsSnapshotTests {
    /// The whole screen, as an iPhone 15 shows it: the card at the top of the safe area.
    @Test func profileOnAnIPhone() {
        assertSnapshot(
            of: VStack { ProfileCard(name: "Ada Lovelace", role: "Analyst"); Spacer() },
            as: .image(layout: .device(.iPhone15)))
    }

    /// The layout tree: when the picture changes, this says which frame moved and why.
    @Test func profileLayout() {
        assertSnapshot(of: ProfileCard(name: "Ada Lovelace", role: "Analyst"), as: .layout(layout: .device(.iPhone15)))
    }

    /// The drawing as SVG text: an exact, line-by-line record of colours and shapes.
    @Test func statCard() {
        assertSnapshot(of: StatCard(title: "Revenue", value: "$12,400", change: 0.12), as: .svg)
    }
}
