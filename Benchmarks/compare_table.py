#!/usr/bin/env python3
"""Merges the RESULT lines of trellis-bench and taffy_bench.py into compare.sh's report.

Usage: compare_table.py --trellis FILE [--trellis FILE ...] --taffy FILE [--taffy FILE ...]
                        [--memory FILE] [--crash-check TEXT ...] [--info TEXT ...]
                        [--instructions TREE=COUNT ...] [--scaling FILE] [--clock cpu|wall]

Each --trellis / --taffy file is one round of that engine (`--machine` output). A
value reported for a tree is the median over the rounds of the per-round medians;
the per-round ratios are shown too, since rounds run back to back (alternating which
engine goes first) and so see the same machine conditions.

Prints setup, relayout, nested/D, instructions, memory, crash-check and sanity
sections, the per-round ratios, and ends with the table, one line per compared tree:
    TREE trellis_ms taffy_ms ratio
(ratio = trellis_ms / taffy_ms: above 1 Trellis is slower), in process CPU time by
default (--clock wall for wall time; the other clock is printed just before it).
"""

from __future__ import annotations

import argparse
import statistics
import sys

# The comparison trees, in table order (names as in taffy_reference.py).
COMPARED = ["wide/1000", "wide/10000", "wide/100000", "deep/100", "deep/1000", "grid/100x100", "grid/316x316"]

Rows = dict[str, dict[str, str]]


def parse(path: str) -> Rows:
    rows: Rows = {}
    try:
        with open(path) as f:
            for line in f:
                if not line.startswith("RESULT "):
                    continue
                fields = dict(kv.split("=", 1) for kv in line.split()[1:] if "=" in kv)
                rows[fields["tree"]] = fields
    except FileNotFoundError:
        pass
    return rows


def value(row: dict[str, str] | None, key: str) -> float | None:
    if row is None or key not in row:
        return None
    try:
        return float(row[key])
    except ValueError:
        return None


class Engine:
    """One engine's rounds."""

    def __init__(self, paths: list[str]) -> None:
        self.rounds = [parse(p) for p in paths]

    def values(self, tree: str, key: str) -> list[float]:
        return [v for r in self.rounds if (v := value(r.get(tree), key)) is not None]

    def get(self, tree: str, key: str) -> float | None:
        vs = self.values(tree, key)
        return statistics.median(vs) if vs else None

    def row(self, tree: str) -> dict[str, str] | None:
        for r in self.rounds:
            if tree in r:
                return r[tree]
        return None

    def trees(self) -> list[str]:
        names: list[str] = []
        for r in self.rounds:
            names += [n for n in r if n not in names]
        return names


def close(a: float | None, b: float | None) -> bool:
    """Equal up to float rounding (Taffy rounds to whole points; Trellis does not round)."""
    if a is None or b is None:
        return False
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))


def fmt(v: float | None, width: int = 10) -> str:
    if v is None:
        return "-".rjust(width)
    if v >= 100:
        s = f"{v:.1f}"
    elif v >= 1:
        s = f"{v:.3f}"
    else:
        s = f"{v:.4f}"
    return s.rjust(width)


# The large-tree pairs: (big, small). Issue 14 asks the big one to cost at most 1.5x per node.
SCALING_PAIRS = [("wide/100000", "wide/10000"), ("grid/316x316", "grid/100x100")]


def print_scaling(trellis: Engine, rounds: int, path: str | None) -> None:
    """Cost per node of the 100k-node trees over the 10k-node ones, laying out alone."""
    def nodes(tree: str) -> float | None:
        return value(trellis.row(tree), "nodes")

    print()
    print("== Large trees: layout alone per node, big tree over small (process CPU time) ==")
    print("   from the rounds above (each tree timed on its own, minutes apart):")
    print(f"{'PAIR':<28} {'small_ms':>9} {'big_ms':>9} {'per node':>9}   per round")
    for big, small in SCALING_PAIRS:
        nb, ns = nodes(big), nodes(small)
        per_round = []
        for i in range(rounds):
            a = value(trellis.rounds[i].get(big), "layout_only_cpu_ms")
            b = value(trellis.rounds[i].get(small), "layout_only_cpu_ms")
            if a is not None and b and nb and ns:
                per_round.append((a / nb) / (b / ns))
        a, b = trellis.get(big, "layout_only_cpu_ms"), trellis.get(small, "layout_only_cpu_ms")
        ratio = f"x{(a / nb) / (b / ns):.2f}" if a is not None and b and nb and ns else "-"
        print(f"{big + ' vs ' + small:<28} {fmt(b, 9)} {fmt(a, 9)} {ratio:>9}   "
              + " / ".join(f"{r:.2f}" for r in per_round))
    if not path:
        return
    paired = []
    try:
        with open(path) as f:
            paired = [dict(kv.split("=", 1) for kv in line.split()[1:] if "=" in kv)
                      for line in f if line.startswith("SCALING ")]
    except FileNotFoundError:
        pass
    if not paired:
        return
    pinned = paired[0].get("pinned", "-")
    print(f"   paired (trellis-bench --scaling: both trees timed back to back in each of"
          f" {len(paired[0]['ratios'].split(','))} rounds, {'pinned to one processor' if pinned != '-' else 'not pinned'}):")
    print(f"{'PAIR':<28} {'small_ms':>9} {'big_ms':>9} {'per node':>9}   min / max / rounds at most 1.5")
    for r in paired:
        ratios = [float(x) for x in r["ratios"].split(",")]
        within = sum(1 for x in ratios if x <= 1.5)
        print(f"{r['big'] + ' vs ' + r['small']:<28} {fmt(float(r['small_ms']), 9)} {fmt(float(r['big_ms']), 9)}"
              f" {'x' + format(float(r['ratio']), '.2f'):>9}   {min(ratios):.2f} / {max(ratios):.2f} / {within} of {len(ratios)}")


def main() -> int:
    ap = argparse.ArgumentParser(description="Merge trellis-bench and taffy_bench.py RESULT lines.")
    ap.add_argument("--trellis", action="append", default=[], metavar="FILE",
                    help="trellis-bench --machine output, one file per round (repeatable)")
    ap.add_argument("--taffy", action="append", default=[], metavar="FILE",
                    help="taffy_bench.py --machine output, one file per round (repeatable)")
    ap.add_argument("--memory", metavar="FILE", help="trellis-bench --memory --machine output")
    ap.add_argument("--crash-check", action="append", default=[], metavar="TEXT",
                    help="a line for the crash-check section (repeatable)")
    ap.add_argument("--info", action="append", default=[], metavar="TEXT",
                    help="a line for the opening setup section (repeatable)")
    ap.add_argument("--instructions", action="append", default=[], metavar="TREE=COUNT",
                    help="callgrind instructions per ViewLayout of TREE (repeatable)")
    ap.add_argument("--scaling", metavar="FILE", help="trellis-bench --scaling --machine output")
    ap.add_argument("--clock", choices=["cpu", "wall"], default="cpu",
                    help="the clock of the final table (default cpu: process CPU time, all threads)")
    args = ap.parse_args()
    if not args.trellis or not args.taffy:
        ap.error("needs at least one --trellis and one --taffy file")

    trellis, taffy = Engine(args.trellis), Engine(args.taffy)
    rounds = min(len(trellis.rounds), len(taffy.rounds))

    if args.info:
        print("== Setup ==")
        for line in args.info:
            print(line)
        print()

    print("== Relayout, per call (Trellis: layout.relayout(in:); Taffy: compute_layout again) ==")
    print(f"{'tree':<14} {'trellis same us':>16} {'taffy same us':>14} {'trellis new-w ms':>17} {'taffy new-w ms':>15}")
    for name in COMPARED + ["nested/10", "nested/20"]:
        if trellis.row(name) is None and taffy.row(name) is None:
            continue
        print(f"{name:<14} {fmt(trellis.get(name, 'relayout_same_us'), 16)} {fmt(taffy.get(name, 'relayout_same_us'), 14)}"
              f" {fmt(trellis.get(name, 'relayout_new_ms'), 17)} {fmt(taffy.get(name, 'relayout_new_ms'), 15)}")

    nested = sorted(int(n.split("/")[1]) for n in trellis.trees() if n.startswith("nested/"))
    if nested:
        print()
        print("== nested/D (Trellis only): ViewLayout time per node, wall and CPU ==")
        print(f"{'tree':<11} {'nodes':>6} {'layout ms':>10} {'ns/node':>9} {'cpu ns/node':>12}")
        for d in nested:
            name = f"nested/{d}"
            nodes = int(trellis.row(name)["nodes"])
            cpu = trellis.get(name, "layout_cpu_ms")
            print(f"{name:<11} {nodes:>6} {fmt(trellis.get(name, 'layout_ms'), 10)} {fmt(trellis.get(name, 'ns_per_node'), 9)}"
                  f" {fmt(cpu * 1e6 / nodes if cpu is not None else None, 12)}")
        n10, n20 = trellis.row("nested/10"), trellis.row("nested/20")
        if n10 and n20:
            k10, k20 = int(n10["nodes"]), int(n20["nodes"])
            for label, key in (("wall", "layout_ms"), ("CPU", "layout_cpu_ms")):
                t10, t20 = trellis.get("nested/10", key), trellis.get("nested/20", key)
                if t10 is None or t20 is None:
                    continue
                a, b = t10 * 1e6 / k10, t20 * 1e6 / k20
                print(f"nested/20 vs nested/10 ({label}): {b:.1f} vs {a:.1f} ns/node (x{b / a:.2f}); "
                      f"{t20 * 1e3:.1f} vs {t10 * 1e3:.1f} us in total for {k20} vs {k10} nodes; "
                      f"the {k20 - k10} extra nodes cost {(t20 - t10) * 1e6 / (k20 - k10):.1f} ns each")
        leaf = trellis.get("leaf/1", "layout_ms")
        if leaf is not None:
            print(f"fixed cost of one ViewLayout (leaf/1, a single 10x10 leaf): {leaf * 1e3:.1f} us")

    if args.instructions:
        print()
        print("== Instructions per ViewLayout (callgrind; deterministic, unlike the timings) ==")
        counts = {}
        for item in args.instructions:
            name, _, count = item.partition("=")
            counts[name] = int(count)
            row = trellis.row(name)
            nodes = int(row["nodes"]) if row else None
            per_node = f", {int(count) / nodes:,.0f} per node" if nodes else ""
            print(f"{name:<12} {int(count):>14,} instructions{per_node}")
        if "nested/10" in counts and "nested/20" in counts and trellis.row("nested/10") and trellis.row("nested/20"):
            k10, k20 = int(trellis.row("nested/10")["nodes"]), int(trellis.row("nested/20")["nodes"])
            a, b = counts["nested/10"] / k10, counts["nested/20"] / k20
            print(f"nested/20 vs nested/10: {b:,.0f} vs {a:,.0f} instructions per node (x{b / a:.2f}); "
                  f"the {k20 - k10} extra nodes cost {(counts['nested/20'] - counts['nested/10']) / (k20 - k10):,.0f} each")

    memory = parse(args.memory) if args.memory else {}
    if memory:
        print()
        print("== Peak memory (one tree per fresh process: VmRSS before, VmHWM after view build + ViewLayout) ==")
        for name, r in memory.items():
            before, peak = value(r, "rss_before_mb"), value(r, "peak_rss_mb")
            growth = f"{peak - before:.1f}" if before is not None and peak is not None else "?"
            print(f"{name:<14} {r['nodes']:>7} nodes: peak RSS {r.get('peak_rss_mb', '?')} MB "
                  f"(RSS before {r.get('rss_before_mb', '?')} MB, +{growth} MB)")

    if args.crash_check:
        print()
        print("== Crash checks ==")
        for c in args.crash_check:
            print(c)

    problems = []
    for name in trellis.trees():
        t = trellis.row(name)
        if any(r.get(name, {}).get("size_ok") == "0" for r in trellis.rounds):
            problems.append(f"{name}: Trellis size {t.get('width')}x{t.get('height')} is not the expected one")
        y = taffy.row(name)
        if y is not None and not (close(value(t, "width"), value(y, "width"))
                                  and close(value(t, "height"), value(y, "height"))):
            problems.append(f"{name}: Trellis root {t.get('width')}x{t.get('height')} but Taffy "
                            f"{y.get('width')}x{y.get('height')}")
    print()
    print("== Sanity checks (root sizes) ==")
    print("\n".join(problems) if problems else "all root sizes as expected and equal in both engines")

    # The table compare.sh ends with uses --clock (default: process CPU time, which
    # other load on the machine disturbs much less than wall time); the other clock
    # is printed just before it.
    key = "layout_cpu_ms" if args.clock == "cpu" else "layout_ms"
    other_key = "layout_ms" if args.clock == "cpu" else "layout_cpu_ms"
    clock = "process CPU time" if args.clock == "cpu" else "wall time"
    other_clock = "wall time" if args.clock == "cpu" else "process CPU time"

    if rounds > 1:
        print()
        print(f"== Ratio (trellis / taffy) in each of the {rounds} rounds, wall time and CPU time ==")
        print(f"{'TREE':<14} " + " ".join(f"{'wall ' + str(i + 1):>7}" for i in range(rounds))
              + "  " + " ".join(f"{'cpu ' + str(i + 1):>7}" for i in range(rounds)))
        for name in COMPARED:
            cells = {}
            for k in ("layout_ms", "layout_cpu_ms"):
                cells[k] = []
                for i in range(rounds):
                    a = value(trellis.rounds[i].get(name), k)
                    b = value(taffy.rounds[i].get(name), k)
                    cells[k].append(f"{a / b:>7.2f}" if a is not None and b else f"{'-':>7}")
            print(f"{name:<14} " + " ".join(cells["layout_ms"]) + "  " + " ".join(cells["layout_cpu_ms"]))

    only_key = "layout_only_cpu_ms" if args.clock == "cpu" else "layout_only_ms"
    if any(trellis.get(name, only_key) is not None for name in COMPARED):
        print()
        print("== Layout alone, both on an already built tree: Trellis discardCachedSizes() + relayout(in:)"
              f" at the same proposal vs Taffy compute_layout; {clock} ==")
        print(f"{'TREE':<14} {'trellis_layout_ms':>17} {'taffy_ms':>10} {'ratio':>7}")
        for name in COMPARED:
            a, b = trellis.get(name, only_key), taffy.get(name, key)
            ratio = f"{a / b:.2f}" if a is not None and b else "-"
            print(f"{name:<14} {fmt(a, 17)} {fmt(b)} {ratio:>7}")

    print_scaling(trellis, rounds, args.scaling)

    print()
    print(f"== The same in {other_clock} ==")
    print(f"{'TREE':<14} {'trellis_ms':>10} {'taffy_ms':>10} {'ratio':>7}")
    for name in COMPARED:
        a, b = trellis.get(name, other_key), taffy.get(name, other_key)
        ratio = f"{a / b:.2f}" if a is not None and b else "-"
        print(f"{name:<14} {fmt(a)} {fmt(b)} {ratio:>7}")

    print()
    print("== Trellis vs Taffy: ViewLayout(view, in: 1000x1000) vs Taffy compute_layout, fresh trees ==")
    print(f"   ({clock}, all threads; medians over {rounds} round(s) of per-round medians;"
          " ratio = trellis_ms / taffy_ms, above 1 Trellis is slower)")
    print(f"{'TREE':<14} {'trellis_ms':>10} {'taffy_ms':>10} {'ratio':>7}")
    missing = 0
    for name in COMPARED:
        a, b = trellis.get(name, key), taffy.get(name, key)
        if a is None or b is None:
            missing += 1
        ratio = f"{a / b:.2f}" if a is not None and b else "-"
        print(f"{name:<14} {fmt(a)} {fmt(b)} {ratio:>7}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
