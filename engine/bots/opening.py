"""Where the team starts, chosen by playing the first rounds out (R-SETUP-2).

The players place their firefighters and park the vehicles once the setup
is on the board. :func:`engine.bots.setup_choice.choose_seen_start` answers
by distance alone (a k-median over the work the setup left). In the
experienced game the setup explosions decide the first rounds (at Heroic
they leave about five Damage and a dozen Fires), and where the team stands
when the fire first spreads is worth more than distance says.
:func:`search_start` starts from that answer and improves it one choice at a
time (each firefighter's entrance, then the Ambulance's spot, then the
Engine's): every alternative is played out on the same imagined futures
(:func:`engine.bots.view.determinize`, the bot's own dice) by the team's
rules for :data:`OPENING_ROUNDS` rounds, and scored by the log-odds of the
fitted win chance (:func:`engine.bots.value.win_logit`); an alternative
replaces the current choice when it is better by :data:`OPENING_MARGIN` a
future.

The futures are seeded by the bot's own seed for the game (a playtest's
``opening`` stream, :func:`authoring.playtest.runner.new_game`): it differs
from game to game, but two versions of a Call played on the same seeds
imagine the same futures, so a changed setup moves the start only where the
change itself makes another start better (the pairing of ``callforge
compare``). Without one the seed is read off what every player sees (the
board after the setup, :func:`seen_seed`). Either way the real dice are
never touched: other hidden dice under the same board and seed give the
same start.

The default bot, ``quick`` and the search mode place their team with
:func:`opening_start` (:attr:`engine.bots.search.SearchBot.place`) in the
experienced game with :data:`OPENING_MIN_PLAYERS` or more firefighters:
with more firefighters the start matters more (up to +7 points at 5 and 6
players), with 2 it gains nothing measurable, and in Golden State Heroes,
whose bundled Calls roll nothing before the team is placed, it lost.
``docs/bots.md`` ("Where the team starts") records the paired playtests.
"""

from __future__ import annotations

import zlib

from engine.bots.heuristic import HeuristicBot
from engine.bots.paths import PathCache
from engine.bots.setup_choice import choose_seen_start, seen_work, start_layers, work_cost
from engine.bots.value import win_logit
from engine.bots.view import determinize, play_turns
from engine.dice import make_rng

OPENING_RULESETS = frozenset({"experienced"})
"""The rulesets whose setup rolls its explosions before the team is placed, where the opening search paid."""
OPENING_MIN_PLAYERS = 3
"""The fewest firefighters with which the team searches its opening (with 2 it gained nothing measurable)."""
OPENING_FUTURES = 8
"""Imagined futures each candidate start is played on."""
OPENING_ROUNDS = 2
"""Rounds of the team's rules each future plays before it is scored."""
OPENING_MARGIN = 0.05
"""Log-odds of a win a future by which another choice must beat the current one to replace it."""
MAX_OPENING_ACTIONS = 4000
"""Bound on the actions of one opening rollout."""
MAX_OPENING_CHOICES = 8
"""Alternatives tried for each firefighter and each vehicle: the entrances or spots nearest the work, so a board
with many of them is searched in bounded time (the bundled boards have 2 to 6 entrances and 4 spots of each kind,
all of them tried)."""


def opens_by_search(game) -> bool:
    """Whether the team's start in ``game`` is chosen by :func:`search_start` (see the module)."""
    return game.call.ruleset.name in OPENING_RULESETS and len(game.st.ff_pos) >= OPENING_MIN_PLAYERS


def opening_start(game, seed: int | None = None) -> dict:
    """``Game.place_team``'s start once the setup is on the board: the distances' choice
    (:func:`engine.bots.setup_choice.choose_seen_start`), improved by :func:`search_start` where
    :func:`opens_by_search`, its futures seeded by ``seed`` (None: by :func:`seen_seed`)."""
    start = choose_seen_start(game)
    return search_start(game, start, seed=seed) if opens_by_search(game) else start


def seen_seed(game) -> int:
    """A seed read off the public board: the same setup seen gives the same futures."""
    st = game.st
    return zlib.crc32(bytes(st.fire) + bytes(st.poi) + bytes(st.victims) + bytes(st.hazmat) + bytes(st.wall)
                      + bytes(st.door) + bytes(st.hot))


def search_start(game, start: dict, *, seed: int | None = None, futures: int = OPENING_FUTURES,
                 rounds: int = OPENING_ROUNDS, margin: float = OPENING_MARGIN) -> dict:
    """``start`` (``Game.place_team``'s form) improved one choice at a time by rollouts of the opening rounds.

    Every alternative plays the first half of the futures; only one that leads
    there plays the rest, and it replaces the current start when it is ahead
    by ``margin`` a future over all of them.

    >>> from pathlib import Path
    >>> from engine.bots.setup_choice import choose_seen_start
    >>> from engine.game import Game
    >>> from engine.model import Board, Call
    >>> root = Path(__file__).resolve().parents[2] / "calls"
    >>> call = Call.model_validate_json((root / "fire-rescue-experienced.call.json").read_text())
    >>> board = Board.model_validate_json((root / "boards" / f"{call.board}.board.json").read_text())
    >>> game = Game.new(call, board, players=3, seed=5, difficulty="heroic")
    >>> start = search_start(game, choose_seen_start(game), futures=2)
    >>> game.place_team(start)  # a legal start: each firefighter on an entrance, the vehicles on their spots
    >>> sorted(start), all(s in game.cb.entry_spaces for s in game.st.ff_pos)
    (['ambulance', 'engine', 'firefighters'], True)
    """
    rng = make_rng(seen_seed(game) if seed is None else seed)
    seeds = [rng.getrandbits(62) for _ in range(futures)]
    half = max(1, len(seeds) // 2)
    paths = PathCache(game.cb)
    best = _copy(start)
    best_scores = [_rollout(game, best, seed, rounds, paths) for seed in seeds]
    for key, seat, value in _choices(game, start):
        trial = _with(best, key, seat, value)
        if trial == best:
            continue
        scores = [_rollout(game, trial, seed, rounds, paths) for seed in seeds[:half]]
        if sum(scores) <= sum(best_scores[:half]):
            continue
        scores += [_rollout(game, trial, seed, rounds, paths) for seed in seeds[half:]]
        if sum(scores) > sum(best_scores) + margin * len(seeds) + 1e-9:
            best, best_scores = trial, scores
    return best


def _choices(game, start: dict):
    """``(key, seat, value)`` of every single change to a start, in order: every free seat's entrance, then the
    Ambulance's spot, then the Engine's (``seat`` None), leaving what the Call fixes; of each kind the
    :data:`MAX_OPENING_CHOICES` nearest the work (:func:`_nearest`)."""
    cb, setup = game.cb, game.call.setup
    vehicles = setup.vehicles
    entries = [cb.entry_spaces[k] for k in _nearest(game, [(e,) for e in cb.entry_spaces])]
    for seat in range(len(setup.firefighters), len(start.get("firefighters", []))):
        for entry in entries:
            yield "firefighters", seat, list(divmod(entry, cb.cols))
    if "ambulance" in start and not (vehicles and vehicles.ambulance is not None):
        for k in _nearest(game, cb.ambulance_spots):
            yield "ambulance", None, k
    if "engine" in start and not (vehicles and vehicles.engine is not None):
        for k in _nearest(game, cb.engine_spots):
            yield "engine", None, k


def _nearest(game, places) -> list[int]:
    """Indexes of ``places`` (each a tuple of spaces) to try: the :data:`MAX_OPENING_CHOICES` nearest the work the
    setup left (:func:`engine.bots.setup_choice.work_cost`), in their own order."""
    if len(places) <= MAX_OPENING_CHOICES:
        return list(range(len(places)))
    cb, work = game.cb, seen_work(game)
    passable, door = start_layers(cb)
    ranked = sorted(range(len(places)), key=lambda k: (work_cost(cb, places[k], work, passable, door), k))
    return sorted(ranked[:MAX_OPENING_CHOICES])


def _with(start: dict, key: str, seat: int | None, value) -> dict:
    """A copy of ``start`` with ``key`` (of ``seat``, for the firefighters) set to ``value``."""
    out = _copy(start)
    if seat is None:
        out[key] = value
    else:
        out[key][seat] = value
    return out


def _copy(start: dict) -> dict:
    return {k: ([list(p) for p in v] if k == "firefighters" else v) for k, v in start.items()}


def _rollout(game, start: dict, seed: int, rounds: int, paths: PathCache) -> float:
    clone = determinize(game, seed)
    clone.place_team(start)
    bot = HeuristicBot()
    bot._paths = paths
    st = clone.st
    play_turns(clone, bot, rounds * len(st.ff_pos), (st.turn, st.player), MAX_OPENING_ACTIONS)
    return win_logit(clone, paths)
