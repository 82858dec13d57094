import Foundation
import Testing
@testable import TrellisCore

@Suite("Shape transforms and trimming")
struct ShapeTransformTests {
    static let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

    static func points(_ path: Path) -> [CGPoint] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p): return CGPoint(x: (p.x * 1e6).rounded() / 1e6, y: (p.y * 1e6).rounded() / 1e6)
            default: return nil
            }
        }
    }

    @Test func aRotationTurnsAboutTheAnchor() {
        // A quarter turn (clockwise on screen) about the centre (50, 25): the top-left corner
        // (0, 0) goes to (75, -25).
        let turned = Rectangle().rotation(.degrees(90)).path(in: Self.rect)
        #expect(Self.points(turned).first == CGPoint(x: 75, y: -25))
        let aboutCorner = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: Self.rect)
        #expect(Self.points(aboutCorner).prefix(2) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 100)])
    }

    @Test func offsetsScalesAndTransformsMoveThePath() {
        #expect(Self.points(Rectangle().offset(x: 10, y: -5).path(in: Self.rect)).first == CGPoint(x: 10, y: -5))
        // Half size about the centre: the corner (0, 0) moves to (25, 12.5).
        #expect(Self.points(Rectangle().scale(0.5).path(in: Self.rect)).first == CGPoint(x: 25, y: 12.5))
        #expect(Self.points(Rectangle().transform(CGAffineTransform(translationX: 3, y: 4)).path(in: Self.rect)).first == CGPoint(x: 3, y: 4))
        #expect(Rectangle().rotation(.degrees(45)).sizeThatFits(ProposedViewSize(width: 30, height: nil)) == CGSize(width: 30, height: 10))
    }

    @Test(arguments: [
        // The rectangle's outline is 300 long: 100 along the top, 50 down, 100 back, 50 up.
        (0.0, 0.5, [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)]),
        (0.25, 0.75, [CGPoint(x: 75, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 25, y: 50)]),
        (0.9, 1.0, [CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 0)]),
    ] as [(CGFloat, CGFloat, [CGPoint])])
    func trimmingALineOutline(from: CGFloat, to: CGFloat, expected: [CGPoint]) {
        #expect(Self.points(Rectangle().trim(from: from, to: to).path(in: Self.rect)) == expected)
    }

    @Test func trimmingNothingOrBackwardsDrawsNothing() {
        #expect(Rectangle().trim(from: 0.5, to: 0.5).path(in: Self.rect).elements.isEmpty)
        #expect(Rectangle().trim(from: 0.7, to: 0.2).path(in: Self.rect).elements.isEmpty)
        #expect(Rectangle().trim().path(in: Self.rect) == Rectangle().path(in: Self.rect))
    }

    @Test func halfACircleEndsOppositeItsStart() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let full = Circle().path(in: rect)
        guard case .move(let start) = full.elements.first else { Issue.record("no start"); return }
        let half = Circle().trim(from: 0, to: 0.5).path(in: rect)
        guard case .curve(let end, _, _) = try #require(half.elements.last) else { Issue.record("not a curve"); return }
        // The opposite point of the circle, to within the length table's precision.
        #expect(abs(end.x - (100 - start.x)) < 0.01 && abs(end.y - (100 - start.y)) < 0.01)
    }
}

@Suite("Collections edited by lists")
struct CollectionOffsetTests {
    @Test(arguments: [
        (IndexSet([1, 3]), ["a", "c", "e"]),
        (IndexSet(), ["a", "b", "c", "d", "e"]),
        (IndexSet([0, 9]), ["b", "c", "d", "e"]),
    ])
    func removeAtOffsets(offsets: IndexSet, expected: [String]) {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: offsets)
        #expect(letters == expected)
    }

    @Test(arguments: [
        (IndexSet([0]), 3, ["b", "c", "a", "d", "e"]),
        (IndexSet([3, 4]), 0, ["d", "e", "a", "b", "c"]),
        (IndexSet([1]), 5, ["a", "c", "d", "e", "b"]),
        (IndexSet([2]), 2, ["a", "b", "c", "d", "e"]),
    ])
    func moveFromOffsets(source: IndexSet, destination: Int, expected: [String]) {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: source, toOffset: destination)
        #expect(letters == expected)
    }

    @Test(arguments: [
        ([], ""), (["Ada"], "Ada"), (["Ada", "Grace"], "Ada and Grace"), (["Ada", "Grace", "Alan"], "Ada, Grace, and Alan"),
    ] as [([String], String)])
    func listFormatterJoinsInEnglish(items: [String], expected: String) {
        #expect(ListFormatter.localizedString(byJoining: items) == expected)
        #expect(ListFormatter().string(from: items) == expected)
    }

    struct Attendee: Identifiable, Equatable {
        var id: Int
        var name: String
    }

    @Test func forEachOverABindingHandsEachViewABindingToItsElement() {
        var attendees = [Attendee(id: 1, name: "Ada"), Attendee(id: 2, name: "Grace")]
        let binding = Binding(get: { attendees }, set: { attendees = $0 })
        let rows = ForEach(binding) { $attendee in Text(attendee.name) }
        #expect(rows.data.map(\.wrappedValue.name) == ["Ada", "Grace"])
        rows.data[1].wrappedValue.name = "Alan"
        #expect(attendees.map(\.name) == ["Ada", "Alan"])
        let byName = ForEach(binding, id: \.name) { $attendee in Text(attendee.name) }
        #expect(byName.data.map { $0.wrappedValue[keyPath: \.name] } == ["Ada", "Alan"])
    }
}
