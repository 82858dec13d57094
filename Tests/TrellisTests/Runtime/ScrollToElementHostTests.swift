import Foundation
import Testing
import Trellis

/// `ScrollViewProxy.scrollTo` by a `ForEach` element's id alone, with no `.id(_:)` on its view.
@Suite("ViewHost: scrollTo a ForEach element")
struct ScrollToElementHostTests {
    private struct Message: Identifiable {
        let id: String
        let text: String
    }

    /// Thirty 40-point messages in a 200-point scroll view under a 20-point bar of buttons.
    private struct Chat: View {
        let messages = (0..<30).map { Message(id: "m\($0)", text: "Message \($0)") }

        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    HStack {
                        Button("Last") { proxy.scrollTo(messages.last!.id, anchor: .bottom) }
                        Button("Tenth") { proxy.scrollTo("m9", anchor: .top) }
                        Button("Nearest") { proxy.scrollTo("m12") }
                    }
                    .frame(height: 20)
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(messages) { message in
                                Text(message.text).frame(width: 100, height: 40).accessibilityIdentifier(message.id)
                            }
                        }
                    }
                    .frame(height: 200)
                }
            }
        }
    }

    /// Where each button leaves its message: the viewport runs from 20 to 220.
    @Test(arguments: [
        ("Last", "m29", 180, 220) as (String, String, CGFloat, CGFloat),  // its bottom on the viewport's bottom
        ("Tenth", "m9", 20.0, 60.0),  // its top on the viewport's top
        ("Nearest", "m12", 180.0, 220.0),  // below the viewport: moved the least that shows it
    ])
    func scrollsToTheElementWithThatID(button: String, message: String, minY: CGFloat, maxY: CGFloat) throws {
        let host = ViewHost(Chat(), in: ProposedViewSize(width: 100, height: 220))
        #expect(host.layout.frame(of: "m0")?.minY == 20)
        try host.tap(button)
        let frame = try #require(host.layout.frame(of: message))
        #expect(frame.minY == minY)
        #expect(frame.maxY == maxY)
    }

    /// A range's elements are their own ids: `scrollTo(25)` finds the 26th row.
    private struct Numbers: View {
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<50) { row in
                            Text("Row \(row)").frame(width: 100, height: 20).accessibilityIdentifier("row \(row)")
                        }
                    }
                }
                .frame(height: 100)
                .onAppear { proxy.scrollTo(25, anchor: .top) }
            }
        }
    }

    @Test func aRangesElementsAreFoundByTheirValue() {
        let host = ViewHost(Numbers(), in: ProposedViewSize(width: 100, height: 100))
        #expect(host.layout.frame(of: "row 25")?.minY == 0)
        #expect(host.layout.frame(of: "row 24")?.minY == -20)
    }
}
