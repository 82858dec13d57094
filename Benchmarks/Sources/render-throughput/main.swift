// render-throughput: previews per second, rendering many screens to PNG at once.
//
//   swift run -c release --package-path Benchmarks render-throughput [COUNT]
//
// Lays out and draws COUNT list screens (default 96) on an iPhone 16 at 3x, first on one
// thread, then with one task per core (Swift concurrency; rendering is safe off the main actor:
// each task has its own layout and Cairo surface, and the shared font caches are locked).
// Prints previews per second for each, and the speed-up.

import Dispatch
import Foundation
import Trellis

/// A screen typical of an app: a title, rows of text with symbols, a card with a shadow.
struct InboxScreen: View {
    let index: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Inbox \(index)").font(.largeTitle.bold())
            ForEach(0..<12) { row in
                HStack(spacing: 12) {
                    Image(systemName: row.isMultiple(of: 2) ? "envelope.fill" : "star")
                        .foregroundStyle(.blue)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Message \(row) on screen \(index)").font(.headline)
                        Text("A line of preview text that is long enough to be cut").font(.subheadline)
                            .foregroundStyle(.secondary).lineLimit(1)
                    }
                    Spacer()
                    Text("9:4\(row % 10)").font(.caption).foregroundStyle(.secondary)
                }
            }
            RoundedRectangle(cornerRadius: 16).fill(Color.blue.gradient).frame(height: 60).shadow(radius: 6, y: 3)
        }
        .padding()
    }
}

func render(_ index: Int) -> Int {
    var environment = EnvironmentValues()
    environment.displayScale = 3
    let layout = ViewLayout(InboxScreen(index: index), on: .iPhone16, environment: environment)
    return PNGRenderer().pngData(layout.displayList())?.count ?? 0
}

func seconds(_ body: () async -> Void) async -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    await body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 96
let cores = ProcessInfo.processInfo.activeProcessorCount
_ = render(0)  // warm the font and glyph caches

let serial = await seconds {
    for index in 0..<count { _ = render(index) }
}
let parallel = await seconds {
    await withTaskGroup(of: Void.self) { group in
        let perTask = (count + cores - 1) / cores
        for task in 0..<cores {
            group.addTask {
                for index in stride(from: task * perTask, to: min(count, (task + 1) * perTask), by: 1) { _ = render(index) }
            }
        }
    }
}
print("render-throughput: \(count) list screens, iPhone 16 at 3x, to PNG")
print(String(format: "1 thread:  %6.1f previews/s", Double(count) / serial))
print(String(format: "%d threads: %6.1f previews/s (%.2fx)", cores, Double(count) / parallel, serial / parallel))
