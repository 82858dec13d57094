// render-bench: times Trellis drawing the comparison scenes to PNG (see Scenes.swift and
// Benchmarks/takumi_scenes.py, which draws the same scenes with Takumi).
//
//   swift run -c release --package-path Benchmarks render-bench [--runs N] [--scale S] [--machine] [SCENE ...]
//   render-bench --profile SCENE --scale S --iterations K     (untimed, for callgrind / perf)
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

@MainActor
struct Scene {
    let name: String
    let render: (CGFloat) -> Data?
    let layout: (CGFloat) -> ViewLayout

    init<V: View>(_ name: String, _ view: V) {
        self.name = name
        render = { scale in
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            return renderer.pngData()
        }
        layout = { scale in
            var environment = EnvironmentValues()
            environment.displayScale = scale
            return ViewLayout(view, in: .unspecified, environment: environment)
        }
    }
}

let scenes = [
    Scene("card", CardScene()), Scene("list/50", ListScene()), Scene("article/20", ArticleScene()),
    Scene("grid/200", GridScene()),
]

var runs = 31
var scales: [CGFloat] = [1, 2]
var machine = false
var filters: [String] = []
var profile: String?
var iterations = 10
var writeDirectory: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
    case "--scale": scales = [CGFloat(Double(arguments.popFirst() ?? "") ?? 1)]
    case "--machine": machine = true
    case "--profile": profile = arguments.popFirst()
    case "--iterations": iterations = Int(arguments.popFirst() ?? "") ?? iterations
    case "--write": writeDirectory = arguments.popFirst()
    case "-h", "--help":
        print("USAGE: render-bench [--runs N] [--scale S] [--machine] [--write DIR] [--profile SCENE --iterations K] [SCENE ...]")
        exit(0)
    default: filters.append(argument)
    }
}
let selected = scenes.filter { scene in filters.isEmpty || filters.contains { scene.name.hasPrefix($0) } }

/// Runs `body` untimed in callgrind's and perf's sight: the toggle is this function's name.
@MainActor @inline(never)
func profiledRender(_ scene: Scene, scale: CGFloat, iterations: Int) {
    for _ in 0..<iterations { _ = scene.render(scale) }
}

if let profile {
    guard let scene = scenes.first(where: { $0.name == profile }) else {
        FileHandle.standardError.write(Data("render-bench: no scene \(profile)\n".utf8))
        exit(2)
    }
    _ = scene.render(scales[0])  // one-off costs: fonts, caches
    profiledRender(scene, scale: scales[0], iterations: iterations)
    exit(0)
}

if let writeDirectory {
    for scene in selected {
        for scale in scales {
            let file = "\(writeDirectory)/\(scene.name.replacingOccurrences(of: "/", with: "-"))@\(Int(scale))x.png"
            try scene.render(scale)!.write(to: URL(fileURLWithPath: file))
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

let header = String(
    format: "%-12@ %5@ %11@ %10@ %10@ %10@ %10@ %10@", "scene" as NSString, "scale" as NSString, "pixels" as NSString,
    "png ms" as NSString, "png cpu" as NSString, "layout" as NSString, "list" as NSString, "draw+enc" as NSString)
FileHandle.standardError.write(Data("# render-bench: ImageRenderer.pngData() per scene, medians of \(runs) runs (ms)\n\(header)\n".utf8))
for scene in selected {
    for scale in scales {
        guard let png = scene.render(scale) else { continue }
        let layout = scene.layout(scale)
        let pixels = "\(Int((layout.size.width * scale).rounded()))x\(Int((layout.size.height * scale).rounded()))"
        let total = time { _ = scene.render(scale) }
        let layoutTime = time { _ = scene.layout(scale) }
        let listTime = time { _ = layout.displayList() }
        let list = layout.displayList()
        let drawTime = time { _ = PNGRenderer().pngData(list) }
        let line = String(
            format: "%-12@ %5.0f %11@ %10.3f %10.3f %10.3f %10.3f %10.3f", scene.name as NSString, Double(scale),
            pixels as NSString, total.wall, total.cpu, layoutTime.cpu, listTime.cpu, drawTime.cpu)
        FileHandle.standardError.write(Data((line + "\n").utf8))
        if machine {
            print(
                "RESULT scene=\(scene.name) scale=\(Int(scale)) pixels=\(pixels) bytes=\(png.count) png_ms=\(field(total.wall)) "
                    + "png_cpu_ms=\(field(total.cpu)) layout_ms=\(field(layoutTime.wall)) layout_cpu_ms=\(field(layoutTime.cpu)) "
                    + "list_cpu_ms=\(field(listTime.cpu)) draw_cpu_ms=\(field(drawTime.cpu))")
        }
    }
}
