"""Time one studio edit cycle on the standard board: apply an edit, validate, draw the SVG.

Run: PYTHONPATH=. python bench/studio_speed.py [--cycles N]

Prints the median and 90th percentile of each step and of the whole cycle.
The cycle is what the board editor does on a click: ``toggle_edge`` (or
``set_arrow``), then the live diagnostics (dump the model as it would be
saved, load it back with positions, run the deep checks), then ``render_svg``.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from authoring import edit, render
from authoring.studio import logic

ROOT = Path(__file__).resolve().parents[1]
BOARD = ROOT / "calls" / "boards" / "fire-rescue-front.board.json"
EDGES = [((1, 1), (1, 2)), ((2, 6), (2, 7)), ((5, 2), (6, 2)), ((0, 4), (1, 4)), ((3, 4), (3, 5))]


def _ms(samples: list[float]) -> str:
    ordered = sorted(samples)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return f"median {statistics.median(ordered) * 1000:7.2f} ms   p90 {p90 * 1000:7.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=200)
    args = parser.parse_args()
    doc = logic.open_doc(BOARD)
    steps: dict[str, list[float]] = {"edit": [], "validate": [], "render": [], "cycle": []}
    for i in range(args.cycles + 5):
        t0 = time.perf_counter()
        if i % 2:
            logic.apply(doc, edit.set_arrow, (1 + i % 6, 1 + i % 8), "NESW"[i % 4])
        else:
            logic.apply(doc, edit.toggle_edge, EDGES[i % len(EDGES)])
        t1 = time.perf_counter()
        diagnostics = logic.board_diagnostics(doc.model, doc.original_text)
        t2 = time.perf_counter()
        svg = render.render_svg(doc.model, highlight_cells=[c for d in diagnostics[:1] for c in d.cells])
        t3 = time.perf_counter()
        if i >= 5:  # warm-up
            for name, value in (("edit", t1 - t0), ("validate", t2 - t1), ("render", t3 - t2), ("cycle", t3 - t0)):
                steps[name].append(value)
    print(f"studio edit cycle on {BOARD.name}, {args.cycles} cycles (SVG {len(svg) // 1024} KiB, "
          f"{len(diagnostics)} diagnostics at the end)")
    for name, samples in steps.items():
        print(f"  {name:<9} {_ms(samples)}")


if __name__ == "__main__":
    main()
