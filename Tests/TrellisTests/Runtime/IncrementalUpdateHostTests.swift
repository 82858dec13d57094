import Observation
import Testing
import Trellis

/// The bodies evaluated, in order, by the views holding it (a reference: the views holding it
/// are the same values from one update to the next).
private final class BodyLog {
    var evaluated: [String] = []

    func record(_ name: String) -> Bool {
        evaluated.append(name)
        return true
    }

    /// The bodies evaluated by `action`.
    func during(_ action: () throws -> Void) rethrows -> [String] {
        evaluated = []
        try action()
        return evaluated
    }
}

private struct Leaf: View {
    let name: String
    let log: BodyLog

    var body: some View {
        let _ = log.record(name)
        Text(name)
    }
}

/// A parent whose write makes one child's value different and leaves the other's alone.
private struct Parent: View {
    let log: BodyLog
    @State private var count = 0

    var body: some View {
        let _ = log.record("parent")
        VStack {
            Leaf(name: "fixed", log: log)
            Leaf(name: "count \(count)", log: log)
            Button("Count") { count += 1 }
        }
    }
}

private struct ToneKey: EnvironmentKey {
    static let defaultValue = "soft"
}

extension EnvironmentValues {
    fileprivate var tone: String {
        get { self[ToneKey.self] }
        set { self[ToneKey.self] = newValue }
    }
}

private struct ToneReader: View {
    let log: BodyLog
    @Environment(\.tone) private var tone

    var body: some View {
        let _ = log.record("reader")
        Text("tone \(tone)").accessibilityIdentifier("tone")
    }
}

/// A parent setting an environment value from its state: it changes on the second tap.
private struct ToneSetter: View {
    let log: BodyLog
    @State private var taps = 0

    var body: some View {
        VStack {
            ToneReader(log: log).environment(\.tone, taps >= 2 ? "loud" : "soft")
            Button("Tap \(taps)") { taps += 1 }
        }
    }
}

/// A child given a binding its body only writes, and one whose body reads it.
private struct Writer: View {
    let log: BodyLog
    @Binding var value: Int

    var body: some View {
        let _ = log.record("writer")
        Button("Add") { value += 1 }
    }
}

private struct Shower: View {
    let log: BodyLog
    @Binding var value: Int

    var body: some View {
        let _ = log.record("shower")
        Text("value \(value)").accessibilityIdentifier("value")
    }
}

/// The value is read by `Shower` alone; `other` by the parent.
private struct Bound: View {
    let log: BodyLog
    let shows: Bool
    @State private var value = 0
    @State private var other = 0

    var body: some View {
        let _ = log.record("parent")
        VStack {
            Writer(log: log, value: $value)
            if shows { Shower(log: log, value: $value) }
            Button("Other \(other)") { other += 1 }
        }
    }
}

@Observable
private final class Pair {
    var first = 0
    var second = 0
}

private struct FirstReader: View {
    let pair: Pair
    let log: BodyLog

    var body: some View {
        let _ = log.record("first")
        Text("first \(pair.first)").accessibilityIdentifier("first")
    }
}

private struct SecondReader: View {
    let pair: Pair
    let log: BodyLog

    var body: some View {
        let _ = log.record("second")
        Text("second \(pair.second)").accessibilityIdentifier("second")
    }
}

private final class Score: ObservableObject {
    @Published var points = 0
}

private struct ScoreView: View {
    @ObservedObject var score: Score
    let log: BodyLog

    var body: some View {
        let _ = log.record("score")
        Text("points \(score.points)").accessibilityIdentifier("points")
    }
}

@Suite("ViewHost: an update evaluates only the bodies that depend on what changed")
struct IncrementalUpdateHostTests {
    @Test func aChildGivenTheSameValueIsNotEvaluatedAgain() throws {
        let log = BodyLog()
        let host = ViewHost(Parent(log: log))
        #expect(log.evaluated == ["parent", "fixed", "count 0"])
        #expect(try log.during { try host.tap("Count") } == ["parent", "count 1"])
        #expect(try log.during { try host.tap("Count") } == ["parent", "count 2"])
        #expect(host.texts.contains("fixed") && host.texts.contains("count 2"))
    }

    @Test func aReaderOfAnEnvironmentValueIsEvaluatedWhenTheValueChanges() throws {
        let log = BodyLog()
        let host = ViewHost(ToneSetter(log: log))
        #expect(log.evaluated == ["reader"])
        // The first tap leaves the tone alone, the second changes it.
        #expect(try log.during { try host.tap("Tap 0") } == [])
        #expect(host.text(of: "tone") == "tone soft")
        #expect(try log.during { try host.tap("Tap 1") } == ["reader"])
        #expect(host.text(of: "tone") == "tone loud")
    }

    /// A binding to the same state is the same binding: a child that only writes through it
    /// is not evaluated again when the value changes, and its action keeps working.
    @Test func aChildOnlyWritingABindingIsNotEvaluatedAgain() throws {
        let log = BodyLog()
        let host = ViewHost(Bound(log: log, shows: true))
        #expect(try log.during { try host.tap("Add") } == ["shower"])
        #expect(try log.during { try host.tap("Add") } == ["shower"])
        #expect(host.text(of: "value") == "value 2")
    }

    /// A reused body's reads are kept: after an update that reused `Shower`, a write to the
    /// value it read still finds it.
    @Test func aReusedBodyStillDependsOnWhatItRead() throws {
        let log = BodyLog()
        let host = ViewHost(Bound(log: log, shows: true))
        #expect(try log.during { try host.tap("Other 0") } == ["parent"])
        #expect(host.invalidatedBodies == 1)
        #expect(try log.during { try host.tap("Add") } == ["shower"])
        #expect(host.invalidatedBodies == 1)
        #expect(host.text(of: "value") == "value 1")
    }

    /// A write no body read (the writer does not show the value) makes no update at all.
    @Test func aWriteNoBodyReadEvaluatesNothing() throws {
        let log = BodyLog()
        let host = ViewHost(Bound(log: log, shows: false))
        let updates = host.updateCount
        #expect(try log.during { try host.tap("Add") } == [])
        #expect(host.updateCount == updates)
    }

    @Test func anObservableModelInvalidatesOnlyTheBodiesThatReadTheProperty() throws {
        let log = BodyLog()
        let pair = Pair()
        let host = ViewHost(VStack { FirstReader(pair: pair, log: log); SecondReader(pair: pair, log: log) })
        pair.second = 5
        #expect(try log.during { try host.updateIfNeeded() } == ["second"])
        #expect(host.invalidatedBodies == 1)
        #expect(host.text(of: "second") == "second 5" && host.text(of: "first") == "first 0")
        pair.first = 7
        #expect(try log.during { try host.updateIfNeeded() } == ["first"])
        #expect(host.text(of: "first") == "first 7")
    }

    @Test func anObservableObjectInvalidatesTheBodiesHoldingIt() throws {
        let log = BodyLog()
        let score = Score()
        let host = ViewHost(VStack { ScoreView(score: score, log: log); Leaf(name: "other", log: log) })
        score.points = 3
        #expect(try log.during { try host.updateIfNeeded() } == ["score"])
        #expect(host.text(of: "points") == "points 3")
    }
}

/// A row keeping its own state and counting into its screen's, as event-bench's rows do.
private struct TaskRow: View {
    let index: Int
    @Binding var doneCount: Int
    @State private var done = false

    var body: some View {
        Toggle("Task \(index)", isOn: Binding(get: { done }, set: { done = $0; doneCount += $0 ? 1 : -1 }))
    }
}

private struct TaskScreen: View {
    @State private var doneCount = 0

    var body: some View {
        NavigationStack {
            List {
                Section("\(doneCount) done") {
                    ForEach(0..<20, id: \.self) { TaskRow(index: $0, doneCount: $doneCount) }
                }
            }
            .navigationTitle("Tasks")
        }
    }
}

@Suite("ViewHost: incremental updates of a list screen")
struct IncrementalListHostTests {
    @Test func aRowsToggleReevaluatesTheScreenAndThatRowOnly() throws {
        let host = ViewHost(TaskScreen(), on: .iPhone17)
        let first = host.bodyEvaluations
        try host.tap("Task 3")
        try host.tap("Task 5")
        try host.tap("Task 3")
        #expect(host.texts.contains("1 done"))
        #expect(first > 20)
        #expect(host.bodyEvaluations < first)
    }
}

@Observable
private final class Radio {
    var isOn = false
}

/// A toggle bound to a model's property through `@Bindable`: no body of the user's reads it.
private struct RadioView: View {
    @Bindable var radio: Radio

    var body: some View {
        Toggle("Wi-Fi", isOn: $radio.isOn)
    }
}

@Suite("ViewHost: a control bound to an observable model")
struct BindableControlHostTests {
    /// The switch's own body reads the property through the binding, so Observation tracks it:
    /// a tap (or code) changing it updates the view.
    @Test func aToggleOnAModelPropertyUpdatesWhenItChanges() throws {
        let radio = Radio()
        let host = ViewHost(RadioView(radio: radio))
        let updates = host.updateCount
        try host.tap("Wi-Fi")
        #expect(radio.isOn)
        #expect(host.updateCount == updates + 1)
        #expect(host.invalidatedBodies >= 1)
        radio.isOn = false
        try host.updateIfNeeded()
        #expect(host.updateCount == updates + 2)
    }
}
