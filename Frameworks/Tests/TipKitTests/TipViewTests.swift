import SwiftUI
import Testing
import TipKit

// Tips as apps write them.
struct FavoriteTip: Tip {
    var title: Text { Text("Save as a favourite") }
    var message: Text? { Text("Your favourite backyards appear at the top of the list.") }
    var image: Image? { Image(systemName: "star") }
}

struct ShortTip: Tip {
    var title: Text { Text("Swipe to delete") }
    var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
    var actions: [Tips.Action] { [Tips.Action(id: "learn", title: "Learn more")] }
}

struct TipsScreen: View {
    let tip = FavoriteTip()

    var body: some View {
        VStack {
            TipView(tip, arrowEdge: .bottom)
            Button("Favourite") { tip.invalidate(reason: .actionPerformed) }
                .popoverTip(ShortTip())
        }
        .padding()
        .task { try? Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)]) }
    }
}

struct CompactTipStyle: TipViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .top, spacing: 12) {
            configuration.image
                .foregroundStyle(.tint)
                .font(.title2)
            VStack(alignment: .leading, spacing: 4) {
                configuration.title
                    .font(.headline)
                configuration.message
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

@Suite("TipKit's TipView")
struct TipViewTests {
    @Test func theCardsLayout() throws {
        let layout = ViewLayout(TipView(FavoriteTip()), in: ProposedViewSize(width: 358, height: 844))
        let root = try #require(layout.placedViews.first)
        #expect(abs(root.frame.width - 358) < 1e-9)
        let title = try #require(layout.placedViews.first { $0.text == "Save as a favourite" })
        let message = try #require(layout.placedViews.first { $0.text?.hasPrefix("Your favourite") == true })
        let images = layout.placedViews.filter { $0.kind == "Image" }
        #expect(images.count == 2)
        #expect(abs(images[0].frame.minX - 16) < 1e-9)
        #expect(abs(title.frame.minX - (images[0].frame.maxX + 12)) < 1e-9)
        #expect(abs(message.frame.minY - (title.frame.maxY + 4)) < 1e-9)
        #expect(abs(title.frame.minY - (root.frame.minY + 16)) < 1e-9)
        #expect(abs(images[1].frame.maxX - (root.frame.maxX - 16)) < 1e-9)
    }

    @Test func actionsFollowADivider() {
        let layout = ViewLayout(TipView(ShortTip()), in: ProposedViewSize(width: 358, height: 844))
        #expect(layout.placedViews.compactMap(\.text) == ["Swipe to delete", "Learn more"])
        #expect(FavoriteTip().id == "FavoriteTip")
    }

    @Test func aCustomStyleDrawsTheTip() throws {
        let view = TipView(FavoriteTip()).tipViewStyle(CompactTipStyle())
        let layout = ViewLayout(view, in: ProposedViewSize(width: 358, height: 844))
        let title = try #require(layout.placedViews.first { $0.text == "Save as a favourite" })
        let image = try #require(layout.placedViews.first { $0.kind == "Image" })
        // The style's padded HStack, centred in the width offered: the image 16 in from its edge.
        let row = try #require(layout.placedViews.first { $0.kind == "HStack" })
        #expect(abs(image.frame.minX - row.frame.minX) < 1e-9)
        #expect(abs(row.frame.midX - 179) < 1e-9)
        #expect(abs(title.frame.minX - (image.frame.maxX + 12)) < 1e-9)
        #expect(layout.placedViews.filter { $0.kind == "Image" }.count == 1)
    }

    @MainActor
    @Test func aTipBackgroundReplacesTheCardColour() throws {
        let renderer = ImageRenderer(content: TipView(ShortTip()).tipBackground(Color.yellow).tipCornerRadius(4).frame(width: 300))
        let image = try #require(renderer.rgbaImage())
        #expect(image[6, 6] == (255, 204, 0, 255))
    }

    @MainActor
    @Test func picture() throws {
        try? FileManager.default.createDirectory(atPath: "/tmp/fw-pictures", withIntermediateDirectories: true)
        let renderer = ImageRenderer(content: TipsScreen().frame(width: 390))
        renderer.scale = 2
        try? renderer.pngData()?.write(to: URL(fileURLWithPath: "/tmp/fw-pictures/tipview.png"))
        let image = try #require(renderer.rgbaImage())
        // Inside the card, near its top-left corner past the radius: secondarySystemBackground.
        #expect(image[2 * 16 + 16, 2 * 16 + 4] == (242, 242, 247, 255))
    }
}
