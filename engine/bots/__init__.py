"""Bots that play a game: one module each, one small interface.

A bot is built with ``make_bot(name, seed=...)`` and answers
``bot.act(game) -> Action`` with one of ``game.legal_actions()`` for the
seat to decide. Bots see only what a player at the table sees
(:mod:`engine.bots.view`): the public state, never future dice. Their own
random choices come from :func:`engine.dice.make_rng`, the one source of
randomness in the engine.

==============  ==============================================================
``pass``        always ends its turn: a control that must lose
``random``      uniform over the legal actions
``greedy``      a rules-aware team: short paths, reveal, carry, rescue, fight fire
``lookahead``   flat Monte Carlo over the turn, greedy rollouts on re-rolled dice
``heuristic``   the reference team's tuned rules alone: fire danger, roles, setup
``reference``   the team playtests measure Calls with: those rules, ending a turn early where a short look ahead says so (gsh: quick's turn starts)
``search``      the reference bot, each turn's start chosen by rollouts scored by a fitted win chance
``quick``       the search on one future a candidate, over its turn and the next one: part of the gain, a fraction of the cost
==============  ==============================================================

>>> sorted(BOTS)
['greedy', 'heuristic', 'lookahead', 'pass', 'quick', 'random', 'reference', 'search']
>>> make_bot("pass", seed=1).name
'pass'
"""

from __future__ import annotations

import importlib
from typing import Protocol

BOTS = {
    "pass": "engine.bots.passive:PassBot",
    "random": "engine.bots.random:RandomBot",
    "greedy": "engine.bots.greedy:GreedyBot",
    "lookahead": "engine.bots.lookahead:LookaheadBot",
    "heuristic": "engine.bots.heuristic:HeuristicBot",
    "reference": "engine.bots.reference:ReferenceBot",
    "search": "engine.bots.search:SearchBot",
    "quick": "engine.bots.search:QuickSearchBot",
}
"""Bot name -> ``module:class``; imported on first use."""

DEFAULT_BOT = "reference"
"""The bot every designer-facing command (playtest, compare, tune, the studio) plays unless told otherwise."""


class Bot(Protocol):
    """What every bot offers.

    A bot class may also offer ``team(allowed, players)``: the specialists it
    wants to play, one per seat, chosen among ``allowed`` (or None). Runners
    ask :func:`team_for` when the user names no specialists.
    """

    name: str

    def act(self, game):
        """The action to apply next, one of ``game.legal_actions()``."""


def bot_class(name: str) -> type:
    """The class of bot ``name`` (imported on first use)."""
    try:
        target = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; known: {', '.join(sorted(BOTS))}") from None
    module, cls = target.split(":")
    return getattr(importlib.import_module(module), cls)


def team_for(name: str, allowed: tuple[str, ...], players: int) -> list[str] | None:
    """The specialists bot ``name`` chooses for ``players`` seats among ``allowed``; None: the engine's default.

    >>> team_for("pass", ("paramedic", "generalist"), 2) is None
    True
    >>> team_for("greedy", ("paramedic", "generalist"), 2)
    ['generalist', 'paramedic']
    >>> team_for(DEFAULT_BOT, ("paramedic", "generalist"), 2)
    ['generalist', 'paramedic']
    """
    team = getattr(bot_class(name), "team", None)
    return team(allowed, players) if team is not None else None


STRENGTH = {
    "reference": "the reference team, tuned to strong play by measurement",
    "heuristic": "the reference team's tuned rules without its look ahead: close to it in the family game, much weaker in the others",
    "search": "the reference team, each turn's start chosen by Monte Carlo rollouts",
    "quick": "the reference team, each turn's start chosen by one short rollout over two turns",
    "greedy": "a rules-aware baseline team, weaker than good human teams",
    "lookahead": "flat Monte Carlo over the turn with greedy rollouts, a baseline",
    "random": "uniformly random legal actions, a control",
    "pass": "a team that always ends its turn, a control that must lose",
}
"""What each bot's win rate measures, as a playtest report says it."""


def strength_label(name: str) -> str:
    """One line saying what a win rate played by bot ``name`` means.

    >>> strength_label("reference")
    'bot reference: the reference team, tuned to strong play by measurement; human teams of other strength will differ'
    """
    what = STRENGTH.get(name, "a bot team")
    return f"bot {name}: {what}; human teams of other strength will differ"


STRONGER: dict[str, tuple[str, ...]] = {
    "reference": ("search",), "heuristic": ("reference", "search"), "greedy": ("reference", "search"),
}
"""Bots measured to win more than the key's bot where it leaves room (:data:`LEAVES_ROOM`), cheapest first."""
LEAVES_ROOM = 0.9
"""Below this win rate another bot was measured to win more, so a report points to it (:data:`STRONGER`): there the
search mode won more than the reference bot in most bundled rows (``bench/bot_strength.py --versus search``), while
the family game, which the reference bot wins 92% to 99%, leaves a search little to gain. ``quick`` is not
named for the reference bot: it gains less than the search. ``docs/bots.md`` ("The hint to a stronger bot") records
the paired tests."""


def stronger_bots(name: str, win_rate: float) -> tuple[str, ...]:
    """The bots a designer could play instead of ``name`` for a figure nearer strong play, when its ``win_rate`` leaves room.

    >>> stronger_bots("reference", 0.19), stronger_bots("reference", 0.95), stronger_bots("search", 0.1)
    (('search',), (), ())
    """
    return STRONGER.get(name, ()) if win_rate < LEAVES_ROOM else ()


def stronger_hint(name: str, win_rates: list[float]) -> str | None:
    """A line pointing to stronger bots when a run of bot ``name`` wins less than :data:`LEAVES_ROOM`; else None.

    >>> print(stronger_hint("reference", [0.95, 0.2]))
    bot reference: where it wins under 90%, other bots won more in paired tests; for a figure that may be nearer strong play run again with --bot search (ten to hundreds of times the time; up to 23 points more than the reference bot in the experienced and Golden State Heroes rows measured, above noise in six of ten, within a point of it in the family game)
    >>> stronger_hint("reference", [0.95]) is None
    True
    """
    bots = next((b for b in (stronger_bots(name, r) for r in win_rates) if b), ())
    if not bots:
        return None
    cost = {
        "reference": " (1.2 to 1.6 times the time in the family game, up to eighty in the others)",
        "quick": " (tens of times the time in the family and experienced games; stronger on most Calls)",
        "search": " (ten to hundreds of times the time; up to 23 points more than the reference bot in the experienced"
                  " and Golden State Heroes rows measured, above noise in six of ten, within a point of it in the"
                  " family game)",
    }
    options = " or ".join(f"--bot {b}{cost.get(b, '')}" for b in bots)
    return (f"bot {name}: where it wins under {LEAVES_ROOM:.0%}, other bots won more in paired tests; "
            f"for a figure that may be nearer strong play run again with {options}")


def near_bound(win_rate: float) -> bool:
    """Whether a win rate sits so near 0 or 1 (below 10% or above 90%) that turns and rescues carry the verdict.

    >>> near_bound(0.05), near_bound(0.5), near_bound(0.95)
    (True, False, True)
    """
    return win_rate < 0.10 or win_rate > 0.90


def allowed_specialists(call) -> tuple[str, ...] | None:
    """The specialists the players may choose among in ``call``; None when its ruleset has none.

    The Call's own list, else every Fire Rescue specialist (R-ACT-11); with
    Golden State Heroes heroes, the hero set's specialists (R-HERO-1).
    """
    from engine.model.ruleset import SPECIALISTS, resolve_params

    if not resolve_params(call.ruleset.name, call.ruleset.params).specialists:
        return None
    if call.heroes is not None:
        return tuple(s.id for s in call.heroes.specialists)
    return tuple(call.specialists) if call.specialists is not None else SPECIALISTS


def setup_for(name: str, call, board, *, players: int, difficulty: str | None,
              allowed: tuple[str, ...] | None) -> dict:
    """The players' setup choices of bot ``name``: keyword arguments for ``Game.new``.

    The rules let the players choose their specialists, starting spaces and
    vehicle spots (R-SETUP-2). A bot class may offer ``setup(call, board,
    players=, difficulty=, allowed=)`` returning any of ``specialists`` and
    ``start`` (the forms ``Game.new`` takes); otherwise only its ``team`` is
    asked, when the ruleset has specialists (``allowed`` is not None).

    >>> setup_for("pass", None, None, players=2, difficulty=None, allowed=("paramedic", "generalist"))
    {}
    >>> setup_for("greedy", None, None, players=2, difficulty=None, allowed=("paramedic", "generalist"))
    {'specialists': ['generalist', 'paramedic']}
    >>> setup_for("greedy", None, None, players=2, difficulty=None, allowed=None)
    {}
    """
    setup = getattr(bot_class(name), "setup", None)
    if setup is not None:
        return dict(setup(call, board, players=players, difficulty=difficulty, allowed=allowed))
    team = team_for(name, allowed, players) if allowed is not None else None
    return {"specialists": team} if team is not None else {}


def place_team(name: str, game, *, seed: int | None = None) -> None:
    """Let bot ``name`` place the team once it sees the setup (R-SETUP-2), when it makes that choice.

    A bot class may offer ``place(game, seed)`` returning ``Game.place_team``'s
    ``start``: where the firefighters start and the vehicles park, chosen
    from the board as the setup left it (``seed``: the bot's own randomness
    for this game, None to read one off the board). A bot without it keeps
    the starts its ``setup`` chose before the dice.
    """
    place = getattr(bot_class(name), "place", None)
    if place is not None and not game.is_over:
        game.place_team(place(game, seed))


def make_bot(name: str, *, seed: int, budget: int | None = None) -> Bot:
    """Build bot ``name`` with its own random seed (and search ``budget`` when it searches)."""
    bot_cls = bot_class(name)
    return bot_cls(seed=seed, budget=budget) if getattr(bot_cls, "searches", False) else bot_cls(seed=seed)
