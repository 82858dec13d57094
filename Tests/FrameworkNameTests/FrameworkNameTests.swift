import SwiftUI
import Testing

// The view is in ProfileBadge.swift: a file importing both Testing and UIKit would ask for
// swift-testing's UIKit cross-import overlay, which exists only on Apple's platforms.

@Suite("import SwiftUI and UIKit on Linux")
struct FrameworkNameTests {
    @Test func aSwiftUIViewLaysOutThroughTheStandIn() {
        let layout = ViewLayout(ProfileBadge(), in: ProposedViewSize(width: 390, height: 844))
        #expect(layout.placedViews.compactMap(\.text) == ["Ada Lovelace", "Analyst"])
        // The badge hugs its content: 16 of padding round the icon, 8 of spacing and the text.
        let image = layout.placedViews.first { $0.kind == "Image" }?.frame
        let title = layout.placedViews.first { $0.text == "Ada Lovelace" }?.frame
        let root = layout.placedViews.first?.frame
        #expect(image.map { $0.minX } == root.map { $0.minX + 16 })
        #expect(title.map { $0.minX } == image.map { $0.maxX + 8 })
    }

    @MainActor
    @Test func itRendersWithTheUIKitColour() throws {
        let image = try #require(ImageRenderer(content: ProfileBadge()).rgbaImage())
        // secondarySystemBackground is (242, 242, 247): the badge's corner area inside the radius.
        #expect(image[20, 2] == (242, 242, 247, 255))
    }
}
