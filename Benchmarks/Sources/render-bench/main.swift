// render-bench: times Trellis drawing the comparison scenes to PNG (see Scenes.swift and
// Benchmarks/takumi_scenes.py, which draws the same scenes with Takumi).
//
//   swift run -c release --package-path Benchmarks render-bench [--runs N] [--scale S] [--machine] [SCENE ...]
//   render-bench --profile SCENE --scale S --iterations K [--fresh]   (untimed, for callgrind / perf;
//                                                             --fresh: new texts every time)
//   render-bench --write DIR                                   (writes each scene's PNG, to look at)
//
// Per scene and scale: `ImageRenderer(content:).pngData()` (layout, display list, drawing and
// PNG encoding: what a user calls), median of --runs after one warm-up, in wall and process CPU
// time; and the parts: a `ViewLayout` alone (what Takumi's measure does), the display list, and
// `PNGRenderer.pngData` (drawing and encoding).

#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Trellis
import TrellisBenchSupport

/// A scene, drawn with its standard texts (tag "") or with a tag appended to each text.
@MainActor
struct Scene {
    let name: String
    let render: (CGFloat, String) -> Data?
    let layout: (CGFloat, String) -> ViewLayout

    init<V: View>(_ name: String, _ view: @escaping (String) -> V) {
        self.name = name
        render = { scale, tag in
            let renderer = ImageRenderer(content: view(tag))
            renderer.scale = scale
            return renderer.pngData()
        }
        layout = { scale, tag in
            var environment = EnvironmentValues()
            environment.displayScale = scale
            return ViewLayout(view(tag), in: .unspecified, environment: environment)
        }
    }
}

let scenes = [
    Scene("card") { CardScene(tag: $0) }, Scene("list/50") { ListScene(tag: $0) },
    Scene("article/20") { ArticleScene(tag: $0) }, Scene("grid/200") { GridScene(tag: $0) },
]

/// A tag no text had before: " 1", " 2", … (fresh-text runs).
var tags = 0
@MainActor func freshTag() -> String {
    tags += 1
    return " \(tags)"
}

var runs = 31
var scales: [CGFloat] = [1, 2]
var machine = false
var filters: [String] = []
var profile: String?
var iterations = 10
var writeDirectory: String?
var profileFresh = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
    case "--scale": scales = [CGFloat(Double(arguments.popFirst() ?? "") ?? 1)]
    case "--machine": machine = true
    case "--profile": profile = arguments.popFirst()
    case "--iterations": iterations = Int(arguments.popFirst() ?? "") ?? iterations
    case "--write": writeDirectory = arguments.popFirst()
    case "--fresh": profileFresh = true
    case "-h", "--help":
        print("USAGE: render-bench [--runs N] [--scale S] [--machine] [--write DIR] [--profile SCENE --iterations K [--fresh]] [SCENE ...]")
        exit(0)
    default: filters.append(argument)
    }
}
let selected = scenes.filter { scene in filters.isEmpty || filters.contains { scene.name.hasPrefix($0) } }

/// Runs `body` untimed in callgrind's and perf's sight: the toggle is this function's name.
@MainActor @inline(never)
func profiledRender(_ scene: Scene, scale: CGFloat, iterations: Int) {
    for _ in 0..<iterations { _ = scene.render(scale, profileFresh ? freshTag() : "") }
}

if let profile {
    guard let scene = scenes.first(where: { $0.name == profile }) else {
        FileHandle.standardError.write(Data("render-bench: no scene \(profile)\n".utf8))
        exit(2)
    }
    _ = scene.render(scales[0], "")  // one-off costs: fonts, caches
    profiledRender(scene, scale: scales[0], iterations: iterations)
    exit(0)
}

if let writeDirectory {
    for scene in selected {
        for scale in scales {
            let file = "\(writeDirectory)/\(scene.name.replacingOccurrences(of: "/", with: "-"))@\(Int(scale))x.png"
            try scene.render(scale, "")!.write(to: URL(fileURLWithPath: file))
            print(file)
        }
    }
    exit(0)
}

/// Medians of `runs` calls of `body` after one warm-up: (wall ms, CPU ms).
@MainActor func time(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    body()
    var walls: [Double] = [], cpus: [Double] = []
    for _ in 0..<runs {
        let wall = nowNanoseconds(), cpu = cpuNanoseconds()
        body()
        cpus.append(Double(cpuNanoseconds() - cpu) / 1e6)
        walls.append(Double(nowNanoseconds() - wall) / 1e6)
    }
    return (median(walls), median(cpus))
}

func field(_ value: Double) -> String { String(format: "%.4f", value) }

/// Pads `text` to `width` characters (negative: on the right).
func padded(_ text: String, _ width: Int) -> String {
    let fill = String(repeating: " ", count: max(0, abs(width) - text.count))
    return width < 0 ? text + fill : fill + text
}

FileHandle.standardError.write(Data((
    "# render-bench: ImageRenderer.pngData() per scene, medians of \(runs) runs after a warm-up, ms (CPU but png ms);\n"
        + "# fresh: every text new to the text engine's layout cache (a new number appended)\n"
        + ["scene", "scale", "pixels", "png ms", "png cpu", "fresh cpu", "layout", "fresh lay", "list", "draw+enc"].enumerated().map {
            padded($1, $0 == 0 ? -12 : $0 == 2 ? 11 : $0 == 1 ? 5 : 10)
        }.joined(separator: " ") + "\n").utf8))
for scene in selected {
    for scale in scales {
        guard let png = scene.render(scale, "") else { continue }
        let layout = scene.layout(scale, "")
        let pixels = "\(Int((layout.size.width * scale).rounded()))x\(Int((layout.size.height * scale).rounded()))"
        let total = time { _ = scene.render(scale, "") }
        let fresh = time { _ = scene.render(scale, freshTag()) }
        let layoutTime = time { _ = scene.layout(scale, "") }
        let freshLayout = time { _ = scene.layout(scale, freshTag()) }
        let listTime = time { _ = layout.displayList() }
        let list = layout.displayList()
        let drawTime = time { _ = PNGRenderer().pngData(list) }
        let cells = [scene.name, String(format: "%.0f", Double(scale)), pixels] + [
            total.wall, total.cpu, fresh.cpu, layoutTime.cpu, freshLayout.cpu, listTime.cpu, drawTime.cpu,
        ].map { String(format: "%.3f", $0) }
        let line = cells.enumerated().map { padded($1, $0 == 0 ? -12 : $0 == 2 ? 11 : $0 == 1 ? 5 : 10) }.joined(separator: " ")
        FileHandle.standardError.write(Data((line + "\n").utf8))
        if machine {
            print(
                "RESULT scene=\(scene.name) scale=\(Int(scale)) pixels=\(pixels) bytes=\(png.count) png_ms=\(field(total.wall)) "
                    + "png_cpu_ms=\(field(total.cpu)) fresh_png_cpu_ms=\(field(fresh.cpu)) layout_ms=\(field(layoutTime.wall)) "
                    + "layout_cpu_ms=\(field(layoutTime.cpu)) fresh_layout_cpu_ms=\(field(freshLayout.cpu)) "
                    + "list_cpu_ms=\(field(listTime.cpu)) draw_cpu_ms=\(field(drawTime.cpu))")
        }
    }
}
