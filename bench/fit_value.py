"""Fit the win-chance model the look ahead and the search read (:mod:`engine.bots.value`) to a bot's games.

Run from the repository root::

    PYTHONPATH=. python bench/fit_value.py --games 300 --jobs 2 --rulesets experienced,gsh --bot heuristic

Plays ``--games`` games of ``--bot`` (default: the default bot, whose look
ahead reads the model; ``heuristic`` is its rules alone, faster) of every row of the ``--rulesets``
named (default all: the family game, the three experienced levels and the
two Golden State Heroes Calls, 2-6 players;
training seeds from 7000, apart from the tuning and the strength bench),
records the features of the state at the start of every firefighter's turn
and whether that game was won, and fits one logistic regression per kind of
game (Newton's method with a small ridge penalty, numpy). It prints the
coefficients as a Python literal for :data:`engine.bots.value.MODELS` and,
on the games of every fifth seed held out, the log loss of the model against
that of a constant (the kind's win rate) and the share of states whose
outcome it calls right.
"""

from __future__ import annotations

import argparse
import math
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from authoring import playtest as pt
from authoring.playtest.runner import new_bot, new_game
from engine.bots import DEFAULT_BOT
from engine.bots.paths import PathCache
from engine.bots.value import FEATURES, features, fitted_kind

ROOT = Path(__file__).resolve().parents[1]
SEED = 7000
RIDGE = 1.0
ROWS = (
    [("fire-rescue-family", None, p) for p in range(2, 7)]
    + [("fire-rescue-experienced", level, p) for level in ("recruit", "veteran", "heroic") for p in range(2, 7)]
    + [(call, None, p) for call in ("gsh-warehouse", "gsh-hillside") for p in range(2, 5)]
)
RULESETS = ("family", "experienced", "gsh")


def ruleset_of(call: str) -> str:
    """The ruleset of a bundled Call, by its name.

    >>> [ruleset_of(call) for call in ("fire-rescue-family", "fire-rescue-experienced", "gsh-hillside")]
    ['family', 'experienced', 'gsh']
    """
    return call.removeprefix("fire-rescue-").split("-")[0]


def rulesets_arg(text: str) -> tuple[str, ...]:
    """``--rulesets``: comma-separated names out of :data:`RULESETS`.

    >>> rulesets_arg("experienced, gsh")
    ('experienced', 'gsh')
    """
    names = tuple(n.strip() for n in text.split(",") if n.strip())
    unknown = [n for n in names if n not in RULESETS]
    if unknown or not names:
        raise argparse.ArgumentTypeError(f"rulesets are {', '.join(RULESETS)}; got {text!r}")
    return names


def play_one(job: tuple[str, str | None, int, int, str]) -> tuple[str, int, list[list[float]], int]:
    """One game of the bot named: (kind, index, features at each turn's start, won?)."""
    call, level, players, index, bot_name = job
    spec = pt.PlaytestSpec(
        call_path=str(ROOT / "calls" / f"{call}.call.json"), players=players, level=level, seed=SEED, bot=bot_name
    )
    game = new_game(spec, index)
    bot = new_bot(spec, index)
    paths = PathCache(game.cb)
    rows: list[list[float]] = []
    key = (-1, -1)
    steps = 0
    while not game.is_over and game.st.turn < spec.max_turns and steps < 20000:
        st = game.st
        if (st.turn, st.player) != key:
            key = (st.turn, st.player)
            rows.append(features(game, paths))
        game.apply(bot.act(game))
        steps += 1
    return fitted_kind(game), index, rows, int(game.st.outcome == "win")


def fit(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Ridge logistic regression by Newton's method (the bias is not penalised)."""
    scale = np.maximum(np.abs(x).max(axis=0), 1e-9)
    xs = x / scale
    w = np.zeros(x.shape[1])
    penalty = np.full(x.shape[1], RIDGE)
    penalty[0] = 0.0
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-np.clip(xs @ w, -30, 30)))
        grad = xs.T @ (p - y) + penalty * w
        hess = (xs * (p * (1 - p))[:, None]).T @ xs + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w / scale


def stack(games: list[tuple[int, list[list[float]], int]], held_out: bool) -> tuple[np.ndarray, np.ndarray]:
    """Features and outcomes of every state of the training games, or of the held-out ones (every fifth index)."""
    keep = [(rows, won) for i, rows, won in games if (i % 5 == 4) == held_out]
    xs = [r for rows, _ in keep for r in rows]
    ys = [won for rows, won in keep for _ in rows]
    return np.array(xs), np.array(ys, dtype=float)


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--rulesets", type=rulesets_arg, default=RULESETS, help="comma-separated: " + ",".join(RULESETS))
    ap.add_argument("--bot", default=DEFAULT_BOT, help="the bot whose games the model is fitted to")
    args = ap.parse_args()
    rows = [row for row in ROWS if ruleset_of(row[0]) in args.rulesets]
    jobs = [(c, lv, p, i, args.bot) for c, lv, p in rows for i in range(args.games)]
    data: dict[str, list[tuple[int, list[list[float]], int]]] = {}
    with ProcessPoolExecutor(args.jobs) as ex:
        for kind, index, rows, won in ex.map(play_one, jobs, chunksize=8):
            data.setdefault(kind, []).append((index, rows, won))
    models = {}
    pooled = [g for kind, games in data.items() if kind.startswith("experienced_") for g in games]
    if pooled:
        data["experienced"] = pooled  # designers' own levels: every bundled level together
    for kind, games in sorted(data.items()):
        xt, yt = stack(games, held_out=False)
        xh, yh = stack(games, held_out=True)
        w = fit(xt, yt)
        p = 1.0 / (1.0 + np.exp(-np.clip(xh @ w, -30, 30)))
        base = np.full_like(yh, yt.mean())
        right = float(np.mean((p > 0.5) == (yh > 0.5)))
        print(f"{kind}: {len(games)} games, {len(yt)} training states; held out: log loss {log_loss(p, yh):.3f} "
              f"against {log_loss(base, yh):.3f} for a constant, {right:.1%} called right")
        models[kind] = tuple(round(float(c), 4) for c in fit(np.vstack([xt, xh]), np.concatenate([yt, yh])))
    print("MODELS = {")
    for kind, coef in models.items():
        print(f"    {kind!r}: {coef},")
    print("}")
    for kind, coef in models.items():
        print(kind, ", ".join(f"{n} {c:+.3f}" for n, c in zip(FEATURES, coef, strict=True) if not math.isclose(c, 0.0)))


if __name__ == "__main__":
    main()
