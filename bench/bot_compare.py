"""Paired comparison of two bots on the same Call, level, player counts and game seeds.

Run from the repository root::

    PYTHONPATH=. python bench/bot_compare.py greedy random --games 500 --players 2 4 6
    PYTHONPATH=.:/path/to/old python bench/bot_compare.py oldbots.greedy:GreedyBot greedy

A bot is a registered name (``engine.bots.BOTS``) or ``module:Class`` (an
older copy of a bot on ``PYTHONPATH``, say). ``--set NAME=VALUE`` changes a
constant of bot B's module for B's games only, to try a tuning::

    PYTHONPATH=. python bench/bot_compare.py greedy greedy --set FIRE_VALUE=5.0 Game ``i`` of both bots uses the
same dice seed, so the per-game win difference is paired
(:func:`authoring.playtest.stats.paired_difference`): the printed interval is the 95%
interval of (B - A). Also prints each bot's games per second. Figures, not
assertions.
"""

from __future__ import annotations

import argparse
import importlib
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from authoring import playtest as pt
from authoring.playtest import stats
from engine.tally import play_out

ROOT = Path(__file__).resolve().parents[1]


def bot_class(name: str):
    if ":" not in name:
        from engine.bots import BOTS

        name = BOTS[name]
    module, cls = name.split(":")
    return getattr(importlib.import_module(module), cls)


def build_bot(name: str, seed: int):
    return bot_class(name)(seed=seed)


def play(spec: pt.PlaytestSpec, bot_name: str, indices: range, settings: tuple = ()) -> list[tuple[int, str, int, int]]:
    module = importlib.import_module(bot_class(bot_name).__module__)
    saved = {name: getattr(module, name) for name, _ in settings}
    for name, value in settings:
        setattr(module, name, type(saved[name])(value))
    try:
        return _play(spec, bot_name, indices)
    finally:
        for name, value in saved.items():
            setattr(module, name, value)


def _play(spec: pt.PlaytestSpec, bot_name: str, indices: range) -> list[tuple[int, str, int, int]]:
    out = []
    for index in indices:
        game = pt.new_game(spec, index)
        bot = build_bot(bot_name, pt.game_seed(spec.seed, index, "bot"))
        record = pt.record_of(index, game, play_out(game, bot, spec.max_turns))
        out.append((index, record.result, record.rescued, record.lost))
    return out


def run(spec: pt.PlaytestSpec, bot_name: str, games: int, jobs: int, settings: tuple = ()) -> tuple[list, float]:
    work = pt.chunks(games, max(1, games // (jobs * 4)))
    started = time.perf_counter()
    if jobs == 1:
        records = [r for w in work for r in play(spec, bot_name, w, settings)]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            n = len(work)
            parts = pool.map(play, [spec] * n, [bot_name] * n, work, [settings] * n)
            records = [r for part in parts for r in part]
    return sorted(records), time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a", help="baseline bot")
    parser.add_argument("b", help="challenger bot")
    parser.add_argument("--call", default="calls/fire-rescue-family.call.json")
    parser.add_argument("--level", default=None)
    parser.add_argument("--players", type=int, nargs="*", default=[4])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--set", nargs="*", default=[], metavar="NAME=VALUE", help="constants of bot B's module")
    args = parser.parse_args()
    settings = tuple(tuple(item.split("=", 1)) for item in args.set)
    print(f"{'players':>7} {'wins A':>7} {'wins B':>7} {'B-A':>7} {'95% interval':>18} {'resc A':>6} {'resc B':>6} {'g/s A':>6} {'g/s B':>6}")
    for players in args.players:
        spec = pt.PlaytestSpec(call_path=str(ROOT / args.call), players=players, level=args.level, seed=args.seed)
        a, ta = run(spec, args.a, args.games, args.jobs)
        b, tb = run(spec, args.b, args.games, args.jobs, settings)
        wa = [float(r[1] == "win") for r in a]
        wb = [float(r[1] == "win") for r in b]
        diff, lo, hi = stats.paired_difference(wa, wb)
        ra = stats.mean([r[2] for r in a])
        rb = stats.mean([r[2] for r in b])
        print(
            f"{players:>7} {sum(wa):>7.0f} {sum(wb):>7.0f} {diff:>+7.3f} [{lo:>+7.3f}, {hi:>+7.3f}] "
            f"{ra:>6.2f} {rb:>6.2f} {len(a) / ta:>6.1f} {len(b) / tb:>6.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
