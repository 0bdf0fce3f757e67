"""Engine speed: full random games per second on one core, and microseconds per call.

Run from the repository root::

    PYTHONPATH=. python bench/engine_speed.py [--games N] [--profile]
    PYTHONPATH=. python bench/engine_speed.py --greedy [--greedy-games N] [--profile]

The first lines say which engine ran: the compiled one (``callforge accel build``)
when it is built and up to date, else the Python sources; ``CALLFORGE_PURE=1``
runs the pure one. Times are CPU time of this process (``time.process_time``), so other load on the
machine disturbs them less. The best of ``--repeat`` runs is shown. Prints, for the family Call (4 players), the experienced Call at Veteran
(4 players) and the Golden State Heroes warehouse Call (4 players): full games per second played by a uniformly random legal-action
player (``Game.new`` included), then microseconds per ``legal_actions()`` and
per ``apply()`` measured over those games. ``--profile`` adds a cProfile
summary of the family run.

``--greedy`` measures the engine alone under the ``greedy`` bot's long games:
the bot plays ``--greedy-games`` games of each Call once and its actions are
recorded (as new ``Action`` objects, like actions read from a file or built by a
bot, not the engine's own instances); then the engine replays them without the bot, calling
``legal_actions()`` and ``apply()`` at every decision as a bot would. Prints
engine-only games per second (``Game.new`` included), the decisions per game,
microseconds per ``legal_actions()`` and per ``apply()``, and games per second
when each action is checked with ``is_legal()`` instead of listing the legal
actions.
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


def record_greedy(call, board, level, games: int) -> list[list]:
    """The actions the ``greedy`` bot plays in games ``0..games-1`` (recorded once, replayed many times)."""
    from engine.actions import Action
    from engine.bots import make_bot

    recorded = []
    for seed in range(games):
        g = Game.new(call, board, players=4, seed=seed, difficulty=level)
        bot = make_bot("greedy", seed=seed)
        actions = []
        while not g.is_over:
            action = bot.act(g)
            actions.append(Action(action.kind, action.cell, action.cell2, action.arg, action.seat))
            g.apply(action)
        recorded.append(actions)
    return recorded


def replay_rate(call, board, level, recorded: list[list], repeat: int, listing: bool = True) -> float:
    """Best engine-only games/s replaying ``recorded``: ``legal_actions()`` (or ``is_legal()``) then ``apply()``."""
    best = 0.0
    for _ in range(repeat):
        start = time.process_time()
        for seed, actions in enumerate(recorded):
            g = Game.new(call, board, players=4, seed=seed, difficulty=level)
            for action in actions:
                if listing:
                    g.legal_actions()
                else:
                    g.is_legal(action)
                g.apply(action)
        best = max(best, len(recorded) / (time.process_time() - start))
    return best


def replay_per_call(call, board, level, recorded: list[list]) -> tuple[float, float]:
    """Microseconds per ``legal_actions()`` and per ``apply()`` replaying ``recorded``."""
    t_legal = t_apply = 0.0
    n = 0
    clock = time.perf_counter
    for seed, actions in enumerate(recorded):
        g = Game.new(call, board, players=4, seed=seed, difficulty=level)
        for action in actions:
            t0 = clock()
            g.legal_actions()
            t1 = clock()
            g.apply(action)
            t2 = clock()
            t_legal += t1 - t0
            t_apply += t2 - t1
            n += 1
    return t_legal / n * 1e6, t_apply / n * 1e6


def greedy_replay(args) -> None:
    """The ``--greedy`` mode (see the module docstring)."""
    print(f"Python {sys.version.split()[0]}, one core, engine alone replaying {args.greedy_games} recorded "
          "greedy games, 4 players")
    for name, level in CALLS:
        call, board = load(name)
        recorded = record_greedy(call, board, level, args.greedy_games)
        rate = replay_rate(call, board, level, recorded, args.repeat)
        checked = replay_rate(call, board, level, recorded, args.repeat, listing=False)
        legal_us, apply_us = replay_per_call(call, board, level, recorded)
        decisions = sum(map(len, recorded)) / len(recorded)
        label = f"{name}{' (' + level + ')' if level else ''}"
        print(f"{label:40s} {rate:8.1f} games/s  {decisions:6.1f} decisions/game  "
              f"legal_actions {legal_us:6.1f} us  apply {apply_us:6.1f} us  "
              f"is_legal+apply {checked:8.1f} games/s")
        if args.profile and name == "fire-rescue-family":
            prof = cProfile.Profile()
            prof.runcall(replay_rate, call, board, level, recorded, 1)
            pstats.Stats(prof).sort_stats("tottime").print_stats(20)


CALLS = (("fire-rescue-family", None), ("fire-rescue-experienced", "veteran"), ("gsh-warehouse", None))
"""The Calls measured, with their level."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games per measurement (default 500)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per measurement; the best is shown (default 3)")
    parser.add_argument("--profile", action="store_true", help="print a cProfile summary of the family run")
    parser.add_argument("--greedy", action="store_true", help="time the engine replaying recorded greedy games")
    parser.add_argument("--greedy-games", type=int, default=150, help="greedy games recorded per Call (default 150)")
    args = parser.parse_args()
    if args.greedy:
        greedy_replay(args)
        return
    print(f"Python {sys.version.split()[0]}, one core, uniformly random legal-action player, 4 players")
    print(accel.describe())
    for name, level in CALLS:
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
