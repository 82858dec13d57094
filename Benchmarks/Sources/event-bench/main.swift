// event-bench: from an event to the new picture, on a screen of a 200-row list.
//
//   swift run -c release --package-path Benchmarks event-bench [EVENTS]
//
// Hosts a to-do screen (a NavigationStack with a List of 200 rows, each a Toggle with its own
// @State, and a header counting the done rows through a binding) in a ViewHost on an iPhone 17,
// then taps EVENTS rows (default 100) one after another, timing each step from the tap to the
// new picture: the event and the update (bodies evaluated again, layout), the display list, and
// the picture as SVG (what `trellis serve` sends) and as PNG at 3x. It prints the median and the
// 90th percentile of each, and how many bodies each update evaluated against how many read the
// state the tap changed (the dependants: what an update evaluating only those would evaluate).

import Dispatch
import Foundation
import Trellis

/// One row: its own state, as a to-do row keeps whether it is done.
struct TaskRow: View {
    let index: Int
    @Binding var doneCount: Int
    @State private var done = false

    var body: some View {
        Toggle("Task \(index)", isOn: Binding(get: { done }, set: { done = $0; doneCount += $0 ? 1 : -1 }))
    }
}

struct TaskScreen: View {
    @State private var doneCount = 0

    var body: some View {
        NavigationStack {
            List {
                Section("\(doneCount) done") {
                    ForEach(0..<200, id: \.self) { TaskRow(index: $0, doneCount: $doneCount) }
                }
            }
            .navigationTitle("Tasks")
        }
    }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func milliseconds(_ from: UInt64, _ to: UInt64) -> Double { Double(to - from) / 1e6 }

let events = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100
var environment = EnvironmentValues()
environment.displayScale = 3

let created = now()
let host = ViewHost(TaskScreen(), on: .iPhone17, environment: environment)
let firstPicture = PNGRenderer().pngData(host.layout.displayList(canvas: .window))
let firstMs = milliseconds(created, now())
guard firstPicture != nil else { fatalError("the screen drew nothing") }

// The rows on screen, by their titles' frames (a toggle acts on a tap anywhere on its row).
let rows = host.layout.placedViews.filter { ($0.text ?? "").hasPrefix("Task ") && $0.frame.maxY < 874 - 34 }.map(\.frame)
guard !rows.isEmpty else { fatalError("no row is on screen") }

var update: [Double] = [], list: [Double] = [], svg: [Double] = [], png: [Double] = [], total: [Double] = []
var evaluated: [Int] = [], dependants: [Int] = []
for event in 0..<events {
    let row = rows[event % rows.count]
    let start = now()
    let outcome = try host.tap(at: CGPoint(x: row.midX, y: row.midY))
    let updated = now()
    guard case .tapped = outcome else { fatalError("the tap at row \(event % rows.count) did nothing: \(outcome)") }
    let displayList = host.layout.displayList(canvas: .window)
    let listed = now()
    let picture = SVGRenderer().svg(displayList)
    let drawnSVG = now()
    let pixels = PNGRenderer().pngData(displayList)
    let drawnPNG = now()
    precondition(!picture.isEmpty && pixels != nil)
    update.append(milliseconds(start, updated))
    list.append(milliseconds(updated, listed))
    svg.append(milliseconds(listed, drawnSVG))
    png.append(milliseconds(drawnSVG, drawnPNG))
    total.append(milliseconds(start, drawnSVG))
    evaluated.append(host.bodyEvaluations)
    dependants.append(host.invalidatedBodies)
}

func summary(_ values: [Double]) -> String {
    let sorted = values.sorted()
    let median = sorted[sorted.count / 2]
    let p90 = sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
    return String(format: "median %7.2f ms, p90 %7.2f ms", median, p90)
}

print("event-bench: \(events) taps on a 200-row to-do list (NavigationStack, List, Toggle rows), iPhone 17 at 3x")
print(String(format: "first picture (host, layout, PNG):    %7.2f ms", firstMs))
print("tap → update (resolve, layout):       " + summary(update))
print("display list:                          " + summary(list))
print("SVG (what trellis serve sends):        " + summary(svg))
print("PNG at 3x:                             " + summary(png))
print("tap → new SVG picture:                 " + summary(total))
print("bodies evaluated per update:           \(evaluated.min()!)…\(evaluated.max()!)")
print("of which read the changed state:       \(dependants.min()!)…\(dependants.max()!)")
