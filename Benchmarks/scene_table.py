#!/usr/bin/env python3
"""Merges the RESULT lines of render-bench and takumi_scenes.py into compare.sh's scene report.

Usage: scene_table.py --trellis FILE [--trellis FILE ...] --takumi FILE [--takumi FILE ...]
                      [--clock cpu|wall]

Each file is one round of that renderer (`--machine` output). A value is the median over
the rounds of the per-round medians. Prints the per-round ratios, the picture sizes, layout
alone (Trellis ViewLayout vs Takumi measure_compiled), the table in the other clock, and
ends with one line per scene and scale:
    SCENE trellis_ms takumi_ms ratio
(ratio = trellis_ms / takumi_ms: above 1 Trellis is slower), in process CPU time by default.
"""

from __future__ import annotations

import argparse
import statistics

SCENES = ["card", "list/50", "article/20", "grid/200"]
SCALES = ["1", "2"]

Rows = dict[tuple[str, str], dict[str, str]]


def parse(path: str) -> Rows:
    rows: Rows = {}
    with open(path) as f:
        for line in f:
            if line.startswith("RESULT "):
                fields = dict(kv.split("=", 1) for kv in line.split()[1:] if "=" in kv)
                rows[(fields["scene"], fields["scale"])] = fields
    return rows


class Renderer:
    def __init__(self, paths: list[str]) -> None:
        self.rounds = [parse(p) for p in paths]

    def values(self, key: tuple[str, str], field: str) -> list[float]:
        return [float(r[key][field]) for r in self.rounds if key in r and field in r[key]]

    def get(self, key: tuple[str, str], field: str) -> float | None:
        vs = self.values(key, field)
        return statistics.median(vs) if vs else None

    def field(self, key: tuple[str, str], field: str) -> str:
        for r in self.rounds:
            if key in r and field in r[key]:
                return r[key][field]
        return "-"


def fmt(v: float | None) -> str:
    if v is None:
        return "-"
    return f"{v:.3f}" if v < 100 else f"{v:.1f}"


def ratio(a: float | None, b: float | None) -> str:
    return f"{a / b:.2f}" if a is not None and b else "-"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--trellis", action="append", default=[])
    parser.add_argument("--takumi", action="append", default=[])
    parser.add_argument("--clock", choices=["cpu", "wall"], default="cpu")
    args = parser.parse_args()
    trellis, takumi = Renderer(args.trellis), Renderer(args.takumi)
    keys = [(s, k) for s in SCENES for k in SCALES]
    rounds = min(len(trellis.rounds), len(takumi.rounds))
    name = lambda key: f"{key[0]}@{key[1]}x"  # noqa: E731

    print("\n== Scenes: pictures (Trellis ImageRenderer.pngData() vs Takumi render_compiled to PNG) ==")
    print(f"{'SCENE':<16} {'pixels':>11} {'trellis bytes':>14} {'takumi bytes':>13}   layout, display list, drawing + encoding ms (Trellis, CPU)")
    for key in keys:
        parts = " / ".join(fmt(trellis.get(key, f)) for f in ("layout_cpu_ms", "list_cpu_ms", "draw_cpu_ms"))
        print(f"{name(key):<16} {trellis.field(key, 'pixels'):>11} {trellis.field(key, 'bytes'):>14} "
              f"{takumi.field(key, 'bytes'):>13}   {parts}")
    differing = [f"{name(k)} (Takumi {takumi.field(k, 'pixels')})" for k in keys
                 if trellis.field(k, "pixels") != takumi.field(k, "pixels")]
    print("picture sizes: " + ("the same in both" if not differing else "differ for " + ", ".join(differing)))

    print(f"\n== Scenes: ratio (trellis / takumi) in each of the {rounds} rounds, wall time and CPU time ==")
    print(f"{'SCENE':<16}" + "".join(f"{'wall ' + str(r + 1):>8}" for r in range(rounds)) + "  "
          + "".join(f"{'cpu ' + str(r + 1):>8}" for r in range(rounds)))
    for key in keys:
        cells = ""
        for field in ("png_ms", "png_cpu_ms"):
            for r in range(rounds):
                a = float(trellis.rounds[r][key][field]) if key in trellis.rounds[r] else None
                b = float(takumi.rounds[r][key][field]) if key in takumi.rounds[r] else None
                cells += f"{ratio(a, b):>8}"
            cells += "  "
        print(f"{name(key):<16}{cells}")

    print("\n== Scenes: layout alone (Trellis ViewLayout vs Takumi measure_compiled); process CPU time ==")
    print("   (fresh: Trellis with a new number appended to every text, so that no paragraph's layout is")
    print("    cached from an earlier picture; likewise the fresh PNG column)")
    print(f"{'SCENE':<16} {'trellis_layout_ms':>18} {'fresh':>8} {'takumi_measure_ms':>18} {'ratio':>7} {'fresh':>7}"
          f"   {'fresh png ms':>12} {'ratio':>7}")
    for key in keys:
        a, b = trellis.get(key, "layout_cpu_ms"), takumi.get(key, "measure_cpu_ms")
        f = trellis.get(key, "fresh_layout_cpu_ms")
        p, q = trellis.get(key, "fresh_png_cpu_ms"), takumi.get(key, "png_cpu_ms")
        print(f"{name(key):<16} {fmt(a):>18} {fmt(f):>8} {fmt(b):>18} {ratio(a, b):>7} {ratio(f, b):>7}"
              f"   {fmt(p):>12} {ratio(p, q):>7}")

    other = "wall" if args.clock == "cpu" else "cpu"
    field = {"cpu": "png_cpu_ms", "wall": "png_ms"}
    for clock in (other, args.clock):
        title = "process CPU time, all threads" if clock == "cpu" else "wall time"
        print(f"\n== Scenes, Trellis vs Takumi: PNG of each scene ({title}; medians over {rounds} round(s); "
              "ratio = trellis_ms / takumi_ms) ==")
        print(f"{'SCENE':<16} {'trellis_ms':>11} {'takumi_ms':>10} {'ratio':>7}")
        for key in keys:
            a, b = trellis.get(key, field[clock]), takumi.get(key, field[clock])
            print(f"{name(key):<16} {fmt(a):>11} {fmt(b):>10} {ratio(a, b):>7}")


if __name__ == "__main__":
    main()
