#!/usr/bin/env python3
"""Taffy side of the Trellis layout benchmark (see docs/performance.md).

Builds the comparison trees of `trellis-bench` (wide, deep, grid) as Taffy flexbox
trees and times Taffy's layout of each. Taffy 0.7.7 is reached through the
`stretchable==1.1.8` wheel, but only through its raw binding (`stretchable.taffylib`):
nodes are created with `node_create`/`node_add_child` on a Taffy tree of our own,
and a layout is one `node_compute_layout` call, i.e. Rust time plus a single FFI
crossing. stretchable's `Node` class and `Node.compute_layout` are not used: they
add ~50 us of Python per node when building and a Python walk over every node
after each layout, which would say nothing about Taffy. Rounding is on (Taffy's
default), so every layout call ends with Taffy's rounding pass over the tree.

The trees produce the same frames as the SwiftUI trees of trellis-bench (the root
sizes are printed and compare.sh cross-checks them):
  wide/N        row of N fixed 10x10 leaves (flex-shrink 0, like a rigid .frame).
  deep/D        D nested columns with 1pt padding around a fixed 10x10 leaf
                (the `VStack { inner }.padding(1)` of one level is one Taffy node).
  grid/RxC      column (width 100% of the available width) of R rows of C cells
                with flex-grow 1 and height 10, i.e. flexible widths.

Available space. trellis-bench proposes 1000 x 1000. Taffy is timed twice:
  layout_ms     at its own best setting that gives the same frames: max-content
                for wide and deep (their content is rigid, so the frames do not
                depend on the space), width 1000 x max-content height for grid.
                This is what /work/shared/bench/taffy_reference.py does, and what
                compare.sh compares with (layout_cpu_ms, the same in CPU time, by
                default).
  layout_1000_ms  at definite 1000 x 1000, the very constraint Trellis gets. For
                deep/1000 (2010 pt of content) this hits a slow path in Taffy
                (~100 ms instead of ~3 ms), which is why it is not the headline.

What is timed, per tree (medians):
  layout_ms / layout_1000_ms  first layout of a freshly built tree (empty caches);
                layout_cpu_ms is layout_ms in process CPU time.
  relayout_same_us  layout again with the same available space (a cache hit, plus
                the rounding pass).
  relayout_new_ms   layout again at a definite width not used before (800,
                800.125, ...), height as for layout_ms.
  build_ms      creating the nodes from Python. Informational only: dominated by
                FFI crossings, not comparable with Swift.

Usage: taffy_bench.py [TREE ...] [--runs N] [--min-seconds S] [--max-seconds S] [--machine]
                      [--no-same-constraint] [--list]
"""

from __future__ import annotations

import argparse
import gc
import platform
import statistics
import sys
import time

try:
    import importlib.metadata as _md

    from stretchable import taffylib
    from stretchable.style import AUTO, PCT, PT, FlexDirection, Rect, Size, Style
    from stretchable.style.geometry.length import MAX_CONTENT
except ImportError:  # pragma: no cover - message for people running it by hand
    sys.exit("taffy_bench.py needs `pip install stretchable==1.1.8` (compare.sh sets up a venv)")

ns = time.perf_counter_ns
cpu_ns = time.process_time_ns  # CPU time of the process (all threads)

TRELLIS_PROPOSAL = (1000.0, 1000.0)


def definite(v: float) -> dict:
    return (v * PT).to_dict()


# LengthAvailableSpace dicts: {"dim": ..., "value": ...}
MAXC = MAX_CONTENT.to_dict()


def space(width: dict, height: dict) -> dict:
    return {"width": width, "height": height}


# Style dicts are built once: constructing a stretchable Style is slow (attrs
# converters) and the binding only needs the dict.
LEAF_10x10 = Style(size=Size(10 * PT, 10 * PT), flex_shrink=0.0).to_dict()
ROW = Style(flex_direction=FlexDirection.ROW).to_dict()
ROW_RIGID = Style(flex_direction=FlexDirection.ROW, flex_shrink=0.0).to_dict()
DEEP_LEVEL = Style(flex_direction=FlexDirection.COLUMN, padding=Rect(1 * PT), flex_shrink=0.0).to_dict()
GRID_ROOT = Style(flex_direction=FlexDirection.COLUMN, size=Size(100 * PCT, AUTO)).to_dict()
GRID_CELL = Style(flex_grow=1.0, flex_shrink=0.0, size=Size(AUTO, 10 * PT)).to_dict()


class Tree:
    """A Taffy tree of our own (not stretchable's global one)."""

    def __init__(self) -> None:
        self.ptr = taffylib.init()
        taffylib.enable_rounding(self.ptr)
        self.count = 0

    def node(self, style: dict, children=()) -> int:
        ptr = self.ptr
        nid = taffylib.node_create(ptr, style)
        for child in children:
            taffylib.node_add_child(ptr, nid, child)
        self.count += 1
        return nid

    def layout(self, root: int, avail: dict) -> None:
        if not taffylib.node_compute_layout(self.ptr, root, avail):
            raise RuntimeError("node_compute_layout failed")

    def size(self, nid: int) -> tuple[float, float]:
        out = taffylib.PyLayout()
        taffylib.node_get_layout(self.ptr, nid, out)
        return out.width, out.height

    def free(self) -> None:
        if self.ptr is not None:
            taffylib.free(self.ptr)
            self.ptr = None


def build_wide(t: Tree, n: int) -> int:
    return t.node(ROW, [t.node(LEAF_10x10) for _ in range(n)])


def build_deep(t: Tree, d: int) -> int:
    cur = t.node(LEAF_10x10)
    for _ in range(d):
        cur = t.node(DEEP_LEVEL, [cur])
    return cur


def build_grid(t: Tree, rows: int, cols: int) -> int:
    row_ids = [t.node(ROW_RIGID, [t.node(GRID_CELL) for _ in range(cols)]) for _ in range(rows)]
    return t.node(GRID_ROOT, row_ids)


# (name, builder, best available space). Names match trellis-bench and
# /work/shared/bench/taffy_reference.py.
CONTENT = space(MAXC, MAXC)
WIDTH_1000 = space(definite(1000), MAXC)
TREES = [
    ("wide/1000", lambda t: build_wide(t, 1000), CONTENT),
    ("wide/10000", lambda t: build_wide(t, 10000), CONTENT),
    ("wide/100000", lambda t: build_wide(t, 100000), CONTENT),
    ("deep/100", lambda t: build_deep(t, 100), CONTENT),
    ("deep/1000", lambda t: build_deep(t, 1000), CONTENT),
    ("grid/100x100", lambda t: build_grid(t, 100, 100), WIDTH_1000),
    ("grid/316x316", lambda t: build_grid(t, 316, 316), WIDTH_1000),
]


def per_call_ns(fn, min_batch_ns: int = 2_000_000, batches: int = 9, max_iters: int = 100_000) -> float:
    """Median per-call time of `fn`, timed in batches long enough for the clock."""
    k = 1
    while True:
        t0 = ns()
        for _ in range(k):
            fn()
        if ns() - t0 >= min_batch_ns or k >= max_iters:
            break
        k *= 4
    samples = []
    for _ in range(batches):
        t0 = ns()
        for _ in range(k):
            fn()
        samples.append((ns() - t0) / k)
    return statistics.median(samples)


def fresh_layouts(builder, avail: dict, runs: int, max_seconds: float, min_seconds: float = 0.0):
    """Times (build, layout) of `runs` fresh trees after one untimed warm-up tree.

    Takes more runs (at most 50 x `runs`) until `min_seconds` have been spent, and
    stops early once it has 3 timed runs and has spent `max_seconds`. Returns the
    timings and the last tree (still alive, laid out) with its root.
    """
    build_ns, layout_ns, layout_cpu_ns = [], [], []
    started = time.monotonic()
    i = 0
    while True:
        gc.collect()
        t = Tree()
        t0 = ns()
        root = builder(t)
        t1 = ns()
        u1 = cpu_ns()
        t.layout(root, avail)
        u2 = cpu_ns()
        t2 = ns()
        if i > 0:
            build_ns.append(t1 - t0)
            layout_ns.append(t2 - t1)
            layout_cpu_ns.append(u2 - u1)
        elapsed = time.monotonic() - started
        if (i >= runs and (elapsed >= min_seconds or i >= 50 * runs)) or (i >= 3 and elapsed > max_seconds):
            return build_ns, layout_ns, layout_cpu_ns, t, root
        t.free()
        i += 1


def run_tree(name: str, builder, best: dict, runs: int, max_seconds: float, min_seconds: float,
             same_constraint: bool = True) -> dict:
    same_constraint_ns, size_1000 = [], None
    if same_constraint:
        # Same constraint as Trellis (definite 1000 x 1000); fewer runs, it is secondary.
        _, same_constraint_ns, _, t, root = fresh_layouts(builder, space(definite(1000), definite(1000)),
                                                       min(runs, 3), max_seconds)
        size_1000 = t.size(root)
        t.free()

    build_ns, layout_ns, layout_cpu_ns, t, root = fresh_layouts(builder, best, runs, max_seconds, min_seconds)
    width, height = t.size(root)
    same = per_call_ns(lambda: t.layout(root, best))

    # A definite width not used before on every call: 800, 800.125, ... (exact
    # in binary). The dicts are made up front so no Python conversion is timed.
    new_spaces = [space(definite(800.0 + 0.125 * i), best["height"]) for i in range(1024)]
    new = []
    started = time.monotonic()
    for sp in new_spaces:
        t0 = ns()
        t.layout(root, sp)
        new.append(ns() - t0)
        if len(new) >= 9 and time.monotonic() - started > min(1.0, max_seconds):
            break
    nodes = t.count
    t.free()
    if size_1000 is not None and (width, height) != size_1000:
        print(f"warning: {name}: size {width}x{height} at best space, {size_1000} at 1000x1000",
              file=sys.stderr)
    return dict(
        engine="taffy",
        tree=name,
        nodes=nodes,
        runs=len(layout_ns),
        build_ms=statistics.median(build_ns) / 1e6,
        layout_ms=statistics.median(layout_ns) / 1e6,
        layout_min_ms=min(layout_ns) / 1e6,
        layout_cpu_ms=statistics.median(layout_cpu_ns) / 1e6,
        ns_per_node=statistics.median(layout_ns) / nodes,
        layout_1000_ms=statistics.median(same_constraint_ns) / 1e6 if same_constraint_ns else float("nan"),
        relayout_same_us=same / 1e3,
        relayout_new_ms=statistics.median(new) / 1e6,
        width=width,
        height=height,
    )


def selects(pattern: str, name: str) -> bool:
    """Like trellis-bench: an exact tree name selects that tree only, else substrings match."""
    if any(pattern == n for n, _, _ in TREES):
        return pattern == name
    return pattern in name


def fmt_line(r: dict) -> str:
    parts = []
    for k, v in r.items():
        if isinstance(v, float):
            v = f"{v:.10g}" if k in ("width", "height") else f"{v:.5f}"
        parts.append(f"{k}={v}")
    return "RESULT " + " ".join(parts)


def main() -> None:
    ap = argparse.ArgumentParser(
        description="Time Taffy (via stretchable's raw binding) on trellis-bench's comparison trees.")
    ap.add_argument("filters", nargs="*",
                    help="tree names (exact) or parts of names (wide, deep, grid/316); default: all")
    ap.add_argument("--runs", type=int, default=11, help="fresh trees per shape, at least; medians (default 11)")
    ap.add_argument("--min-seconds", type=float, default=0.5,
                    help="take more runs of a fast shape until this long (at most 50 x --runs; default 0.5)")
    ap.add_argument("--max-seconds", type=float, default=60.0,
                    help="stop a shape early after this long once it has 3 runs (default 60)")
    ap.add_argument("--machine", action="store_true",
                    help="print `RESULT key=value ...` lines on stdout, the table on stderr")
    ap.add_argument("--no-same-constraint", action="store_true",
                    help="skip the secondary timing at definite 1000 x 1000 (layout_1000_ms)")
    ap.add_argument("--list", action="store_true", help="list the tree names and exit")
    args = ap.parse_args()

    if args.list:
        print("\n".join(name for name, _, _ in TREES))
        return

    out = sys.stderr if args.machine else sys.stdout
    try:
        version = _md.version("stretchable")
    except Exception:
        version = "?"
    print(f"# Taffy via stretchable {version} (raw taffylib binding, rounding on), Python "
          f"{platform.python_version()}; medians of >= {args.runs} fresh trees (>= {args.min_seconds:g} s per shape)",
          file=out)
    print(f"{'tree':<14} {'nodes':>7} {'build ms':>9} {'layout ms':>10} {'cpu ms':>9} {'ns/node':>8} {'Mnodes/s':>8}"
          f" {'@1000x1000':>10} {'same us':>9} {'new-w ms':>9} {'runs':>4}  size", file=out, flush=True)

    gc.disable()  # collected explicitly between trees
    for name, builder, best in TREES:
        if args.filters and not any(selects(f, name) for f in args.filters):
            continue
        r = run_tree(name, builder, best, args.runs, args.max_seconds, args.min_seconds,
                     same_constraint=not args.no_same_constraint)
        print(f"{name:<14} {r['nodes']:>7} {r['build_ms']:>9.2f} {r['layout_ms']:>10.3f} {r['layout_cpu_ms']:>9.3f}"
              f" {r['ns_per_node']:>8.1f}"
              f" {r['nodes'] / r['layout_ms'] / 1e3:>8.2f} {r['layout_1000_ms']:>10.3f}"
              f" {r['relayout_same_us']:>9.2f} {r['relayout_new_ms']:>9.3f} {r['runs']:>4}"
              f"  {r['width']:.10g}x{r['height']:.10g}", file=out, flush=True)
        if args.machine:
            print(fmt_line(r), flush=True)


if __name__ == "__main__":
    main()
