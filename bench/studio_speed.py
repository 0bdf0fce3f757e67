"""Time one studio edit cycle on the standard board: read a click, apply the edit, validate, draw.

Run: PYTHONPATH=. python bench/studio_speed.py [--cycles N]

Prints the median and 90th percentile of each step and of the whole cycle.
The cycle is what the board editor does on a click on its drawing: ``click``
(the space or edge under the point, and the edit it makes: ``toggle_edge`` on a
wall, ``set_arrow`` near the side of a space), ``edit``, the live diagnostics
(``validate``: dump the model as it would be saved, load it back with
positions, run the deep checks), ``render_svg``, and ``image`` (the SVG as the
``data:`` URL the page hands the browser). ``png`` times the PNG the page
would render instead with CairoSVG (the fallback, and what the page did
before): it is reported beside the cycle, not counted in it.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from timing import ms_summary

from authoring.drawings import render
from authoring.studio import board_clicks, logic
from authoring.studio.board_image import PNG_SCALE, svg_source

ROOT = Path(__file__).resolve().parents[1]
BOARD = ROOT / "calls" / "boards" / "fire-rescue-front.board.json"
EDGES = [((1, 1), (1, 2)), ((2, 6), (2, 7)), ((5, 2), (6, 2)), ((0, 4), (1, 4)), ((3, 4), (3, 5))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=100)
    args = parser.parse_args()
    doc = logic.open_doc(BOARD)
    names = ("click", "edit", "validate", "render", "image", "cycle", "png")
    steps: dict[str, list[float]] = {name: [] for name in names}
    width, height = render.drawing_size(doc.model)
    shown = 640  # CSS pixels the page shows the drawing at
    scale = shown / width
    for i in range(args.cycles + 5):
        if i % 2:  # near the top of a space: its arrow points north
            cell = (1 + i % 6, 1 + i % 8)
            point, tool = (render.MARGIN + (cell[1] + 0.5) * render.CELL,
                           render.MARGIN + render.TITLE_HEIGHT + (cell[0] + 0.1) * render.CELL), "arrow"
        else:  # the middle of the line between the two spaces
            (r1, c1), (r2, c2) = EDGES[i % len(EDGES)]
            point, tool = (render.MARGIN + (max(c1, c2) if r1 == r2 else c1 + 0.5) * render.CELL,
                           render.MARGIN + render.TITLE_HEIGHT + (r1 + 0.5 if r1 == r2 else max(r1, r2)) * render.CELL), "edge"
        click = {"x": round(point[0] * scale), "y": round(point[1] * scale), "width": shown,
                 "height": round(height * scale), "unix_time": i}
        t0 = time.perf_counter()
        hit = board_clicks.Drawing(doc.model, render.DEFAULT_LAYERS, "").hit(click)
        fn, fn_args = board_clicks.board_click(doc.model, hit, tool).edit
        t1 = time.perf_counter()
        logic.apply(doc, fn, *fn_args)
        t2 = time.perf_counter()
        diagnostics = logic.board_diagnostics(doc.model, doc.original_text)
        t3 = time.perf_counter()
        svg = render.render_svg(doc.model, highlight_cells=[c for d in diagnostics[:1] for c in d.cells])
        t4 = time.perf_counter()
        svg_source(svg)
        t5 = time.perf_counter()
        render.svg_to_png(svg, scale=PNG_SCALE)
        t6 = time.perf_counter()
        if i >= 5:  # warm-up
            for name, value in zip(names, (t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4, t5 - t0, t6 - t5), strict=True):
                steps[name].append(value)
    print(f"studio edit cycle on {BOARD.name}, {args.cycles} cycles (SVG {len(svg) // 1024} KiB, "
          f"{len(diagnostics)} diagnostics at the end)")
    for name, samples in steps.items():
        print(f"  {name:<9} {ms_summary(samples)}" + ("   (PNG fallback, not in the cycle)" if name == "png" else ""))


if __name__ == "__main__":
    main()
