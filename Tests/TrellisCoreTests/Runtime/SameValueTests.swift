@testable import TrellisCore
import Testing

/// A view value as a parent's body makes it: a plain value, kept state, a binding, a closure.
private struct Row: View {
    let title: String
    let count: Int
    @State private var isOn = false
    @Binding var selection: Int
    var body: some View { Text(title) }
}

private struct Labelled: View {
    let label: AnyView
    var body: some View { label }
}

private struct WithAction: View {
    let action: () -> Void
    var body: some View { Text("x") }
}

/// The values a parent's update hands its children, and whether they count as the same: the
/// rule that lets an update reuse a child's body.
@Suite("SameValue: when a view value made again is the one made last time")
struct SameValueTests {
    @Test(arguments: [
        ("Rows", 1, "Rows", 1, true),
        ("Rows", 1, "Rows", 2, false),
        ("Rows", 1, "Chores", 1, false),
    ])
    func plainFieldsCompareByValue(title: String, count: Int, otherTitle: String, otherCount: Int, same: Bool) {
        let binding = Binding.constant(0)
        // Strings made at run time: equal, with different storage.
        let first = Row(title: String(title.reversed().reversed()), count: count, selection: binding)
        let second = Row(title: String(otherTitle.reversed().reversed()), count: otherCount, selection: binding)
        #expect(SameValue.isSame(first, second) == same)
    }

    @Test func keptStateIsNotPartOfTheValue() {
        let binding = Binding.constant(0)
        // Each value has its own fresh `@State` storage; the runtime keeps the value elsewhere.
        #expect(SameValue.isSame(Row(title: "a", count: 1, selection: binding), Row(title: "a", count: 1, selection: binding)))
    }

    @Test func bindingsToTheSameStateAreTheSame() {
        let state = State(wrappedValue: 3)
        let other = State(wrappedValue: 3)
        // Each projection makes new closures; the state they lead to is what counts.
        #expect(SameValue.isSame(Row(title: "a", count: 1, selection: state.projectedValue), Row(title: "a", count: 1, selection: state.projectedValue)))
        #expect(!SameValue.isSame(Row(title: "a", count: 1, selection: state.projectedValue), Row(title: "a", count: 1, selection: other.projectedValue)))
    }

    /// Closures are compared by their code and what they captured: over the same variable they
    /// are the same, over a variable made again (a parent's body run again) they differ.
    @Test func closuresCompareByWhatTheyCaptured() {
        var stored = 0
        let overStored = { Binding(get: { stored }, set: { stored = $0 }) }
        #expect(SameValue.isSame(Row(title: "a", count: 1, selection: overStored()), Row(title: "a", count: 1, selection: overStored())))
        func overNew() -> Binding<Int> {
            var local = 0
            return Binding(get: { local }, set: { local = $0 })
        }
        #expect(!SameValue.isSame(Row(title: "a", count: 1, selection: overNew()), Row(title: "a", count: 1, selection: overNew())))
        let action = { stored += 1 }
        #expect(SameValue.isSame(WithAction(action: action), WithAction(action: action)))
        #expect(!SameValue.isSame(WithAction(action: { stored += 1 }), WithAction(action: { stored += 2 })))
    }

    @Test func typeErasedViewsCompareByWhatTheyHold() {
        #expect(SameValue.isSame(Labelled(label: AnyView(Text("Title"))), Labelled(label: AnyView(Text("Title")))))
        #expect(!SameValue.isSame(Labelled(label: AnyView(Text("Title"))), Labelled(label: AnyView(Text("Other")))))
        #expect(!SameValue.isSame(Labelled(label: AnyView(Text("Title"))), Labelled(label: AnyView(Color.red))))
    }

    @Test func environmentsCompareEntryByEntry() {
        var first = EnvironmentValues()
        first.dynamicTypeSize = .xLarge
        var second = EnvironmentValues()
        second.dynamicTypeSize = .xLarge
        #expect(SameValue.isSame(first, second))
        second.dynamicTypeSize = .large
        #expect(!SameValue.isSame(first, second))
    }
}
