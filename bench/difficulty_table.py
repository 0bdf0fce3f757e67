"""The README's difficulty table: every bundled Call, every level x 2-6 players, with damage by cause.

Run from the repository root::

    PYTHONPATH=. python bench/difficulty_table.py --games 500 --jobs 2
    PYTHONPATH=. python bench/difficulty_table.py --games 500 --jobs 2 --calls gsh-warehouse gsh-hillside
    PYTHONPATH=. python bench/difficulty_table.py --games 500 --jobs 2 --calls fire-rescue-experienced --levels heroic --players 3 4 5 6

Each row is one ``callforge playtest --sweep`` run (default bot, seed 0);
damage by cause is the mean per game (``damage_by_cause`` in ``--format json``):
setup explosions, explosions, shockwaves, Hazmat explosions and chopping.
Figures, not assertions.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from authoring import playtest as pt
from engine.bots import DEFAULT_BOT

ROOT = Path(__file__).resolve().parents[1]
CALLS = ("fire-rescue-family", "fire-rescue-experienced", "gsh-warehouse", "gsh-hillside")


def row(s: dict) -> str:
    lo, hi = s["win_rate_ci95"]
    d = s["damage_by_cause"]
    causes = " / ".join(f"{d[c]:.1f}" for c in ("setup", "explosion", "shockwave", "hazmat", "chop"))
    return (f"| {s['call']} | {s['level'] or '-'} | {s['players']} | {s['win_rate']:.1%} ({lo:.1%}-{hi:.1%}) "
            f"| {s['losses']['victims']} / {s['losses']['collapse']} | {s['turns']['p50']} | {s['rescued_mean']:.2f} "
            f"| {s['lost_mean']:.2f} | {s['damage_mean']:.1f} | {causes} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--bot", default=DEFAULT_BOT)
    parser.add_argument("--calls", nargs="+", choices=CALLS, default=list(CALLS), help="only the rows of these Calls")
    parser.add_argument("--levels", nargs="+", default=None, help="only the rows of these levels")
    parser.add_argument("--players", nargs="+", type=int, default=None, help="only the rows of these player counts")
    args = parser.parse_args()
    print("| Call | level | players | win rate (95% interval) | losses victims / collapse | turns p50 | rescued mean "
          "| lost mean | damage mean | damage: setup / explosion / shockwave / Hazmat / chop |")
    print("|---|---|---:|---|---|---:|---:|---:|---:|---|")
    for name in args.calls:
        path = str(ROOT / "calls" / f"{name}.call.json")
        for level in pt.level_ids(path):
            if args.levels is not None and level not in args.levels:
                continue
            for players in pt.player_range(path):
                if args.players is not None and players not in args.players:
                    continue
                spec = pt.PlaytestSpec(call_path=path, players=players, level=level, bot=args.bot)
                print(row(pt.summarize(pt.run_playtest(spec, args.games, jobs=args.jobs))), flush=True)


if __name__ == "__main__":
    main()
