import SwiftUI
import Testing

@Suite("import CoreGraphics on Linux")
struct CoreGraphicsTests {
    @Test func coreGraphicsTypesKeepTheirSemantics() {
        // Scale (2, 3) after a translation (1, 1): (1, 2) → (2, 3) → (4, 9).
        #expect(CoreGraphicsUse.moved == CGPoint(x: 4, y: 9))
        #expect(CoreGraphicsUse.velocity == CGVector(dx: 3, dy: -4))
        #expect(CoreGraphicsUse.tint.components == [1, 0.5, 0, 0.25])
        #expect(CoreGraphicsUse.tint.alpha == 0.25)
        #expect(CoreGraphicsUse.faded?.components == [0, 0.5])
        #expect(CoreGraphicsUse.caps.map(\.rawValue) == [0, 1, 2])
    }

    @Test(arguments: [
        (CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25), Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.25)),
        (CGColor(gray: 0.5, alpha: 1), Color.Resolved(red: 0.5, green: 0.5, blue: 0.5, opacity: 1)),
    ])
    func aCGColorBecomesAColor(cgColor: CGColor, expected: Color.Resolved) {
        #expect(Color(cgColor: cgColor).resolve(in: EnvironmentValues()) == expected)
        #expect(UIColor(cgColor: cgColor).cgColor.components == [
            CGFloat(expected.red), CGFloat(expected.green), CGFloat(expected.blue), CGFloat(expected.opacity),
        ])
    }

    @Test func aColorGivesItsComponents() {
        #expect(Color(red: 0.25, green: 0.5, blue: 1, opacity: 0.5).cgColor?.components == [0.25, 0.5, 1, 0.5])
    }
}
