import Combine
import Foundation

// A model that imports Foundation and Combine only, as app models do (a file of its own: the
// test file imports SwiftUI, which re-exports Combine).
final class CombineUseTimer: ObservableObject {
    @Published var secondsElapsed = 0
    @Published var speaker = ""
    private var subscriptions: Set<AnyCancellable> = []
    private(set) var seen: [String] = []

    init() {
        // `combineLatest` is one of the operators the stand-in adds to OpenCombine.
        $secondsElapsed.combineLatest($speaker)
            .map { "\($1) \($0)" }
            .sink { [unowned self] in seen.append($0) }
            .store(in: &subscriptions)
    }
}
