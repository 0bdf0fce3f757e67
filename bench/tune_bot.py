"""Tune the reference team's numbers (:class:`engine.bots.heuristic.Weights`) with Optuna over paired playtests.

The numbers are those of the team's rules (the ``heuristic`` bot), which the
default ``reference`` bot plays with its one look ahead (:mod:`engine.bots.reference`).
The trials play the rules alone, at their speed, or with ``--bot reference``
the default bot itself, the rules in its look ahead's rollouts playing the
trial's numbers too (eight to fourteen times the cost in the experienced game):
the look ahead holds AP where the rules would act, so the best numbers for the
rules alone need not be the best for the bot that plays them.

Run from the repository root (compiled engine: ``callforge accel build`` first)::

    PYTHONPATH=. python bench/tune_bot.py --trials 120 --games 150 --jobs 2
    PYTHONPATH=. python bench/tune_bot.py --trials 0 --games 400 --set fire_value=20   # score one setting
    PYTHONPATH=. python bench/tune_bot.py --bot reference --group experienced_heavy --local 2 \
        --rows fire-rescue-experienced:heroic:3 fire-rescue-experienced:heroic:4 --minutes 40 --games 400

Every trial plays the same training games (seeds ``--seed`` and up, 1000 by
default: ``bench/bot_strength.py`` reports on seed 0, games the tuning never
saw) of every row of :data:`ROWS`, so two trials differ by their numbers, not
by their dice (common random numbers: the comparison is paired). The score of
a trial is the mean over rows of the win rate plus ``--progress`` times the
share of the 7 Victims rescued: near the floor (Heroic, Golden State Heroes)
wins are too rare to tell settings apart, rescues are not. The sampler is
Optuna's TPE, seeded, starting from the current :data:`TUNED` values. The
best trial's numbers are printed as a ``TUNED`` dict to paste into
``engine/bots/heuristic.py``, with the paired difference of its win rate over
the current values on fresh games (seeds ``--seed + 100000``).
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from authoring import playtest as pt
from authoring.playtest import stats

ROOT = Path(__file__).resolve().parents[1]
ROWS = (
    ("fire-rescue-family", None, 4),
    ("fire-rescue-family", None, 6),
    ("fire-rescue-experienced", "recruit", 2),
    ("fire-rescue-experienced", "recruit", 4),
    ("fire-rescue-experienced", "veteran", 3),
    ("fire-rescue-experienced", "heroic", 2),
    ("gsh-warehouse", None, 3),
)
"""(Call, level, players) of the training rows."""

SPACE: dict[str, tuple[float, float]] = {
    "victim_value": (4.0, 30.0),
    "poi_value": (3.0, 25.0),
    "fire_value": (2.0, 40.0),
    "ambulance_fire_value": (2.0, 40.0),
    "wall_danger": (0.0, 3.0),
    "outer_wall_danger": (0.0, 3.0),
    "collapse_scale": (0.0, 4.0),
    "chain_danger": (0.0, 2.0),
    "hot_danger": (0.0, 3.0),
    "precious_danger": (0.0, 6.0),
    "hazmat_danger": (0.0, 6.0),
    "smoke_next_danger": (0.0, 2.0),
    "smoke_cluster": (0.0, 2.0),
    "smoke_cap": (0.5, 4.0),
    "claim_margin": (0.0, 5.0),
    "fire_offset": (1.0, 6.0),
    "smoke_offset": (1.0, 6.0),
    "job_offset": (1.0, 6.0),
    "hazmat_value": (0.0, 8.0),
    "amb_margin": (0.0, 4.0),
    "gun_threshold": (2.0, 12.0),
    "gun_weight": (0.0, 3.0),
    "critical": (1.5, 5.0),
    "idle_ap": (3.0, 9.0),
    "cafs_boost": (0.5, 4.0),
    "cafs_rescue": (0.0, 1.5),
    "crew_rank": (1.0, 9.0),
    "hazmat_floor": (0.0, 1.5),
}
"""Search range of every weight (uniform)."""


def parse_row(text: str) -> tuple[str, str | None, int]:
    """``CALL:LEVEL:PLAYERS`` -> a row of :data:`ROWS` (LEVEL ``-``: the Call's first).

    >>> parse_row("fire-rescue-experienced:veteran:4")
    ('fire-rescue-experienced', 'veteran', 4)
    """
    name, level, players = text.split(":")
    return name, None if level == "-" else level, int(players)


def play(row: tuple, seed: int, weights: dict, indices: range, bot_name: str = "heuristic") -> list[tuple[int, int]]:
    """(won, rescued) of the games ``indices`` of ``row`` played with ``weights`` by ``bot_name``: the team's rules
    alone (``heuristic``) or the default ``reference`` bot, whose look ahead plays them too."""
    from engine.bots.heuristic import HeuristicBot, Weights
    from engine.bots.reference import ReferenceBot
    from engine.tally import play_out

    name, level, players = row
    spec = pt.PlaytestSpec(call_path=str(ROOT / "calls" / f"{name}.call.json"), players=players, level=level,
                           bot="reference", seed=seed)
    w = Weights(weights)
    make = ReferenceBot if bot_name == "reference" else HeuristicBot
    out = []
    for index in indices:
        game = pt.new_game(spec, index)
        bot = make(seed=pt.game_seed(seed, index, "bot"), weights=w)
        play_out(game, bot, spec.max_turns)
        out.append((int(game.st.outcome == "win"), game.st.rescued))
    return out


def evaluate(pool, weights: dict, games: int, seed: int, jobs: int, bot: str = "heuristic") -> list[list[tuple[int, int]]]:
    """Per row, the (won, rescued) of ``games`` games played by ``bot`` (see :func:`play`)."""
    size = max(10, games // (2 * jobs))
    tasks = [(r, range(i, min(games, i + size))) for r in range(len(ROWS)) for i in range(0, games, size)]
    args = ([ROWS[r] for r, _ in tasks], [seed] * len(tasks), [weights] * len(tasks), [ix for _, ix in tasks],
            [bot] * len(tasks))
    parts = list(pool.map(play, *args)) if pool else [play(*a) for a in zip(*args, strict=True)]
    out: list[list[tuple[int, int]]] = [[] for _ in ROWS]
    for (r, _), part in zip(tasks, parts, strict=True):
        out[r].extend(part)
    return out


def score(results: list[list[tuple[int, int]]], progress: float) -> float:
    return stats.mean([stats.mean([w + progress * r / 7 for w, r in rows]) for rows in results])


def main() -> None:
    import optuna

    from engine.bots.heuristic import TUNED, TUNED_FOR

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trials", type=int, default=100)
    parser.add_argument("--games", type=int, default=150, help="games per row and trial")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--progress", type=float, default=0.3, help="weight of the share of Victims rescued in the score")
    parser.add_argument("--sampler-seed", type=int, default=0)
    parser.add_argument("--set", nargs="*", default=[], metavar="NAME=VALUE", help="score these weights (with --trials 0)")
    parser.add_argument("--check-games", type=int, default=400, help="fresh games per row for the final paired check")
    parser.add_argument("--minutes", type=float, default=None, help="stop starting trials after this long")
    parser.add_argument("--local", type=float, default=None, metavar="F",
                        help="search each weight within [value / F, value * F] of TUNED (inside its range)")
    parser.add_argument("--rows", nargs="+", default=None, metavar="CALL:LEVEL:PLAYERS",
                        help="train on these rows instead of ROWS (LEVEL '-' for none), e.g. fire-rescue-family:-:6")
    parser.add_argument("--group", default=None, choices=None, metavar="NAME",
                        help="start from (and compare with) TUNED_FOR[NAME] instead of TUNED")
    parser.add_argument("--storage", default=None, help="Optuna storage URL (e.g. sqlite:///tune.db) to keep the trials")
    parser.add_argument("--bot", default="heuristic", choices=("heuristic", "reference"),
                        help="play the team's rules alone (fast) or the default bot, look ahead included")
    args = parser.parse_args()
    if args.rows:
        global ROWS
        ROWS = tuple(parse_row(text) for text in args.rows)
    start = dict(TUNED)
    if args.group:
        if args.group not in TUNED_FOR:
            parser.error(f"unknown group {args.group!r}; known: {', '.join(sorted(TUNED_FOR))}")
        start.update(TUNED_FOR[args.group])
    fixed = {**(TUNED_FOR[args.group] if args.group else {}),
             **{k: float(v) for k, v in (item.split("=", 1) for item in args.set)}}
    pool = ProcessPoolExecutor(max_workers=args.jobs) if args.jobs > 1 else None
    try:
        base = evaluate(pool, fixed, args.games, args.seed, args.jobs, args.bot)
        print(f"current: score {score(base, args.progress):.4f}  wins " +
              " ".join(f"{stats.mean([w for w, _ in rows]):.3f}" for rows in base), flush=True)
        if args.trials <= 0:
            return
        optuna.logging.set_verbosity(optuna.logging.WARNING)
        study = optuna.create_study(direction="maximize", sampler=optuna.samplers.TPESampler(seed=args.sampler_seed),
                                    storage=args.storage, study_name="reference", load_if_exists=True)

        space = dict(SPACE)
        if args.local:
            space = {k: (max(lo, start[k] / args.local), min(hi, start[k] * args.local)) if start[k] > 0 else (lo, hi)
                     for k, (lo, hi) in SPACE.items()}

        study.enqueue_trial({k: min(max(start[k], lo), hi) for k, (lo, hi) in space.items()})

        def objective(trial: optuna.Trial) -> float:
            weights = {k: trial.suggest_float(k, lo, hi) for k, (lo, hi) in space.items()}
            started = time.perf_counter()
            value = score(evaluate(pool, weights, args.games, args.seed, args.jobs, args.bot), args.progress)
            best = max([value] + [t.value for t in study.trials if t.value is not None])
            mark = "  best " + repr({k: round(v, 3) for k, v in weights.items()}) if value >= best else ""
            print(f"trial {trial.number:>3} score {value:.4f} ({time.perf_counter() - started:.0f} s){mark}", flush=True)
            return value

        study.optimize(objective, n_trials=args.trials, timeout=None if args.minutes is None else 60 * args.minutes)
        best = study.best_params
        print("TUNED = {")
        for k in TUNED:
            print(f'    "{k}": {round(best.get(k, start[k]), 3)!r},')
        print("}")
        check_seed = args.seed + 100000
        a = evaluate(pool, fixed, args.check_games, check_seed, args.jobs, args.bot)
        b = evaluate(pool, best, args.check_games, check_seed, args.jobs, args.bot)
        print(f"check on fresh seeds {check_seed}+, {args.check_games} games a row: best - current")
        for row, ra, rb in zip(ROWS, a, b, strict=True):
            diff, lo, hi = stats.paired_difference([w for w, _ in ra], [w for w, _ in rb])
            print(f"  {row}: {stats.mean([w for w, _ in ra]):.3f} -> {stats.mean([w for w, _ in rb]):.3f} "
                  f"({diff:+.3f} [{lo:+.3f}, {hi:+.3f}])")
    finally:
        if pool:
            pool.shutdown()


if __name__ == "__main__":
    main()
