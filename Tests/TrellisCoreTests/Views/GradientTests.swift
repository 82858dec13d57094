import Testing
@testable import TrellisCore

@Suite struct GradientTests {
    func gradients<V: View>(_ view: V, _ width: CGFloat = 100, _ height: CGFloat = 50) -> [ResolvedGradient] {
        lay(view, width, height).displayList().items.compactMap {
            if case .gradientFill(_, let gradient) = $0 { return gradient }
            return nil
        }
    }

    @Test func linearGradientsRunBetweenUnitPointsOfTheFrame() throws {
        let gradient = try #require(gradients(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).first)
        #expect(gradient.geometry == .linear(start: CGPoint(x: 50, y: 0), end: CGPoint(x: 50, y: 50)))
        #expect(gradient.stops.map(\.location) == [0, 1])
        #expect(gradient.stops.map(\.color) == [Color.red.resolve(in: EnvironmentValues()), Color.blue.resolve(in: EnvironmentValues())])
    }

    @Test func stopsAreSortedAndClamped() throws {
        let stops: [Gradient.Stop] = [.init(color: .blue, location: 2), .init(color: .red, location: -1), .init(color: .green, location: .nan)]
        let gradient = try #require(gradients(Rectangle().fill(.linearGradient(stops: stops, startPoint: .leading, endPoint: .trailing))).first)
        #expect(gradient.stops.map(\.location) == [0, 0, 1])
        #expect(gradient.stops.last?.color == Color.blue.resolve(in: EnvironmentValues()))
    }

    @Test func ellipticalGradientsAreRadialOnesSquashedToTheFrame() throws {
        let gradient = try #require(gradients(EllipticalGradient(colors: [.white, .black])).first)
        #expect(gradient.geometry == .radial(center: CGPoint(x: 50, y: 25), startRadius: 0, endRadius: 50, yScale: 0.5))
    }

    @Test func aGradientForegroundFillsShapes() {
        let view = Circle().foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        #expect(gradients(view).count == 1)
        #expect(gradients(Capsule().fill(Color.blue.gradient)).count == 1)
    }

    @Test func angularGradientsKeepTheirAverageColourForBackEndsWithoutConics() throws {
        let gradient = try #require(gradients(AngularGradient(colors: [.black, .white], center: .center)).first)
        #expect(gradient.averageColor == Color.Resolved(red: 0.5, green: 0.5, blue: 0.5, opacity: 1))
        if case .angular(_, let start, let end) = gradient.geometry {
            #expect(start == .zero && end == .degrees(360))
        } else {
            Issue.record("not angular")
        }
    }
}
