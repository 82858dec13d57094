import Foundation
import Testing
import Trellis

// Compile fixtures: Combine as SwiftUI apps use it, with `import Trellis` alone (SwiftUI
// re-exports Combine; on Linux Trellis re-exports OpenCombine). Values flow as in an app up to
// the first frame: subscriptions made in an init run, schedulers' later work never does.

/// A search screen's view model: a debounced query, results, and an event stream.
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    @Published var isSearching = false
    @Published var queryLength = 0
    let selection = PassthroughSubject<String, Never>()
    let pageSize = CurrentValueSubject<Int, Never>(20)
    private var cancellables = Set<AnyCancellable>()

    var resultsPublisher: AnyPublisher<[String], Never> { $results.eraseToAnyPublisher() }

    init(query: String = "") {
        self.query = query
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] query in self?.results = ["\(query) 1", "\(query) 2"] }
            .store(in: &cancellables)
        $query.map(\.count).assign(to: &$queryLength)
        selection
            .sink { [weak self] in self?.query = $0 }
            .store(in: &cancellables)
        pageSize
            .combineLatest($query)
            .map { size, query in !query.isEmpty && size > 0 }
            .assign(to: \.isSearching, on: self)
            .store(in: &cancellables)
    }

    func reload() {
        objectWillChange.send()
    }
}

/// A model whose timer counts (from the second second: never in a picture).
final class ClockModel: ObservableObject {
    @Published private(set) var ticks = 0
    private var timer: AnyCancellable?

    init() {
        timer = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.ticks += 1 }
    }
}

/// A form's model: validity from two fields, as Combine code writes it.
final class SignUpModel: ObservableObject {
    @Published var email = "ada@example.com"
    @Published var password = ""
    @Published private(set) var isValid = false
    @Published private(set) var message = ""

    init() {
        Publishers.CombineLatest($email, $password)
            .map { email, password in email.contains("@") && password.count >= 8 }
            .assign(to: &$isValid)
        $email.merge(with: $password.map { _ in "password" })
            .map { "changed: \($0)" }
            .assign(to: &$message)
    }
}

/// A model isolated to the main actor, as Swift 6 code writes view models.
@MainActor final class ProfileModel: ObservableObject {
    @Published var name = "Ada"
    let saves = PassthroughSubject<Void, Never>()
    private var cancellables: Set<AnyCancellable> = []

    init() {
        saves.sink { [weak self] in self?.name += "!" }.store(in: &cancellables)
    }
}

private struct SearchScreen: View {
    @StateObject private var model = SearchViewModel(query: "tea")
    @StateObject private var clock = ClockModel()
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Search", text: $model.query)
            Text("Ticks: \(clock.ticks)")
            ResultList(model: model)
        }
        .onReceive(model.$results) { count = $0.count }
        .onReceive(model.selection) { _ in count = 0 }
        .onReceive(model.resultsPublisher.map(\.count)) { count = $0 }
        .onReceive(Just(1).delay(for: .seconds(1), scheduler: DispatchQueue.main)) { count = $0 }
    }
}

private struct ResultList: View {
    @ObservedObject var model: SearchViewModel

    var body: some View {
        ForEach(model.results, id: \.self) { Text($0) }
        Text("\(model.queryLength) characters")
    }
}

private struct PlainSearchScreen: View {
    @State private var query = "tea"

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Search", text: $query)
            Text("Ticks: 0")
            Text("3 characters")
        }
    }
}

@MainActor
@Suite struct CombineFixtureTests {
    @Test func aViewModelWithPublishersLaysOutAsTheSameViewsWithout() {
        let layout = lay(SearchScreen(), 390, 844)
        let plain = lay(PlainSearchScreen(), 390, 844)
        // The debounce's timer never fires before the first frame: no results yet.
        #expect(layout.placedViews.compactMap(\.text) == ["tea", "Ticks: 0", "3 characters"])
        #expect(layout.placedViews.map(\.frame) == plain.placedViews.map(\.frame))
    }

    @Test func publishedValuesFlowToSubscribersAtOnce() {
        let model = SearchViewModel()
        var changes = 0
        let observation = model.objectWillChange.sink { changes += 1 }
        model.selection.send("green tea")
        #expect(model.query == "green tea")
        #expect(model.queryLength == 9)
        #expect(model.isSearching)
        model.pageSize.value = 0
        #expect(!model.isSearching)
        model.reload()
        #expect(changes >= 2)
        observation.cancel()
    }

    @Test func subjectsAndJustDeliverSynchronously() {
        var received: [Int] = []
        let subject = CurrentValueSubject<Int, Never>(1)
        let subscription = subject.sink { received.append($0) }
        subject.send(2)
        _ = Just(3).sink { received.append($0) }
        #expect(received == [1, 2, 3])
        #expect(subject.value == 2)
        subscription.cancel()
        subject.send(4)
        #expect(received == [1, 2, 3])
    }

    @Test func mergeAndCombineLatestPublishTheLatestValues() {
        let model = SignUpModel()
        #expect(!model.isValid)
        #expect(model.message == "changed: password")
        model.password = "correct horse"
        #expect(model.isValid)
        model.email = "nobody"
        #expect(!model.isValid)
        #expect(model.message == "changed: nobody")

        var triples: [String] = []
        let a = PassthroughSubject<Int, Never>(), b = CurrentValueSubject<String, Never>("x"), c = Just(true)
        let subscription = a.combineLatest(b, c).sink { triples.append("\($0)\($1)\($2)") }
        a.send(1)
        b.send("y")
        #expect(triples == ["1xtrue", "1ytrue"])
        subscription.cancel()

        var merged: [Int] = []
        _ = Publishers.MergeMany(Just(1), Just(2), Just(3)).collect().sink { merged = $0 }
        #expect(merged == [1, 2, 3])
    }

    @Test func mainActorModelsPublish() {
        let model = ProfileModel()
        var changes = 0
        let observation = model.objectWillChange.sink { changes += 1 }
        model.saves.send()
        #expect(model.name == "Ada!")
        #expect(changes == 1)
        observation.cancel()
    }

    @Test func environmentObjectsAcceptCombineModels() {
        struct Reader: View {
            @EnvironmentObject var model: SearchViewModel
            var body: some View { Text(model.query) }
        }
        let layout = lay(Reader().environmentObject(SearchViewModel(query: "oolong")), nil, nil)
        #expect(layout.placedViews.compactMap(\.text) == ["oolong"])
    }
}
