"""Call checks that set the game up: FP304 and FP323 for a setup that ends the game before anyone plays, FP325 for
one that finds no space for every marker it places, FP331 for games that the first fire phases end whatever the
firefighters do not do.

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
millisecond, so the check stays in every validation, the studio's included. A Call whose
setups are huge (a hundred procedures of explosions on a supply of 1,000 Damage: about
200,000 setup events, a fifth of a second each) is tried only up to :data:`SETUP_EVENTS`
events in all, so validation stays quick on any file; the levels left untried are FP326.

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
from engine.bots.passive import PassBot
from engine.errors import GameError
from engine.game import Game
from engine.model import Board, Call

SETUP_TRIALS = 16
"""Setups tried at each level (seeds 0 to 15), when the Call has at most :data:`ALL_TRIALS` / 16 levels."""
ALL_TRIALS = 96
"""Setups tried over all levels: a Call of many levels tries fewer at each, never under :data:`MIN_TRIALS`."""
MIN_TRIALS = 4
SETUP_EVENTS = 60_000
"""The most setup events (explosions, shockwaves, markers placed, rolls) one validation's trials make in all: about
600 setups of the experienced Heroic level (about 90 events each), a fraction of a second. Past it no setup is tried."""


FIRST_ROUND_EVENTS = 60_000
"""The most events the first rounds of one validation's trials make in all (:func:`play_first_round`); past it the
games are only set up, and FP331 rests on the first rounds played."""


@dataclass
class Budget:
    """How many setup events the trials of one validation may still make (:data:`SETUP_EVENTS`), and how many events
    of first rounds (:data:`FIRST_ROUND_EVENTS`): a Fire deck heavy on its first phases never cuts the setups tried."""

    left: int = SETUP_EVENTS
    most: int = 0
    """The most events one setup made."""
    round_left: int = FIRST_ROUND_EVENTS

    def spend(self, events: int) -> None:
        self.left -= events
        self.most = max(self.most, events)


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

    tried: int
    """The setups tried: fewer than asked when the :class:`Budget` ran out."""
    ended: int
    outcomes: dict[str, int]
    damage: float
    lost: float
    short: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    """Per marker a placing procedure ran out of space for (``hazmat``, ``poi``, ``hot``): the setups it ran out in,
    and the markers placed and asked for over those setups."""
    first_round: dict[str, int] = field(default_factory=dict)
    """How the games still open after setup ended within their first round, by outcome, when no firefighter acts
    (:func:`play_first_round`)."""
    first_rounds: int = 0
    """The games whose first round was played (fewer than those open after setup once the budget ran out)."""


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


FIRST_ROUND_ACTIONS = 200
"""The most actions the first round's idle firefighters take (answers to riders and re-rolls, a step out of Fire)."""


def play_first_round(game: Game) -> int:
    """Play ``game``'s first round with firefighters who do nothing (the ``pass`` bot: each turn ended at once, R-TURN-3
    aside): one turn of each and its fire phase. Returns the events it made."""
    bot, events, players = PassBot(), 0, len(game.st.ff_pos)
    for _ in range(FIRST_ROUND_ACTIONS):
        if game.is_over or game.st.turn >= players:
            break
        events += len(game.apply(bot.act(game)))
    return events


def try_setups(call: Call, board: Board, level: str | None, trials: int = SETUP_TRIALS,
               players: int | None = None, budget: Budget | None = None) -> Trials | None:
    """Set the game up ``trials`` times at ``level`` with ``players`` (default: :func:`default_players`), fewer once
    ``budget`` is spent; None when the engine refuses to set it up (another check's finding) or none was tried."""
    budget = budget if budget is not None else Budget()
    tried = ended = 0
    outcomes: dict[str, int] = {}
    short: dict[str, tuple[int, int, int]] = {}
    first_round: dict[str, int] = {}
    damage = lost = rounds = 0
    for seed in range(trials):
        if budget.left <= 0:
            break
        try:
            game = Game.new(call, board, players=players or default_players(call), seed=seed, difficulty=level)
        except GameError:
            return None
        budget.spend(len(game.setup_events))
        st = game.st
        tried += 1
        if game.is_over:
            ended += 1
            outcomes[st.outcome] = outcomes.get(st.outcome, 0) + 1
        damage += st.damage
        lost += st.lost
        if not game.is_over and budget.round_left > 0:
            budget.round_left -= play_first_round(game)
            rounds += 1
            if game.is_over:
                first_round[st.outcome] = first_round.get(st.outcome, 0) + 1
        for event in game.setup_events:
            if event.kind == "setup_short":
                times, placed, asked = short.get(event.data["what"], (0, 0, 0))
                short[event.data["what"]] = (times + 1, placed + event.data["placed"], asked + event.data["asked"])
    if not tried:
        return None
    return Trials(tried, ended, outcomes, damage / tried, lost / tried, short, first_round, rounds)


def check_setups(call: Call, board: Board) -> list[Diagnostic]:
    """FP304 where every setup tried at a level ends the game before the first turn, FP323 where some do."""
    found = []
    levels = [(f"/levels/{i}", level.id) for i, level in enumerate(call.levels)] or [("/setup", None)]
    asked, budget, cut = trials_per_level(len(levels)), Budget(), []
    for pointer, level in levels:
        trials = try_setups(call, board, level, asked, budget=budget)
        if budget.left <= 0 and (trials is None or trials.tried < asked):
            cut.append(level)
        if trials is None:
            continue
        tried = trials.tried
        at = f" at level {level!r}" if level is not None else ""
        short, retry_cut = _short_of_space(call, board, level, trials, at, budget)
        found.extend(short)
        if retry_cut and level not in cut:
            cut.append(level)
        found.extend(_lost_in_first_round(call, trials, at, pointer))
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
    if cut:
        found.append(_cut_short(call, cut, asked, budget))
    return found


def _lost_in_first_round(call: Call, trials: Trials, at: str, pointer: str) -> list[Diagnostic]:
    """FP331 where half or more of the games open after setup are lost within their first round when no firefighter
    acts: the first fire phases alone end them (R-FIRE, R-END), before each firefighter has had a turn."""
    opened = trials.first_rounds
    lost = sum(trials.first_round.values())
    if not opened or 2 * lost < opened:
        return []
    outcome = max(trials.first_round, key=lambda word: (trials.first_round[word], word))
    share = ("the one game tried" if opened == 1 else f"every one of the {opened} games tried" if lost == opened
             else f"{lost} of the {opened} games tried")
    return [make("FP331", f"{share}{at} {'is' if lost == 1 or lost == opened else 'are'} lost within the first round when "
                          f"no firefighter acts, before each of the {default_players(call)} firefighters has had a "
                          f"turn: {OUTCOMES.get(outcome, outcome)}",
                 pointer=pointer,
                 hint="Make the first fire phases milder (fewer Fire card steps, explosions or Hot Spots), or raise what "
                      "the game is lost at; callforge playtest shows how games end when firefighters play.")]


def _cut_short(call: Call, cut: list, asked: int, budget: Budget) -> Diagnostic:
    """FP326: the setups are too large for the validation to try ``asked`` of them at every level."""
    if call.levels:
        names = ", ".join(repr(level) for level in cut[:3])
        where = (f"at {len(cut)} levels ({names}, ...)" if len(cut) > 3 else
                 f"at level{'s' if len(cut) > 1 else ''} {names}")
        pointer = "/levels"
    else:
        where, pointer = "of the Call", "/setup"
    return make("FP326", f"fewer than {asked} setups were tried {where}: one setup makes up to {budget.most:,} events "
                         f"(explosions, shockwaves, markers placed) and a validation tries setups up to "
                         f"{SETUP_EVENTS:,} events in all; FP304, FP323 and FP325 there rest on the setups tried",
                pointer=pointer,
                hint="Play the Call (callforge playtest) to see how its setups end; fewer setup explosions or "
                     "procedures make each setup smaller.")


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


def _short_of_space(call: Call, board: Board, level: str | None, trials: Trials, at: str,
                    budget: Budget) -> tuple[list[Diagnostic], bool]:
    """FP325 for each marker the setups ran out of free spaces for, at the procedure that places it: how many were
    placed of how many asked, on average. The most players the Call allows are tried too (``by_players`` adds markers
    with the player count); and whether the budget cut that second try short (the level is then FP326's too)."""
    found, cut = [], False
    short, players, tried = trials.short, default_players(call), trials.tried
    if not short and _more_with_most_players(call, players):
        more = try_setups(call, board, level, tried, call.players.max, budget)
        cut = budget.left <= 0 and (more is None or more.tried < tried)  # the most players not fully tried: FP326
        short, players, tried = (more.short, call.players.max, more.tried) if more is not None else ({}, players, tried)
    for what, (times, placed, asked) in sorted(short.items()):
        k = next((k for k, proc in enumerate(call.setup.procedures) if proc.do == _PROCEDURES[what]), None)
        found.append(make("FP325", f"{times} of the {tried} setups tried{at} with {players} players run out of free "
                                   f"spaces for {SHORT_NAMES[what]}: {placed / times:.1f} of {asked / times:.0f} placed "
                                   "on average; the rest are never placed",
                          pointer=f"/setup/procedures/{k}" if k is not None else "/setup",
                          hint="Ask for fewer, or re-roll onto fewer markers (the procedure's reroll_on)."))
    return found, cut


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
