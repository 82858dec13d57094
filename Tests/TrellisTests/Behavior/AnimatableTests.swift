import Foundation
import Testing
import Trellis

@Suite("Animatable data, and UIKit's text input types")
struct AnimatableTests {
    /// A shape from a *100 Days of SwiftUI* project: its two values animate together.
    struct Checkerboard: Shape {
        var rows: Int
        var columns: Int

        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(Double(rows), Double(columns)) }
            set {
                rows = Int(newValue.first)
                columns = Int(newValue.second)
            }
        }

        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: 0, y: 0, width: rect.width / CGFloat(columns), height: rect.height / CGFloat(rows)))
        }
    }

    struct Shake: AnimatableModifier {
        var animatableData: CGFloat
        func body(content: Content) -> some View { content.offset(x: animatableData) }
    }

    @Test func aPairAddsScalesAndMeasuresComponentwise() {
        var pair = AnimatablePair(3.0, 4.0) + AnimatablePair(1.0, 1.0) - AnimatablePair(0.0, 1.0)
        #expect((pair.first, pair.second) == (4, 4))
        pair.scale(by: 0.5)
        #expect((pair.first, pair.second) == (2, 2))
        #expect(pair.magnitudeSquared == 8)
        #expect(AnimatablePair<Double, CGFloat>.zero.magnitudeSquared == 0)
    }

    @Test func aShapeWithAnimatableDataSetsThroughIt() {
        var board = Checkerboard(rows: 4, columns: 4)
        board.animatableData = AnimatablePair(2, 8)
        #expect((board.rows, board.columns) == (2, 8))
        #expect(board.path(in: CGRect(x: 0, y: 0, width: 80, height: 40)).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test func anAnimatableModifierIsAppliedAtItsData() {
        let layout = ViewLayout(Color.red.frame(width: 10, height: 10).modifier(Shake(animatableData: 5)).accessibilityIdentifier("box"), in: ProposedViewSize(width: 100, height: 100))
        #expect(layout.frame(of: "box")?.size == CGSize(width: 10, height: 10))
    }

    @Test func theSpellCheckerFindsNoMisspeltWord() {
        let checker = UITextChecker()
        let range = checker.rangeOfMisspelledWord(in: "silkworm", range: NSRange(location: 0, length: 8), startingAt: 0, wrap: false, language: "en")
        #expect(range.location == NSNotFound)
        #expect(checker.guesses(forWordRange: range, in: "silkworm", language: "en") == nil)
    }

    @Test func autocapitalizationIsAccepted() {
        let plain = ViewLayout(TextField("Word", text: .constant("")), in: ProposedViewSize(width: 300, height: 100))
        let styled = ViewLayout(TextField("Word", text: .constant("")).autocapitalization(.none), in: ProposedViewSize(width: 300, height: 100))
        #expect(plain.size == styled.size)
    }
}
