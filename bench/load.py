"""How fast the loader is: bundled files, and a large generated board near the size limit.

Run from the repository root:

    PYTHONPATH=. python bench/load.py
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from timing import described

from authoring.files.dump import dump_board
from authoring.files.jsonpos import parse
from authoring.files.load import load_path, parse_board_text

ROOT = Path(__file__).resolve().parents[1]


def per_call(fn, repeat: int) -> float:
    """Mean seconds per call of ``fn`` over ``repeat`` calls (after one warm-up)."""
    fn()
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat


def big_board_text(side: int) -> str:
    walls = [[[r, c], [r, c + 1]] for r in range(1, side - 1) for c in range(1, side - 2)]
    return json.dumps({"id": "big", "rows": side, "cols": side, "walls": walls}, indent=2)


def main() -> None:
    described(__doc__)
    for path in sorted((ROOT / "calls").rglob("*.json")):
        seconds = per_call(lambda p=path: load_path(p), 50)
        print(f"load_path {path.relative_to(ROOT)}: {seconds * 1000:.2f} ms")
    text = (ROOT / "calls" / "boards" / "fire-rescue-front.board.json").read_text(encoding="utf-8")
    print(f"jsonpos.parse front board: {per_call(lambda: parse(text), 200) * 1000:.3f} ms "
          f"(json.loads: {per_call(lambda: json.loads(text), 200) * 1000:.3f} ms)")
    board = parse_board_text(text).model
    print(f"dump_board front board with original text: {per_call(lambda: dump_board(board, text), 200) * 1000:.3f} ms")
    big = big_board_text(200)
    print(f"parse_board_text of a {len(big) / 1e6:.1f} MB board ({(200 - 2) * (200 - 3)} walls): "
          f"{per_call(lambda: parse_board_text(big), 3):.2f} s")


if __name__ == "__main__":
    main()
