"""How long ``callforge validate`` takes, and how much memory, on 5 MB files of hostile content.

Each case writes one file of about 5 MB (the loader's limit) into a temporary
folder and runs a cold ``callforge validate`` on it in a child process; the
figures are the wall time and the child's peak resident memory. Target: every
case under 5 s and 500 MB. This script prints figures and asserts nothing.
Run from the repository root:

    PYTHONPATH=. python bench/hostile_validate.py
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from timing import described

from authoring.files.load import MAX_FILE_BYTES

ROOT = Path(__file__).resolve().parents[1]
SIZE = MAX_FILE_BYTES - 4096
HEAD = '{"id": "x", "title": {"en": "x"}, "board": "fire-rescue-front", '


def _fill(prefix: str, item: str, suffix: str) -> str:
    count = (SIZE - len(prefix) - len(suffix)) // (len(item) + 1)
    return prefix + ",".join([item] * count) + suffix


def cases() -> dict[str, tuple[str, str | bytes]]:
    """File name and content of each hostile case."""
    list_of_lists = "[" + ",".join(["[0,0]"] * 19_999) + "]"
    keys = (SIZE - len(HEAD)) // (len(list_of_lists) + 12)
    wide = json.dumps({"id": "big", "rows": 100, "cols": 100,
                       "walls": [[[r, c], [r, c + 1]] for r in range(1, 99) for c in range(1, 98)][:20_000],
                       "doors": [{"edge": [[r, c], [r + 1, c]]} for r in range(1, 98) for c in range(1, 99)][:10_000]})
    busy = json.dumps(busy_board())
    return {
        "2.6 M type errors in one list": ("errors.call.json", _fill(HEAD + '"setup": {"fire": [', '["a","b"]', "]}}")),
        "400,000 unknown keys": ("keys.call.json", HEAD + ",".join(f'"k{i}": 0' for i in range(400_000)) + "}"),
        "2.6 M numbers in one list": ("zeros.call.json", _fill(HEAD + '"setup": {"fire": [', "0", "]}}")),
        "lists of 20,000 pairs under many keys": (
            "values.call.json", HEAD + ",".join(f'"k{i}": {list_of_lists}' for i in range(keys)) + "}"),
        "duplicate keys": ("dupes.call.json", HEAD + ",".join(['"id": "x"'] * ((SIZE - len(HEAD)) // 10)) + "}"),
        "one 5 MB string": ("string.call.json", HEAD + '"briefing": {"en": "' + "x" * (SIZE - 100) + '"}}'),
        "nesting 2.5 M deep": ("deep.call.json", "[" * (SIZE // 2) + "]" * (SIZE // 2)),
        "NUL bytes": ("nul.board.json", b"\0" * SIZE),
        "5 M line ends (lone CR)": ("lines.board.json", "\r" * SIZE),
        "UTF-16": ("utf16.board.json", ('{"id": "x", "name": {"en": "' + "x" * (SIZE // 2 - 100) + '"}}').encode("utf-16")),
        "random bytes": ("random.board.json", os.urandom(SIZE)),
        "a 100 x 100 board with 30,000 edges": ("big.board.json", wide),
        "a 100 x 100 board with zones, arrows, spots": ("busy.board.json", busy),
        "a Call on that board": ("boards/house.board.json", busy),
    }


def busy_board() -> dict:
    """A 100 x 100 board that every deep check has work on: 16 zones, 40 engine spots, an arrow per space, walls and doors."""
    zones = {f"z{4 * i + j}": {"rows": [1 + 25 * i, min(98, 25 + 25 * i)], "cols": [1 + 25 * j, min(98, 25 + 25 * j)]}
             for i in range(4) for j in range(4)}
    rows = [" ".join(["S"] * 97 + ["W"]) if r < 97 else " ".join(["E"] * 97 + ["N"]) for r in range(98)]
    return {
        "id": "house", "rows": 100, "cols": 100,
        "walls": [[[r, c], [r, c + 1]] for r in range(1, 98) for c in range(1, 97) if (r * 7 + c) % 3 == 0],
        "doors": [{"edge": [[r, c], [r + 1, c]]} for r in range(1, 97) for c in range(1, 98) if (r + c) % 5 == 0],
        "openings": [[[0, 1], [1, 1]]], "zones": zones, "arrows": {"origin": [1, 1], "rows": rows},
        "parking": {"ambulance": [[[0, 2], [0, 3]]], "engine": [[[0, 4 + 2 * i], [0, 5 + 2 * i]] for i in range(40)]},
        "dice": {"red_sides": 98, "black_sides": 98},
    }


def measure(path: Path) -> tuple[float, float, int]:
    """Wall seconds, peak MB of the child, and its exit status for ``callforge validate path``."""
    start = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-m", "authoring.cli", "validate", str(path)],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    return seconds, usage.ru_maxrss / 1024, child.returncode


def main() -> None:
    described(__doc__)
    with tempfile.TemporaryDirectory() as folder:
        library = Path(folder)
        (library / "boards").mkdir()
        front = ROOT / "calls" / "boards" / "fire-rescue-front.board.json"
        (library / "boards" / front.name).write_bytes(front.read_bytes())
        print(f"callforge validate, one cold run per file of about {SIZE / 1024 / 1024:.1f} MB (target < 5 s, < 500 MB):")
        worst_time = worst_memory = 0.0
        for what, (name, content) in cases().items():
            path = library / name
            if name.startswith("boards/"):  # a Call on this board: validate the Call, which checks its board too
                path.write_text(content, encoding="utf-8")
                call = {"id": "c", "title": {"en": "c"}, "board": "house", "setup": {"fire": [[50, 50]], "poi": [[10, 10]]}}
                path = library / "c.call.json"
                content = json.dumps(call)
            if isinstance(content, bytes):
                path.write_bytes(content)
            else:
                path.write_text(content, encoding="utf-8")
            seconds, megabytes, status = measure(path)
            worst_time, worst_memory = max(worst_time, seconds), max(worst_memory, megabytes)
            print(f"  {what:42s} {path.stat().st_size / 1024 / 1024:4.1f} MB  {seconds:5.2f} s  peak {megabytes:6.0f} MB  exit {status}")
            path.unlink()
        print(f"worst: {worst_time:.2f} s, {worst_memory:.0f} MB")
        load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
        print(f"load average while measuring: {load} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
