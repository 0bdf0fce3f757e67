"""How fast ``validate`` is: each bundled file warm, and the whole library from a cold CLI start.

Targets: under 30 ms warm per board + Call, under 1 s for a cold
``callforge validate calls/``. This script prints figures and asserts nothing.
Run from the repository root:

    PYTHONPATH=. python bench/validate_speed.py
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from timing import described

from authoring.checks import check_board, check_call
from authoring.files.load import load_path
from authoring.files.validate import validate_path

ROOT = Path(__file__).resolve().parents[1]
WARM_RUNS = 200
COLD_RUNS = 7


def median_ms(fn, runs: int) -> float:
    """Median milliseconds of ``fn()`` over ``runs`` calls, after one warm-up call."""
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def warm_figures() -> None:
    boards = sorted((ROOT / "calls" / "boards").glob("*.board.json"))
    calls = sorted((ROOT / "calls").glob("*.call.json"))
    print(f"warm, median of {WARM_RUNS} runs (validate_path = load + deep checks):")
    for path in [*boards, *calls]:
        total = median_ms(lambda p=path: validate_path(p), WARM_RUNS)
        result = load_path(path)
        if result.kind == "board":
            checks = median_ms(lambda m=result.model: check_board(m), WARM_RUNS)
        else:
            checks = median_ms(lambda m=result.model, b=result.board: check_call(m, b), WARM_RUNS)
        print(f"  {path.relative_to(ROOT)}: {total:.2f} ms (deep checks alone {checks:.2f} ms)")
    for call in calls:
        board = load_path(call).board_path

        def both(c=call, b=board):
            validate_path(b)
            validate_path(c)

        print(f"  board + Call {call.name}: {median_ms(both, WARM_RUNS):.2f} ms (target < 30 ms)")


def cold_figures() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "authoring.cli", "validate", "calls/"]
    times, cpu = [], []
    for _ in range(COLD_RUNS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    status = "ok" if done.returncode == 0 else f"exit {done.returncode}: {done.stderr.strip()}"
    print(f"cold CLI `{' '.join(command[2:])}` ({status}), median of {COLD_RUNS} runs: "
          f"{statistics.median(times) * 1000:.0f} ms wall (min {min(times) * 1000:.0f} ms), "
          f"{statistics.median(cpu) * 1000:.0f} ms CPU; target < 1000 ms")
    print(f"load average while measuring: {', '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs")


def main() -> None:
    described(__doc__)
    warm_figures()
    cold_figures()


if __name__ == "__main__":
    main()
