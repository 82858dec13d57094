import Testing
import Trellis

// `tabViewBottomAccessory` on an iPhone 16 (393 × 852, the safe area from 59 to 818; the tab
// bar's band 769–818): a 48-point glass capsule 21 from the sides, 8 above the tab bar
// (estimates: docs/divergences.md D26-21).

private func layOnPhone(_ view: some View, _ design: DesignVersion = .iOS26) -> ViewLayout {
    var environment = EnvironmentValues()
    environment.designVersion = design
    return ViewLayout(view, on: .iPhone16, environment: environment)
}

@Suite struct TabBottomAccessoryIOS26Tests {
    private func player(isEnabled: Bool = true) -> some View {
        TabView {
            Tab("Home", systemImage: "house") { Color.red.accessibilityIdentifier("c") }
            Tab("Library", systemImage: "books.vertical") { Color.blue }
        }
        .tabViewBottomAccessory(isEnabled: isEnabled) { Text("Now Playing") }
    }

    /// The capsule: 769 − 8 − 48 = 713 to 761, 21 to 372; the tab's screen ends above it.
    @Test func theAccessoryIsAGlassCapsuleAboveTheTabBar() {
        let layout = layOnPhone(player())
        #expect(layout.frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 654))
        let capsule = Capsule().path(in: CGRect(x: 21, y: 713, width: 351, height: 48))
        let fills = flattened(layout.displayList().items).compactMap { item -> (Path, Color.Resolved)? in
            if case .fill(let path, let color) = item { return (path, color) }
            return nil
        }
        #expect(fills.contains { $0.0 == capsule && $0.1 == rgba(255, 255, 255, 0.72) })
        let text = layout.placedViews.first { $0.text == "Now Playing" }
        #expect(text.map { abs($0.frame.midY - 737) < 1e-9 && abs($0.frame.midX - 196.5) < 1e-9 } == true)
    }

    /// Disabled, or in iOS 18's design, there is none: the screen reaches the tab bar.
    @Test(arguments: [(DesignVersion.iOS26, false), (.iOS18, true)])
    func noAccessoryWhenDisabledOrOnIOS18(design: DesignVersion, isEnabled: Bool) {
        let layout = layOnPhone(player(isEnabled: isEnabled), design)
        #expect(layout.frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 710))
        #expect(!layout.placedViews.contains { $0.text == "Now Playing" })
    }
}
