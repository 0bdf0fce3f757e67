"""Engine speed: full random games per second on one core, and microseconds per call.

Run from the repository root::

    PYTHONPATH=. python bench/engine_speed.py [--games N] [--profile]

The first lines say which engine ran: the compiled one (``callforge accel build``)
when it is built and up to date, else the Python sources; ``CALLFORGE_PURE=1``
runs the pure one. Times are CPU time of this process (``time.process_time``), so other load on the
machine disturbs them less. The best of ``--repeat`` runs is shown. Prints, for the family Call (4 players), the experienced Call at Veteran
(4 players) and the Golden State Heroes warehouse Call (4 players): full games per second played by a uniformly random legal-action
player (``Game.new`` included), then microseconds per ``legal_actions()`` and
per ``apply()`` measured over those games. ``--profile`` adds a cProfile
summary of the family run.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine import accel  # noqa: E402
from engine.bots.random import RandomBot  # noqa: E402
from engine.game import Game  # noqa: E402
from engine.model import Board, Call  # noqa: E402


def load(call_name: str) -> tuple[Call, Board]:
    call = Call.model_validate_json((ROOT / "calls" / f"{call_name}.call.json").read_text(encoding="utf-8"))
    board = Board.model_validate_json((ROOT / "calls" / "boards" / f"{call.board}.board.json").read_text(encoding="utf-8"))
    return call, board


def games_per_second(call, board, level, games: int, repeat: int = 1) -> tuple[float, int]:
    """Play ``games`` full random games ``repeat`` times; return the best games/s and the actions played per run."""
    best = 0.0
    for _ in range(repeat):
        bot = RandomBot(12345)
        actions = 0
        start = time.process_time()
        for seed in range(games):
            g = Game.new(call, board, players=4, seed=seed, difficulty=level)
            while not g.is_over:
                g.apply(bot.choose(g.legal_actions()))
                actions += 1
        best = max(best, games / (time.process_time() - start))
    return best, actions


def per_call(call, board, level, games: int) -> tuple[float, float]:
    """Microseconds per legal_actions() (fresh state, not cached) and per apply()."""
    bot = RandomBot(6789)
    t_legal = t_apply = 0.0
    n = 0
    clock = time.perf_counter
    for seed in range(games):
        g = Game.new(call, board, players=4, seed=seed, difficulty=level)
        while not g.is_over:
            t0 = clock()
            legal = g.legal_actions()
            t1 = clock()
            g.apply(bot.choose(legal))
            t2 = clock()
            t_legal += t1 - t0
            t_apply += t2 - t1
            n += 1
    return t_legal / n * 1e6, t_apply / n * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games per measurement (default 500)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per measurement; the best is shown (default 3)")
    parser.add_argument("--profile", action="store_true", help="print a cProfile summary of the family run")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}, one core, uniformly random legal-action player, 4 players")
    print(accel.describe())
    for name, level in (("fire-rescue-family", None), ("fire-rescue-experienced", "veteran"), ("gsh-warehouse", None)):
        call, board = load(name)
        rate, actions = games_per_second(call, board, level, args.games, args.repeat)
        legal_us, apply_us = per_call(call, board, level, max(50, args.games // 4))
        label = f"{name}{' (' + level + ')' if level else ''}"
        print(f"{label:40s} {rate:8.1f} games/s  {actions / args.games:6.1f} actions/game  "
              f"legal_actions {legal_us:6.1f} us  apply {apply_us:6.1f} us")
    if args.profile:
        call, board = load("fire-rescue-family")
        prof = cProfile.Profile()
        prof.enable()
        games_per_second(call, board, None, max(100, args.games // 4))
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(15)


if __name__ == "__main__":
    main()
