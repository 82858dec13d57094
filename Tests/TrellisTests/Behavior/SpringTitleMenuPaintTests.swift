import Foundation
import Testing
import Trellis

// Springs, title menus and image paints as apps write them.
private struct SpringsFixture: View {
    @State private var expanded = false
    static let tight = Spring(response: 0.2, dampingRatio: 0.6)

    var body: some View {
        NavigationStack {
            VStack {
                Circle()
                    .fill(ImagePaint(image: Image(systemName: "star"), scale: 0.5))
                    .frame(width: 80, height: 80)
                    .animation(.spring(), value: expanded)
                Rectangle()
                    .strokeBorder(.image(Image(systemName: "star"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5)), lineWidth: 10)
                    .frame(width: 80, height: 40)
                    .animation(.spring(dampingFraction: 0.5), value: expanded)
                    .animation(.spring(response: 0.3), value: expanded)
                    .animation(.spring(response: 0.4, dampingFraction: 0.7, blendDuration: 0.1), value: expanded)
                    .animation(.spring(duration: 0.4, bounce: 0.3), value: expanded)
                    .animation(.spring(Self.tight, blendDuration: 0.2), value: expanded)
                    .animation(.spring, value: expanded)
                    .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: expanded)
                    .animation(.interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0), value: expanded)
                    .animation(.interpolatingSpring(.bouncy), value: expanded)
                    .animation(.interactiveSpring(), value: expanded)
                    .animation(.spring(blendDuration: 0.3).delay(0.1), value: expanded)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .navigationTitle("Photos")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarTitleMenu {
                    Button("Rename") {}
                    Button("Delete", role: .destructive) {}
                }
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
            }
            .toolbarTitleMenu { Button("Duplicate") {} }
        }
    }
}

@Suite struct SpringTitleMenuPaintTests {
    @Test func springsCompileUnambiguously() {
        let animations: [Animation] = [
            .spring(), .spring(dampingFraction: 0.5), .spring(response: 0.3), .spring, .spring(blendDuration: 1),
            .spring(duration: 0.3), .spring(bounce: 0.2), .spring(.smooth), .interactiveSpring(), .interpolatingSpring,
            .interpolatingSpring(), .interpolatingSpring(duration: 0.3, bounce: 0.1),
        ]
        #expect(animations.allSatisfy { $0.description.lowercased().contains("spring") })
        withAnimation(.spring()) {}
    }

    // SwiftUI's conversions between a spring's descriptions (values from its documented formulas).
    @Test(arguments: [
        (Spring(duration: 0.5, bounce: 0), 0.5, 1.0),
        (Spring(duration: 0.4, bounce: 0.3), 0.4, 0.7),
        (Spring(response: 0.2, dampingRatio: 0.6), 0.2, 0.6),
        (Spring.bouncy, 0.5, 0.7),
        (Spring.snappy, 0.5, 0.85),
    ] as [(Spring, Double, Double)])
    func springParameters(spring: Spring, response: Double, dampingRatio: Double) {
        #expect(abs(spring.response - response) < 1e-12)
        #expect(abs(spring.dampingRatio - dampingRatio) < 1e-12)
        #expect(abs(spring.duration - response) < 1e-12)
        #expect(abs(spring.bounce - (1 - dampingRatio)) < 1e-12)
    }

    @Test func physicalSpringsRoundTrip() {
        // stiffness = (2π / 0.5)² = 157.91…, damping = 4π × 1 / 0.5 = 25.13…
        let spring = Spring(duration: 0.5, bounce: 0)
        #expect(abs(spring.stiffness - 157.91367041742973) < 1e-9)
        #expect(abs(spring.damping - 25.132741228718345) < 1e-9)
        let physical = Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
        #expect(abs(physical.response - 0.5) < 1e-12 && abs(physical.dampingRatio - 1) < 1e-12)
    }

    @Test func imagePaintIsDrawnInSystemGray() {
        let resolved = ImagePaint(image: Image(systemName: "star"))._resolveColor(in: EnvironmentValues())
        #expect(resolved == Color.gray.resolve(in: EnvironmentValues()))
        let paint = ImagePaint.image(Image("brick"), scale: 0.25)
        #expect(paint.scale == 0.25 && paint.sourceRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func aTitleMenuAddsNoBarItem() {
        let withMenu = lay(SpringsFixture(), 390, 844).placedViews.compactMap(\.text)
        #expect(withMenu.contains("Photos"))
        #expect(withMenu.contains("Edit"))
        #expect(!withMenu.contains("Rename") && !withMenu.contains("Duplicate"))
    }

    @MainActor
    @Test func theFixtureIsDrawn() throws {
        let renderer = ImageRenderer(content: SpringsFixture())
        renderer.device = .iPhone14
        renderer.scale = 1
        try #require(renderer.pngData()).write(to: URL(fileURLWithPath: "/tmp/trellis-springs.png"))
    }
}
