"""CPU instructions per greedy game, counted by valgrind: a figure that does not swing with the machine's load.

Run from the repository root (needs ``valgrind``)::

    PYTHONPATH=. python bench/greedy_instructions.py [--games 20] [--players 4] [CALL ...]
    CALLFORGE_PURE=1 PYTHONPATH=. python bench/greedy_instructions.py     # the pure engine

For each Call (default: the bundled family Call) it plays ``--games`` and then
twice as many greedy games (seed 1, the Call's first level) under
``valgrind --tool=callgrind`` (string hashing seeded the same each time)
and prints the difference divided by ``--games``: the instructions of one
game, without the start-up, the Call's loading and the first games'
warm-up. Timings on a shared machine vary by
a third from one minute to the next; these counts agree to a fraction of a
percent between runs, so they are what to compare two versions of the engine
or the bot by. Figures, not assertions.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from engine import accel

ROOT = Path(__file__).resolve().parents[1]
PLAY = """
import sys
from authoring.playtest import PlaytestSpec, new_game
from engine.bots import make_bot
spec = PlaytestSpec(call_path=sys.argv[1], players=int(sys.argv[2]), bot="greedy", seed=1)
for index in range(int(sys.argv[3])):
    game, bot = new_game(spec, index), make_bot("greedy", seed=0)
    while not game.is_over:
        game.apply(bot.act(game))
"""


def instructions(call: str, players: int, games: int) -> int:
    """Instructions valgrind counts for a Python process that plays ``games`` greedy games of ``call``."""
    command = [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
        sys.executable, "-c", PLAY, call, str(players), str(games),
    ]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "0"}  # str hashes move dict costs a little
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    found = re.search(r"refs:\s+([\d,]+)", done.stderr)
    if found is None:
        raise SystemExit(f"valgrind printed no instruction count:\n{done.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("calls", nargs="*", default=["calls/fire-rescue-family.call.json"])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    print(accel.describe())
    print(f"{'call':<42} {'instructions per game':>22}")
    for call in args.calls:
        fewer = instructions(call, args.players, args.games)
        more = instructions(call, args.players, 2 * args.games)
        print(f"{call:<42} {(more - fewer) / args.games / 1e6:>20.1f} M")


if __name__ == "__main__":
    main()
