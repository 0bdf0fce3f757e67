"""Call checks that set the game up: FP304 and FP323 for a setup that ends the game before anyone plays, FP325 for
one that finds no space for every marker it places.

No static rule tells how much Damage a level's setup explosions do or how many
Victims they take: the explosions land on rolled spaces, and a shockwave runs
on through walls already damaged. So the engine sets the game up
:data:`SETUP_TRIALS` times at each level (fewer for a Call of many levels,
:func:`trials_per_level`), on fixed seeds, so every run says the same, and each
setup that ends the game - the building collapsed or too many Victims lost
before the first turn - is counted. Every setup ending so is FP304
(the Call cannot be won); some of them, FP323. A placing procedure that runs out
of free spaces (more Hazmat than the scene has room for once Fire and POI are
re-rolled off) places fewer markers than it asks for: FP325. A setup costs a fraction of a
millisecond, so the check stays in every validation, the studio's included.

The trials run only on a Call the other checks and its board's found no error
in: the engine sets up only what validates (``tests/test_validate_means_playable.py``).

>>> from pathlib import Path
>>> from authoring.files.load import load_path
>>> loaded = load_path(Path("calls/fire-rescue-experienced.call.json"))
>>> check_setups(loaded.model, loaded.board)
[]
>>> heavy = loaded.model.model_copy(update={"supply": loaded.model.supply.model_copy(update={"damage": 1})})
>>> [(d.code, d.pointer) for d in check_setups(heavy, loaded.board)]
[('FP304', '/levels/0'), ('FP304', '/levels/1'), ('FP304', '/levels/2')]
"""

from __future__ import annotations

from dataclasses import dataclass, field

from authoring.diagnostics import Diagnostic, make
from engine.errors import GameError
from engine.game import Game
from engine.model import Board, Call

SETUP_TRIALS = 16
"""Setups tried at each level (seeds 0 to 15), when the Call has at most :data:`ALL_TRIALS` / 16 levels."""
ALL_TRIALS = 96
"""Setups tried over all levels: a Call of many levels tries fewer at each, never under :data:`MIN_TRIALS`."""
MIN_TRIALS = 4


def trials_per_level(levels: int) -> int:
    """How many setups each of ``levels`` levels is tried with.

    >>> trials_per_level(3), trials_per_level(12), trials_per_level(100)
    (16, 8, 4)
    """
    return max(MIN_TRIALS, min(SETUP_TRIALS, ALL_TRIALS // max(1, levels)))


@dataclass(frozen=True)
class Trials:
    """How the setups of one level went: how many ended the game, how (by :data:`OUTCOMES` word), the Damage and
    Victims lost on average."""

    ended: int
    outcomes: dict[str, int]
    damage: float
    lost: float
    short: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    """Per marker a placing procedure ran out of space for (``hazmat``, ``poi``, ``hot``): the setups it ran out in,
    and the markers placed and asked for over those setups."""


OUTCOMES = {
    "loss_collapse": "the building collapsed",
    "loss_victims": "too many Victims lost",
    "loss_helpers": "too many Helpers lost",
    "loss_marker": "the Fire reached what had to be saved",
    "loss_named_victim": "the named Victim lost",
    "win": "won",
}
"""How a game can end (``GameState.outcome``), in the words FP304 and FP323 use."""


def default_players(call: Call) -> int:
    """The player count the trials set up: 4, within the Call's range (as ``callforge play`` starts)."""
    return min(max(4, call.players.min), call.players.max)


def try_setups(call: Call, board: Board, level: str | None, trials: int = SETUP_TRIALS,
               players: int | None = None) -> Trials | None:
    """Set the game up ``trials`` times at ``level`` with ``players`` (default: :func:`default_players`); None when the
    engine refuses to set it up (another check's finding)."""
    ended = 0
    outcomes: dict[str, int] = {}
    short: dict[str, tuple[int, int, int]] = {}
    damage = lost = 0.0
    for seed in range(trials):
        try:
            game = Game.new(call, board, players=players or default_players(call), seed=seed, difficulty=level)
        except GameError:
            return None
        st = game.st
        if game.is_over:
            ended += 1
            outcomes[st.outcome] = outcomes.get(st.outcome, 0) + 1
        damage += st.damage / trials
        lost += st.lost / trials
        for event in game.setup_events:
            if event.kind == "setup_short":
                times, placed, asked = short.get(event.data["what"], (0, 0, 0))
                short[event.data["what"]] = (times + 1, placed + event.data["placed"], asked + event.data["asked"])
    return Trials(ended, outcomes, damage, lost, short)


def check_setups(call: Call, board: Board) -> list[Diagnostic]:
    """FP304 where every setup tried at a level ends the game before the first turn, FP323 where some do."""
    found = []
    levels = [(f"/levels/{i}", level.id) for i, level in enumerate(call.levels)] or [("/setup", None)]
    tried = trials_per_level(len(levels))
    for pointer, level in levels:
        trials = try_setups(call, board, level, tried)
        if trials is None:
            continue
        at = f" at level {level!r}" if level is not None else ""
        found.extend(_short_of_space(call, board, level, trials, tried, at))
        if not trials.ended:
            continue
        why, hint = _cause(call, trials)
        if trials.ended == tried:
            found.append(make("FP304", f"every one of the {tried} setups tried{at} ends the game before the "
                                       f"first turn: {why}", pointer=pointer, hint=hint))
        else:
            verb = "ends" if trials.ended == 1 else "end"
            found.append(make("FP323", f"{trials.ended} of the {tried} setups tried{at} {verb} the game before "
                                       f"the first turn: {why}", pointer=pointer, hint=hint))
    return found


SHORT_NAMES = {"hazmat": "Hazmat", "poi": "POI", "hot": "Hot Spots"}
"""The markers a placing procedure places, as FP325 names them."""
_PROCEDURES = {"hazmat": "place_hazmat", "poi": "place_poi", "hot": "place_hot_spots"}


def _more_with_most_players(call: Call, players: int) -> bool:
    """Whether a placing procedure places more markers with the most players the Call allows than with ``players``
    (its ``by_players``): only then can the setups run short of space there and not with ``players``.

    >>> from pathlib import Path
    >>> from authoring.files.load import load_path
    >>> _more_with_most_players(load_path(Path("calls/fire-rescue-experienced.call.json")).model, 4)
    False
    """
    most = call.players.max
    return most > players and any(
        proc.by_players.get(str(most), 0) > proc.by_players.get(str(players), 0)
        for proc in call.setup.procedures if proc.do != "explosions")


def _short_of_space(call: Call, board: Board, level: str | None, trials: Trials, tried: int,
                    at: str) -> list[Diagnostic]:
    """FP325 for each marker the setups ran out of free spaces for, at the procedure that places it: how many were
    placed of how many asked, on average. The most players the Call allows are tried too (``by_players`` adds markers
    with the player count)."""
    found = []
    short, players = trials.short, default_players(call)
    if not short and _more_with_most_players(call, players):
        more = try_setups(call, board, level, tried, call.players.max)
        short, players = (more.short, call.players.max) if more is not None else ({}, players)
    for what, (times, placed, asked) in sorted(short.items()):
        k = next((k for k, proc in enumerate(call.setup.procedures) if proc.do == _PROCEDURES[what]), None)
        found.append(make("FP325", f"{times} of the {tried} setups tried{at} with {players} players run out of free "
                                   f"spaces for {SHORT_NAMES[what]}: {placed / times:.1f} of {asked / times:.0f} placed "
                                   "on average; the rest are never placed",
                          pointer=f"/setup/procedures/{k}" if k is not None else "/setup",
                          hint="Ask for fewer, or re-roll onto fewer markers (the procedure's reroll_on)."))
    return found


def _cause(call: Call, trials: Trials) -> tuple[str, str]:
    """Why the setups ended the game (the most common way they did), and what to change."""
    outcome = max(trials.outcomes, key=lambda word: (trials.outcomes[word], word))
    if outcome == "loss_collapse":
        return (f"the setup does {trials.damage:.1f} Damage on average, and the building collapses at "
                f"{call.supply.damage}",
                "Lower the level's explosions, or raise the Damage supply (supply.damage).")
    if outcome == "loss_victims":
        return (f"the setup loses {trials.lost:.1f} Victims on average, and the game is lost at "
                f"{call.loss.victims_lost}",
                "Place fewer POI where the setup's explosions reach, or raise loss.victims_lost.")
    return (f"the game is over once set up ({OUTCOMES.get(outcome, outcome)})",
            "Change the setup so that the game is still open when the first turn starts.")
