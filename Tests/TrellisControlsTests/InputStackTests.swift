import Foundation
import Testing
import Trellis

/// The input controls side by side and one above another, as forms and toolbars stack them:
/// each keeps its own height and the flexible ones share the width.
@Suite struct InputStackTests {
    static let line = 20 + 1.0 / 3

    @Test func aColumnOfControlsIsTheSumOfTheirHeights() throws {
        let column = VStack(spacing: 0) {
            TextField("Plain", text: .constant("")).accessibilityIdentifier("plain")
            TextField("Rounded", text: .constant("")).textFieldStyle(.roundedBorder).accessibilityIdentifier("rounded")
            Slider(value: .constant(0.5)).accessibilityIdentifier("slider")
            Stepper("Guests", value: .constant(2)).accessibilityIdentifier("stepper")
            Picker("Size", selection: .constant(0)) { Text("S").tag(0); Text("L").tag(1) }
                .pickerStyle(.segmented).accessibilityIdentifier("segmented")
            Picker("Size", selection: .constant(0)) { Text("Small").tag(0) }.accessibilityIdentifier("menu")
            DatePicker("Date", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
                .accessibilityIdentifier("date")
            ColorPicker("Colour", selection: .constant(.red)).accessibilityIdentifier("colour")
        }
        let layout = lay(column, 390, nil)
        // Heights: a line, a line + 14, 34, 32, 32, a line, a line + 14, 28.
        let heights: [(String, CGFloat)] = [
            ("plain", Self.line), ("rounded", Self.line + 14), ("slider", 34), ("stepper", 32), ("segmented", 32),
            ("menu", Self.line), ("date", Self.line + 14), ("colour", 28),
        ]
        var y: CGFloat = 0
        for (id, height) in heights {
            let frame = try #require(layout.frame(of: id))
            #expect(abs(frame.minY - y) < 1e-9 && abs(frame.height - height) < 1e-9, "\(id): \(frame)")
            // Every control but the menu button is as wide as the column; the menu is centred.
            if id == "menu" {
                #expect(abs(frame.midX - 195) < 1e-9)
            } else {
                #expect(frame.minX == 0 && frame.width == 390, "\(id): \(frame)")
            }
            y += height
        }
        #expect(abs(layout.size.height - y) < 1e-9)
    }

    @Test func aFieldBesideAButtonTakesTheRestOfTheRow() throws {
        let row = HStack {
            TextField("Search", text: .constant("")).textFieldStyle(.roundedBorder).accessibilityIdentifier("field")
            Button("Go") {}.accessibilityIdentifier("go")
        }
        let layout = lay(row, 390, nil)
        let go = try #require(layout.frame(of: "go"))
        let field = try #require(layout.frame(of: "field"))
        #expect(abs(field.width - (390 - 8 - go.width)) < 1e-9)
        #expect(abs(go.maxX - 390) < 1e-9)
        #expect(abs(layout.size.height - (Self.line + 14)) < 1e-9)
    }

    @Test func twoSlidersInARowShareItEqually() throws {
        let row = HStack(spacing: 10) {
            Slider(value: .constant(0.2)).accessibilityIdentifier("a")
            Slider(value: .constant(0.8)).accessibilityIdentifier("b")
        }
        let layout = lay(row, 390, nil)
        #expect(try #require(layout.frame(of: "a")).width == 190)
        #expect(try #require(layout.frame(of: "b")).minX == 200)
    }

    @Test(arguments: standardProposals)
    func aStepperRowUnderEveryProposal(width: CGFloat?, height: CGFloat?) {
        // Label, 8, the 94 × 32 pill; offered less than the pill, the row keeps the pill whole.
        let label = textSize(Text("Guests")).width
        let size = lay(Stepper("Guests", value: .constant(1)), width, height).size
        let expected = width.map { max($0, 8 + 94) } ?? (label + 8 + 94)
        #expect(abs(size.width - expected) < 1e-9 && size.height == 32)
    }
}
