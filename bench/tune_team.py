"""Choose the reference team's specialists for each level and player count by paired playtests.

Run from the repository root (compiled engine: ``callforge accel build`` first)::

    PYTHONPATH=. python bench/tune_team.py --games 400 --jobs 2
    PYTHONPATH=. python bench/tune_team.py --levels recruit --players 2 3 --games 200
    PYTHONPATH=. python bench/tune_team.py --levels heroic --players 3 --games 3000 --seed 600000 \
        --check generalist,cafs_firefighter,fire_captain   # a team found, on fresh seeds

For each row (the experienced Call's level and a player count) it starts
from the team the reference bot plays today and tries every swap of one
specialist for one not in the team and every exchange of two seats (a
local search over teams in their order of play, a few dozen teams a row
instead of all 1,680 at 4 players). Every team of a row plays
the same training games (seeds ``--seed`` and up, 2000 by default, outside
``bench/bot_strength.py``'s seed 0), so two teams differ by their
specialists, not by their dice. A team's score is its win rate plus
``--progress`` times the mean Victims rescued (a tie-break near the floor,
where wins are too rare to tell teams apart). The best swap is taken while it
raises the score by more than ``--min-gain``; the search stops after
``--rounds`` swaps. ``--show N`` prints the N best teams of each round, to
play again on fresh seeds (the best of a few dozen teams on the same games
is the luckiest of them as much as the best). Prints the chosen teams as a ``TEAMS`` dict to paste into
``engine/bots/heuristic.py``, each with its win rate on the training games.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import engine.bots.greedy  # noqa: F401  (imported before the workers fork)
import engine.bots.heuristic  # noqa: F401
from authoring import playtest as pt
from authoring.playtest import stats
from engine.bots import setup_for
from engine.model.ruleset import SPECIALISTS

ROOT = Path(__file__).resolve().parents[1]
CALL = str(ROOT / "calls" / "fire-rescue-experienced.call.json")


def todays_team(level: str, players: int) -> tuple[str, ...]:
    """The specialists the reference bot plays today in one row, by seat."""
    return tuple(setup_for("reference", None, None, players=players, difficulty=level, allowed=SPECIALISTS)["specialists"])


def play_team(args: tuple[str, int, tuple[str, ...], int, range]) -> list[tuple[int, int]]:
    """(won, Victims rescued) of each game ``games`` of one row played by ``team``."""
    level, players, team, seed, games = args
    spec = pt.PlaytestSpec(call_path=CALL, players=players, level=level, seed=seed, specialists=team)
    return [(int(r.result == "win"), r.rescued) for r in pt.play_chunk(spec, games)]


def score_team(args: tuple[str, int, tuple[str, ...], int, int, float]) -> tuple[float, float, tuple[str, ...]]:
    """(score, win rate, team) of ``team`` over ``games`` training games of one row."""
    level, players, team, games, seed, progress = args
    played = play_team((level, players, team, seed, range(games)))
    wins = sum(w for w, _ in played) / games
    rescued = sum(r for _, r in played) / games
    return wins + progress * rescued, wins, team


def check_team(pool, level: str, players: int, team: tuple[str, ...], args) -> None:
    """Print ``team`` against today's team of the row, paired on ``--games`` games from ``--seed``.

    The check a team found by the search needs before it is taken: its gain
    on seeds the search never saw, with a 95% interval.
    """
    today = todays_team(level, players)
    parts = pt.chunks(args.games, 100)
    results = {}
    for side in (today, team):
        jobs = [(level, players, side, args.seed, part) for part in parts]
        results[side] = [game for chunk in pool.map(play_team, jobs) for game in chunk]
    a, b = results[today], results[team]
    win = stats.paired_difference([w for w, _ in a], [w for w, _ in b])
    rescued = stats.paired_difference([r for _, r in a], [r for _, r in b])
    print(f"  {level} {players}p: {', '.join(team)} {sum(w for w, _ in b) / args.games:.1%} against "
          f"{', '.join(today)} {sum(w for w, _ in a) / args.games:.1%}: "
          f"win {win[0] * 100:+.1f} [{win[1] * 100:+.1f}, {win[2] * 100:+.1f}] points, "
          f"rescued {rescued[0]:+.2f} [{rescued[1]:+.2f}, {rescued[2]:+.2f}]", flush=True)


def team_arg(text: str) -> tuple[str, ...]:
    """``--check``: specialist ids by seat, comma-separated, each known and none twice.

    >>> team_arg("generalist, cafs_firefighter")
    ('generalist', 'cafs_firefighter')
    >>> team_arg("generalist,medic")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    argparse.ArgumentTypeError: unknown specialist 'medic' (known: paramedic, ...)
    """
    team = tuple(name.strip() for name in text.split(",") if name.strip())
    for name in team:
        if name not in SPECIALISTS:
            raise argparse.ArgumentTypeError(f"unknown specialist {name!r} (known: {', '.join(SPECIALISTS)})")
    if len(set(team)) != len(team):
        raise argparse.ArgumentTypeError("a specialist is named twice")
    return team


def neighbours(team: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every team that differs from ``team`` by one specialist in one seat, or by two seats exchanged.

    The seat order matters: it is the order of play, so it decides who acts
    first after the setup explosions and who follows whom.

    >>> len(neighbours(("generalist", "cafs_firefighter")))
    13
    >>> ("cafs_firefighter", "generalist") in neighbours(("generalist", "cafs_firefighter"))
    True
    """
    out = []
    for i in range(len(team)):
        for name in SPECIALISTS:
            if name not in team:
                out.append((*team[:i], name, *team[i + 1:]))
    for i in range(len(team)):
        for j in range(i + 1, len(team)):
            seats = list(team)
            seats[i], seats[j] = seats[j], seats[i]
            out.append(tuple(seats))
    return out


def search_row(pool, level: str, players: int, args) -> tuple[tuple[str, ...], float]:
    """The best team found for one row, and its win rate on the training games."""
    team = todays_team(level, players)
    best_score, best_win, _ = score_team((level, players, team, args.games, args.seed, args.progress))
    print(f"  {level} {players}p: {', '.join(team)} {best_win:.1%}, score {best_score:.3f} (today's team)", flush=True)
    for _ in range(args.rounds):
        jobs = [(level, players, t, args.games, args.seed, args.progress) for t in neighbours(team)]
        ranked = sorted(pool.map(score_team, jobs), reverse=True)
        for score, win, cand in ranked[:args.show]:
            print(f"    tried {', '.join(cand)}: {win:.1%}, score {score:.3f} (now {best_score:.3f})", flush=True)
        score, win, cand = ranked[0]
        if score <= best_score + args.min_gain:
            break
        print(f"  {level} {players}p: {', '.join(cand)} {win:.1%} (was {best_win:.1%})", flush=True)
        team, best_score, best_win = cand, score, win
    return team, best_win


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--levels", nargs="+", default=["recruit", "veteran", "heroic"])
    ap.add_argument("--players", nargs="+", type=int, default=[2, 3, 4, 5, 6])
    ap.add_argument("--games", type=int, default=400, help="training games a team (default 400)")
    ap.add_argument("--seed", type=int, default=2000, help="first training seed (default 2000)")
    ap.add_argument("--rounds", type=int, default=3, help="swaps tried at most a row (default 3)")
    ap.add_argument("--progress", type=float, default=0.02, help="score per Victim rescued (default 0.02)")
    ap.add_argument("--min-gain", type=float, default=0.005, help="score a swap must add (default 0.005)")
    ap.add_argument("--show", type=int, default=0, help="print the best N teams tried each round, to check on fresh seeds")
    ap.add_argument("--check", type=team_arg, default=None,
                    metavar="TEAM", help="instead of searching, play TEAM (ids by seat, comma-separated) against "
                    "today's team of each row, paired")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    if args.check and set(args.players) != {len(args.check)}:
        ap.error(f"--check names {len(args.check)} specialists, one a seat: give --players {len(args.check)}")
    started = time.perf_counter()
    chosen: dict[tuple[str, int], tuple[tuple[str, ...], float]] = {}
    with ProcessPoolExecutor(args.jobs) as pool:
        if args.check:
            for level in args.levels:
                for players in args.players:
                    check_team(pool, level, players, args.check, args)
            print(f"\n{time.perf_counter() - started:.0f} s")
            return
        for level in args.levels:
            for players in args.players:
                chosen[(level, players)] = search_row(pool, level, players, args)
    print(f"\n{time.perf_counter() - started:.0f} s\nTEAMS = {{")
    for (level, players), (team, win) in chosen.items():
        print(f"    ({level!r}, {players}): {team!r},  # {win:.1%} on the training games")
    print("}")


if __name__ == "__main__":
    main()
