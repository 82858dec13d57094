import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

private struct Switcher: View {
    @State private var isOn = false

    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn)
            .padding()
            .background(isOn ? Color.green : Color.gray)
            .frame(width: 200, height: 60)
    }
}

@Suite("Snapshots of a ViewHost's state")
struct HostStrategyTests {
    @Test func theLayoutStrategyPrintsTheCurrentState() throws {
        let host = ViewHost(Switcher(), in: ProposedViewSize(width: 200, height: 60))
        let before = try #require(take(Snapshotting<ViewHost, String>.layout, of: host))
        try host.tap("Wi-Fi")
        let after = try #require(take(Snapshotting<ViewHost, String>.layout, of: host))
        #expect(before != after)
        #expect(after == host.layout.description)
        #expect(before.hasPrefix("Frame [width: 200, height: 60] proposal (200, 60) size (200, 60) at (0, 0)"))
    }

    @Test func theImageStrategyDrawsTheCurrentState() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let host = ViewHost(Switcher(), in: ProposedViewSize(width: 200, height: 60), environment: environment)
        let off = try #require(take(Snapshotting<ViewHost, Data>.image(), of: host))
        try host.tap("Wi-Fi")
        let on = try #require(take(Snapshotting<ViewHost, Data>.image(), of: host))
        // Two PNG files of the 200 × 60 window, different: the background turned green.
        #expect(off.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(on.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(off != on)
    }
}
