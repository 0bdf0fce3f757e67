"""Greedy games per second on one core, split into the engine's and the bot's share of a decision.

Run from the repository root::

    PYTHONPATH=. python bench/greedy_split.py [--games 150] [--repeat 3] [CALL ...]
    CALLFORGE_PURE=1 PYTHONPATH=. python bench/greedy_split.py      # the same on the pure engine

For each Call (default: the bundled family, experienced and Golden State Heroes
Calls, 4 players, first level) it plays ``--games`` greedy games and prints games
per second, decisions per game and microseconds per decision spent in
``legal_actions()``, in the bot's ``act()`` and in ``apply()``: CPU time of this
process, best of ``--repeat`` runs after a warm-up of 20 games. The first line says which engine ran
(compiled or pure). Figures, not assertions.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from authoring.playtest import PlaytestSpec, new_game
from engine import accel
from engine.bots import make_bot

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CALLS = ("fire-rescue-family", "fire-rescue-experienced", "gsh-warehouse")


def split(call_path: str, games: int, players: int) -> dict[str, float]:
    """Play ``games`` greedy games; games/s and the share of each part per decision."""
    spec = PlaytestSpec(call_path=call_path, players=players, bot="greedy", seed=1)
    clock = time.process_time
    legal = bot_time = apply = 0.0
    decisions = 0
    start = clock()
    for index in range(games):
        game, bot = new_game(spec, index), make_bot("greedy", seed=0)
        while not game.is_over:
            t0 = clock()
            game.legal_actions()
            t1 = clock()
            action = bot.act(game)
            t2 = clock()
            game.apply(action)
            t3 = clock()
            legal += t1 - t0
            bot_time += t2 - t1
            apply += t3 - t2
            decisions += 1
    total = clock() - start
    per = 1e6 / max(1, decisions)
    return {"games/s": games / total, "decisions/game": decisions / games,
            "legal us": legal * per, "bot us": bot_time * per, "apply us": apply * per}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("calls", nargs="*", default=[str(ROOT / "calls" / f"{c}.call.json") for c in DEFAULT_CALLS])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3, help="runs per Call; the best is shown")
    args = parser.parse_args()
    print(accel.describe())
    print(f"{'call':28} {'games/s':>8} {'dec/game':>8} {'legal us':>9} {'bot us':>8} {'apply us':>9}")
    for call in args.calls:
        split(call, 20, args.players)  # warm-up: load the Call, compile the board, fill the caches
        best = max((split(call, args.games, args.players) for _ in range(args.repeat)), key=lambda r: r["games/s"])
        print(f"{Path(call).name.removesuffix('.call.json'):28} {best['games/s']:8.1f} {best['decisions/game']:8.0f} "
              f"{best['legal us']:9.1f} {best['bot us']:8.1f} {best['apply us']:9.1f}", flush=True)


if __name__ == "__main__":
    main()
