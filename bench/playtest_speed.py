"""Games per second of each bot, on one core and with 2 local jobs.

Run from the repository root::

    PYTHONPATH=. python bench/playtest_speed.py [--games 400] [--calls calls/fire-rescue-family.call.json ...]

Prints which engine ran (compiled or pure; ``CALLFORGE_PURE=1`` runs the pure
one), then one line per Call, bot and job count, with the time 10,000 games would take at that rate. The lookahead bot plays far fewer
games (it searches at every decision). Figures, not assertions: nothing here fails on a slow machine.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from pathlib import Path

from authoring.playtest import PlaytestSpec, run_playtest
from engine import accel

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CALLS = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "calls").glob("*.call.json"))
BOTS = ("pass", "random", "greedy", "lookahead")


def measure(call: str, bot: str, games: int, jobs: int, players: int) -> tuple[float, int]:
    spec = PlaytestSpec(call_path=str(ROOT / call), players=players, bot=bot, seed=1)
    started = time.perf_counter()
    result = run_playtest(spec, games, jobs=jobs)
    seconds = time.perf_counter() - started
    wins = sum(r.result == "win" for r in result.records)
    return len(result.records) / seconds, wins


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per measurement (lookahead: a tenth, at least 4)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--calls", nargs="*", default=DEFAULT_CALLS)
    parser.add_argument("--bots", nargs="*", default=list(BOTS))
    parser.add_argument("--profile", metavar="BOT", help="profile one-core games of BOT on the first Call instead")
    args = parser.parse_args()
    print(accel.describe())
    if args.profile:
        spec = PlaytestSpec(call_path=str(ROOT / args.calls[0]), players=args.players, bot=args.profile, seed=1)
        profiler = cProfile.Profile()
        profiler.runcall(run_playtest, spec, args.games)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        return
    print(f"{'call':36} {'bot':10} {'jobs':>4} {'games':>6} {'games/s':>9} {'wins':>6} {'10,000 games':>13}")
    for call in args.calls:
        for bot in args.bots:
            games = max(4, args.games // 10) if bot == "lookahead" else args.games
            for jobs in (1, 2):
                rate, wins = measure(call, bot, games, jobs, args.players)
                estimate = f"{10_000 / rate:.0f} s"
                print(f"{Path(call).name:36} {bot:10} {jobs:>4} {games:>6} {rate:>9.1f} {wins:>6} {estimate:>13}", flush=True)


if __name__ == "__main__":
    main()
