// trellis-bench: times Trellis's layout of the benchmark trees.
//
//   swift run -c release --package-path Benchmarks trellis-bench [options] [TREE ...]
//
// See `--help` and docs/performance.md.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Trellis
import TrellisBenchSupport

let usage = """
    USAGE: trellis-bench [options] [TREE ...]

    Builds each benchmark tree (SwiftUI code against `import Trellis`), lays it out
    with `ViewLayout(view, in: 1000x1000)` and prints, per tree: nodes, view build
    time, layout time (median of --runs fresh trees, wall and CPU), ns/node, nodes/s,
    relayout at the same proposal and at a new width, and the root size; with
    --memory, peak RSS instead.

    TREE            a tree name (wide/1000, deep/100, grid/316x316, nested/10, ...) or
                    any part of names (wide, deep/1000, nested); default: all trees.
                    An exact name selects just that tree (deep/100 is not deep/1000).
    --runs N        timed runs per tree after one warm-up (default 11)
    --min-seconds S keep taking runs of a fast tree until S seconds (default 0.5;
                    at most 50 x --runs)
    --max-seconds S stop a tree's runs after S seconds once it has 3 (default 10)
    --relayout-seconds S  time spent on each relayout measurement (default 1)
    --nested-cutoff S     skip the deeper nested/D trees once one nested layout
                    takes longer than S seconds (default 5)
    --skip TREE     leave out trees matched like TREE (repeatable)
    --machine       also print one `RESULT key=value ...` line per tree on stdout;
                    the human-readable table then goes to stderr
    --memory        only build + lay out each tree once and report its peak RSS
                    (run one tree per process for a clean number)
    --profile TREE  build TREE once, then run ViewLayout on it --iterations times,
                    untimed, and exit: for callgrind (see Benchmarks/callgrind.sh)
    --profile-relayout TREE  same, but --iterations relayouts at new widths
    --profile-layout-only TREE  same, but --iterations layouts of the resolved tree
                    (discardCachedSizes + relayout at the same proposal)
    --iterations K  layouts or relayouts in profile mode (default 3)
    --scaling       only the large-tree measure: wide/100000 vs wide/10000 and
                    grid/316x316 vs grid/100x100 laid out alone, timed in pairs
                    back to back (--scaling-rounds R, default 15), on one processor;
                    prints each pair's cost per node, big over small, per round
    --scaling-rounds R  rounds of --scaling (default 15)
    --list          list the trees and exit
    -h, --help      this text
    """

/// Writes a line straight to a file descriptor: unbuffered, so nothing printed
/// is lost if a tree crashes the process (deep/10000 is a crash test).
func writeLine(_ line: String, to fd: Int32) {
    var bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
        if n <= 0 { return }
        offset += n
    }
}

func fail(_ message: String) -> Never {
    writeLine("trellis-bench: \(message)", to: 2)
    exit(2)
}

// MARK: - Arguments

var config = RunConfig()
var filters: [String] = []
var skips: [String] = []
var machine = false
var listOnly = false
var profileTree: String?
var profileRelayout = false
var profileLayoutOnly = false
var iterations = 3
var nestedCutoff = 5.0
var scalingOnly = false
var scalingRounds = 15

do {
    var args = CommandLine.arguments.dropFirst()
    func value(_ option: String) -> String {
        guard let v = args.popFirst() else { fail("\(option) needs a value") }
        return v
    }
    func number(_ option: String) -> Double {
        let v = value(option)
        guard let d = Double(v), d >= 0 else { fail("\(option): not a number: \(v)") }
        return d
    }
    while let arg = args.popFirst() {
        switch arg {
        case "-h", "--help": writeLine(usage, to: 1); exit(0)
        case "--runs": config.runs = max(1, Int(number(arg)))
        case "--max-seconds": config.maxSeconds = number(arg)
        case "--min-seconds": config.minSeconds = number(arg)
        case "--relayout-seconds": config.relayoutSeconds = number(arg)
        case "--nested-cutoff": nestedCutoff = number(arg)
        case "--skip": skips.append(value(arg))
        case "--machine": machine = true
        case "--memory": config.memoryOnly = true
        case "--profile": profileTree = value(arg)
        case "--profile-relayout": profileTree = value(arg); profileRelayout = true
        case "--profile-layout-only": profileTree = value(arg); profileLayoutOnly = true
        case "--iterations": iterations = max(1, Int(number(arg)))
        case "--list": listOnly = true
        case "--scaling": scalingOnly = true
        case "--scaling-rounds": scalingRounds = max(1, Int(number(arg)))
        default:
            if arg.hasPrefix("-") { fail("unknown option \(arg) (see --help)") }
            filters.append(arg)
        }
    }
}

/// Trees matched by `pattern`: the one with exactly that name, else all whose name contains it.
@MainActor
func matching(_ pattern: String, in trees: [BenchTree]) -> [BenchTree] {
    let exact = trees.filter { $0.name == pattern }
    return exact.isEmpty ? trees.filter { $0.name.contains(pattern) } : exact
}

let catalog = allTrees()
if listOnly {
    for tree in catalog {
        writeLine("\(padRight(tree.name, 14)) \(padLeft(String(tree.nodes), 7)) nodes\(tree.compared ? "  (compared with Taffy)" : "")", to: 1)
    }
    exit(0)
}

// MARK: - Profile mode

if let name = profileTree {
    guard let tree = catalog.first(where: { $0.name == name }) else { fail("no tree named \(name) (see --list)") }
    let proposal = tree.proposal
    let prepared = tree.prepare(proposal)
    var layout = profiledLayout(prepared)
    if profileRelayout {
        for i in 0..<iterations {
            profiledRelayout(layout, makeProposal(width: 800 + 0.125 * Double(i), height: tree.proposedHeight))
        }
    } else if profileLayoutOnly {
        for _ in 0..<iterations {
            profiledLayoutOnly(layout, proposal)
        }
    } else {
        for _ in 1..<max(iterations, 1) {
            let next = profiledLayout(prepared)
            layout = next
        }
    }
    let what = profileRelayout ? "relayouts" : profileLayoutOnly ? "layouts of the resolved tree" : "layouts"
    writeLine("\(tree.name): \(iterations) \(what), size \(sizeString(Double(layout.size.width), Double(layout.size.height)))", to: 1)
    exit(0)
}

// MARK: - Scaling mode

if scalingOnly {
    let processor = pinToCurrentProcessor()
    let pinned = processor.map { "pinned to processor \($0)" } ?? "not pinned"
    writeLine("# trellis-bench --scaling: layout alone (discardCachedSizes untimed + relayout), process CPU time, \(scalingRounds) rounds of pairs back to back (order alternating), each half a median of >= \(config.runs) runs and >= 20 ms; \(pinned)", to: machine ? 2 : 1)
    writeLine("\(padRight("PAIR", 28)) \(padLeft("small_ms", 9)) \(padLeft("big_ms", 9)) \(padLeft("per node", 9))   rounds: min / max / at most 1.5", to: machine ? 2 : 1)
    for (smallName, bigName) in [("wide/10000", "wide/100000"), ("grid/100x100", "grid/316x316")] {
        guard let small = catalog.first(where: { $0.name == smallName }), let big = catalog.first(where: { $0.name == bigName })
        else { fail("no tree \(smallName) or \(bigName)") }
        let result = measureScaling(small: small, big: big, rounds: scalingRounds, runs: config.runs)
        let within = result.ratios.filter { $0 <= 1.5 }.count
        writeLine(
            "\(padRight("\(bigName) vs \(smallName)", 28)) \(padLeft(fixed(result.smallMs, 3), 9)) \(padLeft(fixed(result.bigMs, 3), 9)) \(padLeft("x" + fixed(result.medianRatio, 2), 9))   "
                + "\(fixed(result.ratios.min() ?? 0, 2)) / \(fixed(result.ratios.max() ?? 0, 2)) / \(within) of \(result.ratios.count)",
            to: machine ? 2 : 1)
        if machine {
            writeLine(
                "SCALING small=\(smallName) big=\(bigName) small_ms=\(fixed(result.smallMs, 5)) big_ms=\(fixed(result.bigMs, 5)) "
                    + "ratio=\(fixed(result.medianRatio, 4)) ratios=\(result.ratios.map { fixed($0, 4) }.joined(separator: ","))"
                    + " pinned=\(processor.map(String.init) ?? "-")",
                to: 1)
        }
    }
    exit(0)
}

// MARK: - Selection

var selected = filters.isEmpty ? catalog : catalog.filter { tree in filters.contains { matching($0, in: catalog).contains { $0.name == tree.name } } }
for skip in skips {
    let names = Set(matching(skip, in: catalog).map(\.name))
    selected.removeAll { names.contains($0.name) }
}
if selected.isEmpty { fail("no tree matches \(filters) (see --list)") }

// MARK: - Run

/// The human-readable table: stdout, or stderr when stdout carries RESULT lines.
let humanFD: Int32 = machine ? 2 : 1

@MainActor
func say(_ line: String) {
    writeLine(line, to: humanFD)
}

/// A machine-readable line (with --machine).
@MainActor
func emit(_ line: String) {
    if machine { writeLine(line, to: 1) }
}

#if DEBUG
let buildKind = "DEBUG build (numbers are meaningless; use -c release)"
#else
let buildKind = "release build"
#endif
let stack = Machine.stackLimit.map { "\($0 / 1024 / 1024) MiB" } ?? "unlimited"
say("# trellis-bench, \(buildKind); \(Machine.cpuModel), \(Machine.onlineCPUs) CPUs, \(Machine.kernel), main-thread stack \(stack)")
if config.memoryOnly {
    say("# memory mode: one view build + ViewLayout(view, in: 1000x1000) per tree; VmRSS before it, VmHWM (peak RSS) after it; run one tree per process for clean numbers")
} else {
    say("# ViewLayout(view, in: 1000x1000), fresh trees: medians of >= \(config.runs) runs (>= \(short(config.minSeconds)) s per tree; fewer runs if a tree exceeds \(short(config.maxSeconds)) s)")
    say("# build: the view value; layout: ViewLayout (wall); cpu: the same in process CPU time; only: layout alone (discardCachedSizes + relayout, wall); ns/node, Mnodes/s: from layout; same/new-w: relayout(in:) at the same proposal / a new width, per call")
}
let lastColumns = config.memoryOnly
    ? [padLeft("RSS0 MB", 8), padLeft("peak MB", 8), padLeft("+RSS MB", 8)]
    : [padLeft("same us", 9), padLeft("new-w ms", 9), padLeft("runs", 5)]
let header = [
    padRight("tree", 14), padLeft("nodes", 7), padLeft("build ms", 10), padLeft("layout ms", 10), padLeft("min ms", 9),
    padLeft("cpu ms", 9), padLeft("only ms", 9), padLeft("ns/node", 8), padLeft("Mnodes/s", 8),
] + lastColumns + ["  size"]
say(header.joined(separator: " "))

func mb(_ bytes: Int?) -> String { bytes.map { fixed(Double($0) / 1_048_576, 1) } ?? "?" }

var results: [TreeResult] = []
var nestedTooSlow: String?
for tree in selected {
    if tree.family == .nested, let reason = nestedTooSlow {
        say("\(padRight(tree.name, 14)) skipped: \(reason)")
        emit("SKIPPED engine=trellis tree=\(tree.name)")
        continue
    }
    let r = measure(tree, config: config)
    results.append(r)
    if tree.family == .nested, r.firstLayoutMs / 1e3 > nestedCutoff {
        nestedTooSlow = "\(tree.name) took \(short(r.firstLayoutMs / 1e3)) s for one layout (--nested-cutoff \(short(nestedCutoff)))"
    }
    var growth: Int?
    if let peak = r.peakResidentBytes, let before = r.residentBeforeBytes, r.peakIsPerTree { growth = peak - before }
    let last = config.memoryOnly
        ? [padLeft(mb(r.residentBeforeBytes), 8), padLeft(mb(r.peakResidentBytes), 8), padLeft(mb(growth), 8)]
        : [padLeft(short(r.relayoutSameUs), 9), padLeft(short(r.relayoutNewMs), 9), padLeft(String(r.runs), 5)]
    let row = ([
        padRight(r.name, 14), padLeft(String(r.nodes), 7), padLeft(short(r.buildMs), 10), padLeft(short(r.layoutMs), 10),
        padLeft(short(r.layoutMinMs), 9), padLeft(short(r.layoutCPUMs), 9),
        padLeft(config.memoryOnly ? "-" : short(r.layoutOnlyMs), 9), padLeft(short(r.nsPerNode), 8),
        padLeft(fixed(r.nodesPerSecond / 1e6, 2), 8),
    ] + last + ["  " + sizeString(r.width, r.height)]).joined(separator: " ")
    say(row)
    for warning in r.warnings { say("  warning: \(r.name): \(warning)") }
    var fields = [
        "engine=trellis", "tree=\(r.name)", "nodes=\(r.nodes)", "runs=\(r.runs)",
        "build_ms=\(fixed(r.buildMs, 5))", "layout_ms=\(fixed(r.layoutMs, 5))", "layout_min_ms=\(fixed(r.layoutMinMs, 5))",
        "layout_cpu_ms=\(fixed(r.layoutCPUMs, 5))", "first_layout_ms=\(fixed(r.firstLayoutMs, 5))",
        "ns_per_node=\(fixed(r.nsPerNode, 1))",
    ]
    if !config.memoryOnly {
        fields += [
            "layout_only_ms=\(fixed(r.layoutOnlyMs, 5))", "layout_only_cpu_ms=\(fixed(r.layoutOnlyCPUMs, 5))",
            "relayout_same_us=\(fixed(r.relayoutSameUs, 5))", "relayout_new_ms=\(fixed(r.relayoutNewMs, 5))",
        ]
    }
    fields += [
        "peak_rss_mb=\(mb(r.peakResidentBytes))", "rss_before_mb=\(mb(r.residentBeforeBytes))",
        "peak_per_tree=\(r.peakIsPerTree ? 1 : 0)",
        "width=\(r.width)", "height=\(r.height)", "size_ok=\(r.warnings.isEmpty ? 1 : 0)",
    ]
    emit("RESULT " + fields.joined(separator: " "))
}

// nested/20 vs nested/10: the time per node must not grow with depth. The marginal
// cost (what the 40 extra nodes cost) leaves out ViewLayout's fixed cost per call.
let byName = Dictionary(uniqueKeysWithValues: results.map { ($0.name, $0) })
if let n10 = byName["nested/10"], let n20 = byName["nested/20"], !config.memoryOnly {
    let marginal = (n20.layoutMs - n10.layoutMs) * 1e6 / Double(n20.nodes - n10.nodes)
    say("# nested/20 vs nested/10: \(short(n20.nsPerNode)) vs \(short(n10.nsPerNode)) ns/node (x\(fixed(n20.nsPerNode / n10.nsPerNode, 2))); marginal cost of the extra \(n20.nodes - n10.nodes) nodes: \(short(marginal)) ns/node")
}
if let leaf = byName["leaf/1"], !config.memoryOnly {
    say("# fixed cost of a ViewLayout (leaf/1): \(short(leaf.layoutMs * 1e3)) us")
}
