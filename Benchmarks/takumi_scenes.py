#!/usr/bin/env python3
"""The comparison scenes drawn by Takumi (takumi-py 0.3.0), timed like render-bench.

    Benchmarks/.venv/bin/python Benchmarks/takumi_scenes.py [--runs N] [--scale S] [--machine] [--write DIR] [SCENE ...]

The same four scenes as Benchmarks/Sources/render-bench/Scenes.swift (keep them in step): a
1200 x 630 card, a list of 50 rows, an article of 20 paragraphs and a grid of 200 tiles, in
the Inter font files Trellis ships. Each scene is compiled once (Takumi's fastest path), then
rendered to PNG --runs times after one warm-up (`render_compiled(..., format="png")`), and
measured as many times (`measure_compiled`: layout without drawing). Medians, wall and
process CPU time, in ms; with --machine one `RESULT key=value ...` line per scene and scale.
"""
from __future__ import annotations

import argparse
import colorsys
import pathlib
import statistics
import struct
import sys
import time

import takumi_py as tk

FONTS = pathlib.Path(__file__).resolve().parent.parent / "Sources" / "TrellisText" / "Fonts"

BLACK = "#000000"
DARK = "#333333"   # Color(red: 0.2, green: 0.2, blue: 0.2)
GRAY = "#808080"   # Color(red: 0.5, green: 0.5, blue: 0.5)
BLUE = "#007aff"   # Color(red: 0, green: 0.478, blue: 1)
ORANGE = "#ff9500"  # Color(red: 1, green: 0.584, blue: 0)
# Trellis's chevron.right, as an SVG drawing of the same size (SF Symbols are not available here).
CHEVRON = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="17" viewBox="0 0 10 17">'
    '<path d="M1.5 1.5 L8.5 8.5 L1.5 15.5" fill="none" stroke="#808080" stroke-width="2.2" '
    'stroke-linecap="round" stroke-linejoin="round"/></svg>'
)

CARD_TITLE = "Trellis draws SwiftUI on Linux"
CARD_PARAGRAPH = ("Layout is computed exactly as SwiftUI does it. Text is shaped with HarfBuzz and "
                  "drawn with Cairo. The same frames, to the fraction of a point, on any server.")
CARD_CAPTION = "trellis.dev · issue 14"


def row_title(row: int) -> str:
    return f"Message {row + 1} from the team"


def row_subtitle(row: int) -> str:
    return f"Tomorrow's meeting moves to room {row % 7 + 2}"


ARTICLE_TITLE = "On the measurement of text"


def article_paragraph(index: int) -> str:
    return (f"Paragraph {index + 1}. Real screens are mostly text: titles, labels, and long paragraphs that "
            "wrap across many lines. Each word is shaped, each line is broken where the language allows, "
            "and each glyph is placed on the pixel grid of the screen. A renderer that is fast with "
            "rectangles but slow with words is slow where it matters.")


def text(value: str, size: float, color: str, weight: int = 400) -> dict:
    return {"type": "text", "text": value,
            "style": {"fontSize": f"{size}px", "fontWeight": weight, "color": color, "fontFamily": "Inter"}}


def box(width: float, height: float, color: str, radius: str) -> dict:
    return {"type": "container",
            "style": {"width": f"{width}px", "height": f"{height}px", "borderRadius": radius, "backgroundColor": color}}


def card() -> dict:
    return {"type": "container",
            "style": {"display": "flex", "flexDirection": "column", "alignItems": "flex-start", "gap": "24px",
                      "padding": "48px", "width": "1200px", "height": "630px", "backgroundColor": "white"},
            "children": [
                text(CARD_TITLE, 64, BLACK, 700),
                text(CARD_PARAGRAPH, 32, DARK),
                {"type": "container",
                 "style": {"display": "flex", "flexDirection": "row", "alignItems": "center", "gap": "24px"},
                 "children": [box(200, 100, BLUE, "20px"), box(100, 100, ORANGE, "50%"), text(CARD_CAPTION, 24, GRAY)]},
            ]}


def list_screen() -> dict:
    rows = []
    for row in range(50):
        rows.append({"type": "container",
                     "style": {"display": "flex", "flexDirection": "row", "alignItems": "center", "gap": "12px",
                               "padding": "0px 16px", "height": "60px", "flexShrink": 0},
                     "children": [
                         box(28, 28, BLUE, "6px"),
                         {"type": "container",
                          "style": {"display": "flex", "flexDirection": "column", "gap": "2px", "flexGrow": 1},
                          "children": [text(row_title(row), 17, BLACK, 600), text(row_subtitle(row), 15, GRAY)]},
                         {"type": "image", "src": CHEVRON, "width": 10, "height": 17},
                     ]})
    return {"type": "container",
            "style": {"display": "flex", "flexDirection": "column", "width": "390px", "backgroundColor": "white"},
            "children": rows}


def article() -> dict:
    children = [text(ARTICLE_TITLE, 34, BLACK, 700)] + [text(article_paragraph(i), 17, DARK) for i in range(20)]
    return {"type": "container",
            "style": {"display": "flex", "flexDirection": "column", "gap": "16px", "padding": "32px",
                      "width": "664px", "backgroundColor": "white"},
            "children": children}


def tile_color(index: int) -> str:
    r, g, b = colorsys.hsv_to_rgb(index / 200, 0.6, 0.9)
    return "#%02x%02x%02x" % (round(r * 255), round(g * 255), round(b * 255))


def grid() -> dict:
    rows = []
    for row in range(20):
        tiles = []
        for column in range(10):
            index = row * 10 + column
            # nowrap: otherwise Takumi sizes the centred caption for two lines (it draws one).
            caption = text(f"Tile {index + 1}", 13, BLACK)
            caption["style"]["whiteSpace"] = "nowrap"
            tiles.append({"type": "container",
                          "style": {"display": "flex", "flexDirection": "column", "alignItems": "center", "gap": "6px",
                                    "width": "80px"},
                          "children": [box(80, 80, tile_color(index), "12px"), caption]})
        rows.append({"type": "container", "style": {"display": "flex", "flexDirection": "row", "gap": "16px"},
                     "children": tiles})
    return {"type": "container",
            "style": {"display": "flex", "flexDirection": "column", "gap": "16px", "padding": "16px",
                      "width": "976px", "backgroundColor": "white"},
            "children": rows}


# name, node, canvas width, canvas height (None: the content's height)
SCENES = [("card", card, 1200, 630), ("list/50", list_screen, 390, None), ("article/20", article, 664, None),
          ("grid/200", grid, 976, None)]


def renderer() -> tk.Renderer:
    fonts = [tk.FontResource(data=(FONTS / f"Inter-{style}.otf").read_bytes(), name="Inter", weight=weight)
             for style, weight in (("Regular", 400), ("Medium", 500), ("SemiBold", 600), ("Bold", 700))]
    return tk.Renderer(load_default_fonts=False, fonts=fonts)


def timed(runs: int, body) -> tuple[float, float]:
    body()
    walls, cpus = [], []
    for _ in range(runs):
        wall, cpu = time.perf_counter_ns(), time.process_time_ns()
        body()
        cpus.append((time.process_time_ns() - cpu) / 1e6)
        walls.append((time.perf_counter_ns() - wall) / 1e6)
    return statistics.median(walls), statistics.median(cpus)


def png_size(data: bytes) -> tuple[int, int]:
    return struct.unpack(">II", data[16:24])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=31)
    parser.add_argument("--scale", type=float, action="append")
    parser.add_argument("--machine", action="store_true")
    parser.add_argument("--write")
    parser.add_argument("scenes", nargs="*")
    args = parser.parse_args()
    scales = args.scale or [1.0, 2.0]
    r = renderer()
    out = sys.stderr if args.machine else sys.stdout
    print(f"# takumi-py {tk.__name__} scenes: render_compiled(png) per scene, medians of {args.runs} runs (ms)", file=out)
    print(f"{'scene':<12} {'scale':>5} {'pixels':>11} {'png ms':>10} {'png cpu':>10} {'measure':>10}", file=out)
    for name, make, width, height in SCENES:
        if args.scenes and not any(name.startswith(f) for f in args.scenes):
            continue
        node = r.compile_node(make())
        for scale in scales:
            # Takumi's width and height are the canvas's, in pixels: the scene's points x the scale.
            w_px = round(width * scale)
            h_px = round(height * scale) if height is not None else None

            def render():
                return r.render_compiled(node, width=w_px, height=h_px, device_pixel_ratio=scale, format="png")
            png = render()
            if args.write:
                path = pathlib.Path(args.write) / f"{name.replace('/', '-')}@{int(scale)}x.takumi.png"
                path.write_bytes(png)
                print(path, file=out)
                continue
            w, h = png_size(png)
            total = timed(args.runs, render)
            measure = timed(args.runs, lambda: r.measure_compiled(node, width=w_px, height=h_px,
                                                                   device_pixel_ratio=scale))
            print(f"{name:<12} {scale:>5.0f} {f'{w}x{h}':>11} {total[0]:>10.3f} {total[1]:>10.3f} {measure[1]:>10.3f}",
                  file=out)
            if args.machine:
                print(f"RESULT scene={name} scale={int(scale)} pixels={w}x{h} bytes={len(png)} png_ms={total[0]:.4f} "
                      f"png_cpu_ms={total[1]:.4f} measure_ms={measure[0]:.4f} measure_cpu_ms={measure[1]:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
