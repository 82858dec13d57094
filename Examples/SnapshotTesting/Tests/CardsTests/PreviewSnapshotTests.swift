import Testing
import TrellisSnapshotTesting

// Every preview of each module, in every variant its .trellis-snapshots.json asks for, against
// the references beside its sources (Sources/<Module>/__Snapshots__/). Record them again after a
// deliberate change with SNAPSHOT_TESTING_RECORD=all swift test, and look at them before committing.
@Suite struct PreviewSnapshotTests {
    @Test(arguments: ["Cards", "Settings", "Onboarding"])
    func previews(of module: String) throws {
        try assertPreviewSnapshots(of: module)
    }
}
