"""Can a cheap rule tell which first action the search bot plays? A measurement for the reference bot's future.

Run from the repository root (compiled engine)::

    PYTHONPATH=. python bench/distil_search.py --games 300 --jobs 2
    PYTHONPATH=. python bench/distil_search.py --games 150 --rows f6 --bot quick   # the quick bot's choices

The search bot (:mod:`engine.bots.search`) beats the reference bot by choosing
each turn's first action with rollouts, but costs 100 to 300 times its CPU.
If its choices could be read off the state and the action without rollouts,
the reference bot could make them at its own speed. This script plays
``--games`` search games of each ``--rows`` (training seeds from 7000, apart
from the strength bench's seed 0), and at every searched turn records, for
each legal first action, features a player can see without looking ahead:
whether it is the reference bot's own choice, its kind, the AP it leaves,
the change it makes to the win-chance features (:mod:`engine.bots.value`,
after the action on a determinized clone: the bot's own dice for a reveal),
the distances it leaves to the nearest Fire, Smoke, POI and way out, and
for ``end`` the AP held, the danger and the win chance. It fits a
conditional logit (the chance that the search plays each action) by Newton's
method with a ridge penalty on four fifths of the decisions and prints, on
the fifth held out, how often its top action is the search's against always
guessing the reference bot's own, and the same for the one choice the search
makes most in place of the reference bot's (ending the turn at once).
"""

from __future__ import annotations

import argparse
import math
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np
from fit_value import fit

from authoring import playtest as pt
from authoring.playtest.runner import new_game
from engine.bots.greedy import Turn
from engine.bots.paths import PathCache
from engine.bots.search import QuickSearchBot, SearchBot
from engine.bots.value import features, win_chance
from engine.bots.view import determinize
from engine.state import CARRY_VICTIM, FIRE, SMOKE
from engine.tally import play_out

ROOT = Path(__file__).resolve().parents[1]
SEED = 7000
FAR = 30
"""Distance given to a target that cannot be reached (or does not exist)."""
ROWS = {"r4": ("fire-rescue-experienced", "recruit", 4), "r2": ("fire-rescue-experienced", "recruit", 2),
        "v4": ("fire-rescue-experienced", "veteran", 4), "f6": ("fire-rescue-family", None, 6)}
KINDS = ("end", "move", "ext", "cmd", "drive", "open", "close", "chop", "dispose", "ride")
CHANGED = {"fires": 6, "smoke": 7, "danger": 8, "hazmat": 10, "victims": 11, "carried": 12, "poi": 13}
"""Win-chance features whose change an action makes, by their index in :data:`engine.bots.value.FEATURES`."""
NAMES = (("own",) + tuple(f"kind_{k}" for k in (*KINDS, "other")) + ("ap_left", "free_left", "ap_spent")
         + tuple(f"change_{k}" for k in CHANGED)
         + ("to_fire", "closer_fire", "to_smoke", "closer_smoke", "to_poi", "closer_poi", "closer_out", "on_threat",
            "end_ap", "end_danger", "end_chance", "end_fires", "own_is_end", "win_chance_change"))


def kind_index(action) -> int:
    kind = "cmd" if action.kind.startswith("cmd") else "ext" if action.kind.startswith("ext") else action.kind
    return KINDS.index(kind) if kind in KINDS else len(KINDS)


def distance_fields(game, paths: PathCache) -> dict[str, list[int] | None]:
    """Distances from the nearest Fire, Fire or Smoke, POI or Victim, and way out (rescue spaces)."""
    st = game.st
    paths.sync(st.passable, st.door)
    spaces = game.cb.scene_spaces
    sources = {
        "fire": [s for s in spaces if st.fire[s] == FIRE],
        "smoke": [s for s in spaces if st.fire[s] in (FIRE, SMOKE)],
        "poi": [s for s in spaces if st.poi[s] or st.victims[s]],
        "out": list(Turn(game, paths).rescue_spaces()),
    }
    return {name: paths.get(tuple(src)) if src else None for name, src in sources.items()}


def far(field: list[int] | None, space: int) -> int:
    """The distance ``field`` gives ``space``, at most :data:`FAR` (also for no field or no space).

    >>> far([0, 4, 99], 1), far([0, 4, 99], 2), far(None, 1), far([0, 4], -1)
    (4, 30, 30, 30)
    """
    return FAR if field is None or space < 0 else min(FAR, field[space])


def action_rows(game, paths: PathCache, own, legal, seed: int) -> list[list[float]]:
    """One row of :data:`NAMES` per action of ``legal``."""
    st = game.st
    seat = st.player
    base = features(game, paths)
    chance = win_chance(game, paths)
    fields = distance_fields(game, paths)
    here, ap, free = st.ff_pos[seat], st.ff_ap[seat], st.ff_free[seat]
    carrying = st.ff_carry[seat] == CARRY_VICTIM or bool(st.ff_lead[seat])
    rows = []
    for action in legal:
        after = determinize(game, seed)
        after.apply(action)
        same = after.st.player == seat and not after.is_over
        ap_left, free_left = (after.st.ff_ap[seat], after.st.ff_free[seat]) if same else (0, 0)
        changed = features(after, paths) if not after.is_over else base
        to = after.st.ff_pos[seat]
        ends = action.kind == "end"
        kind = [0.0] * (len(KINDS) + 1)
        kind[kind_index(action)] = 1.0
        row = [float(action == own), *kind, ap_left / 4, free_left / 3, 0.0 if ends else (ap + free - ap_left - free_left) / 2]
        row += [changed[i] - base[i] for i in CHANGED.values()]
        for name in ("fire", "smoke", "poi"):
            row += [far(fields[name], to) / 5, far(fields[name], to) - far(fields[name], here)]
        row += [far(fields["out"], to) - far(fields["out"], here) if carrying else 0.0,
                float(to >= 0 and st.fire[to] != 0)]
        row += [ap / 4 if ends else 0.0, base[8] / 10 if ends else 0.0, chance if ends else 0.0,
                base[6] / 10 if ends else 0.0, float(ends and own.kind == "end"),
                (win_chance(after, paths) - chance) * 10]
        paths.sync(st.passable, st.door)
        rows.append(row)
    return rows


class RecordingSearch(SearchBot):
    """The search bot, keeping the features of every first action it weighed and the one it played."""

    @classmethod
    def of(cls, bot: str) -> type[RecordingSearch]:
        """The recording class for ``bot``: ``search`` or ``quick``."""
        return cls if bot == "search" else RecordingQuick

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.decisions: list[tuple[list[list[float]], int]] = []
        self.feature_paths: PathCache | None = None

    def choose_first(self, game):
        own = self.team_bot.act(game.clone())
        chosen = super().choose_first(game)
        legal = game.legal_actions()
        if self.feature_paths is None:
            self.feature_paths = PathCache(game.cb)
        if len(legal) > 1 and chosen in legal:
            rows = action_rows(game, self.feature_paths, own, legal, self.rng.getrandbits(62))
            self.decisions.append((rows, legal.index(chosen)))
        return chosen


class RecordingQuick(RecordingSearch, QuickSearchBot):
    """The ``quick`` bot, recording like :class:`RecordingSearch`."""


def play_one(job: tuple[str, int, str]) -> list[tuple[list[list[float]], int]]:
    row, index, searcher = job
    call, level, players = ROWS[row]
    spec = pt.PlaytestSpec(call_path=str(ROOT / "calls" / f"{call}.call.json"), players=players, level=level, seed=SEED)
    game = new_game(spec, index)
    bot = RecordingSearch.of(searcher)(seed=pt.game_seed(SEED, index, "bot"))
    play_out(game, bot, spec.max_turns)
    return bot.decisions


def fit_logit(decisions, ridge: float, steps: int = 40) -> np.ndarray:
    """Weights of a conditional logit over each decision's actions, by Newton's method with backtracking."""
    xs = [np.asarray(rows, dtype=float) for rows, _ in decisions]
    x = np.concatenate(xs)
    starts = np.cumsum([0] + [len(r) for r in xs])[:-1]
    owner = np.repeat(np.arange(len(xs)), [len(r) for r in xs])
    picked = starts + np.array([c for _, c in decisions])
    mean, scale = x.mean(0), x.std(0)
    scale[scale < 1e-9] = 1.0
    z = (x - mean) / scale
    n = len(xs)

    def loss(w):
        s = z @ w
        e = np.exp(s - np.maximum.reduceat(s, starts)[owner])
        p = e / np.add.reduceat(e, starts)[owner]
        return -np.mean(np.log(p[picked] + 1e-300)) + 0.5 * ridge * w @ w, p

    w = np.zeros(z.shape[1])
    current, p = loss(w)
    target = np.zeros(len(z))
    target[picked] = 1.0
    for _ in range(steps):
        grad = z.T @ (p - target) / n + ridge * w
        mixed = np.add.reduceat(z * p[:, None], starts, axis=0)
        hess = (z * p[:, None]).T @ z / n - mixed.T @ mixed / n + ridge * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        t = 1.0
        while t > 1e-4:
            new, p_new = loss(w - t * step)
            if new < current:
                break
            t /= 2
        if current - new < 1e-7:
            break
        w, current, p = w - t * step, new, p_new
    return w / scale


def top_share(decisions, w: np.ndarray) -> float:
    """Share of ``decisions`` whose highest-scored action is the one the search played."""
    return sum(int(np.argmax(np.asarray(rows) @ w) == chosen) for rows, chosen in decisions) / len(decisions)


def own_share(decisions) -> float:
    return sum(rows[chosen][0] == 1.0 for rows, chosen in decisions) / len(decisions)


def end_decisions(decisions) -> tuple[np.ndarray, np.ndarray]:
    """For turns where the reference bot would not end at once but may: the end and own rows, and whether the search ended."""
    end_col = NAMES.index("kind_end")
    x, y = [], []
    for rows, chosen in decisions:
        own = next(i for i, r in enumerate(rows) if r[0] == 1.0)
        ends = [i for i, r in enumerate(rows) if r[end_col] == 1.0]
        if ends and own not in ends:
            x.append(rows[ends[0]] + rows[own])
            y.append(int(chosen == ends[0]))
    return np.asarray(x, dtype=float), np.asarray(y)


def end_rule(train, held) -> tuple[float, float, float]:
    """A logistic rule for "end the turn now" (:func:`fit_value.fit`): (held-out share right, share right never ending, share it ends)."""
    x, y = end_decisions(train)
    xh, yh = end_decisions(held)
    w = fit(np.c_[np.ones(len(x)), x], y)
    says = (np.c_[np.ones(len(xh)), xh] @ w) > 0
    return float(np.mean(says == yh)), float(1 - yh.mean()), float(says.mean())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300, help="search games a row")
    parser.add_argument("--rows", default="r4", help=f"comma-separated, of: {', '.join(ROWS)}")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--ridge", type=float, default=1e-3)
    parser.add_argument("--bot", default="search", choices=("search", "quick"), help="whose first actions to fit")
    args = parser.parse_args()
    rows = [r for r in args.rows.split(",") if r]
    unknown = [r for r in rows if r not in ROWS]
    if unknown:
        parser.error(f"unknown row {unknown[0]!r}; known: {', '.join(ROWS)}")
    for row in rows:
        jobs = [(row, i, args.bot) for i in range(args.games)]
        with ProcessPoolExecutor(args.jobs) as pool:
            games = list(pool.map(play_one, jobs, chunksize=2))
        held = [d for i, g in enumerate(games) if i % 5 == 4 for d in g]
        train = [d for i, g in enumerate(games) if i % 5 != 4 for d in g]
        w = fit_logit(train, args.ridge)
        actions = sum(len(r) for r, _ in train + held) / len(train + held)
        print(f"{row}: {len(train) + len(held)} searched turns, {actions:.1f} legal first actions a turn, "
              f"the search plays another than the reference bot's on {1 - own_share(train + held):.1%}")
        print(f"  fitted chooser, held out: top action is the search's on {top_share(held, w):.1%} "
              f"(always the reference bot's own: {own_share(held):.1%})")
        right, never, ends = end_rule(train, held)
        print(f"  'end the turn now' rule, held out: right on {right:.1%} (never ending: {never:.1%}); "
              f"it ends on {ends:.1%}")
        strongest = sorted(zip(NAMES, w, strict=True), key=lambda t: -abs(t[1]))[:6]
        print("  largest weights: " + ", ".join(f"{n} {v:+.2f}" for n, v in strongest if math.isfinite(v)))


if __name__ == "__main__":
    main()
