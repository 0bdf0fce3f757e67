"""Call checks of the hero set (gsh, R-HERO-1..4, R-ACT-14): FP310-FP311.

FP310: the set cannot serve the Call's largest table: fewer specialists than
players, or more Gear or Boosts drawn than the decks hold. FP311: a modifier
that can never apply (a zone the board lacks, the Engine on a board without
Engine spots, a trigger its card never meets, a cheaper action whose floor is
not below what the action costs).

>>> from engine.model import Board, Call
>>> call = Call(id="c", title={"en": "C"}, board="b", ruleset={"name": "gsh"}, players={"max": 2},
...             heroes={"specialists": [{"id": "a", "title": {"en": "A"}, "skill": {"title": {"en": "S"}}}],
...                     "gear_draw": 0, "gear_keep": 0, "boost_draw": 0})
>>> [(d.code, d.pointer) for d in check_hero_supply(Context(Board(id="b"), call))]
[('FP310', '/heroes/specialists')]
"""

from __future__ import annotations

from collections.abc import Iterator

from authoring.checks.context import Context, pointer
from authoring.diagnostics import Diagnostic, make

_BASE_COSTS = {"extinguish": (1, 2), "chop": (2,), "clear": (1,), "heal": (1,), "diagonal_move": (1, 2)}
"""What each costed action costs before modifiers (R-ACT-6, R-ACT-7, R-ACT-13, R-HERO-4; a diagonal move 1, carrying 2)."""
_GOOD_TRIGGERS = {"skill": ("start_of_turn", "after_fire_card", "on_knock_down"),
                  "gear": ("start_of_turn", "after_fire_card", "on_knock_down"),
                  "boosts": ("on_use",)}
"""Triggers each kind of card meets: a skill and Gear are in force all the time, a Boost only from its use to the turn's end."""


def check_hero_supply(ctx: Context) -> Iterator[Diagnostic]:
    """FP310: enough specialists for every seat, and enough Gear and Boosts for every seat to look at."""
    call = ctx.call
    heroes = call.heroes
    if heroes is None:
        return
    if ctx.params is not None and not ctx.params.specialists:
        yield make("FP310", f"the Call offers heroes, but ruleset '{call.ruleset.name}' plays without specialists",
                   pointer="/heroes", hint='Use the "gsh" ruleset, or set "ruleset.params.specialists" to true.')
        return
    most = call.players.max
    if len(heroes.specialists) < most:
        yield make("FP310", f"the hero set has {len(heroes.specialists)} specialists for up to {most} players",
                   pointer="/heroes/specialists", hint="Add specialists, or lower players.max.")
    for name, draw in (("gear", heroes.gear_draw), ("boosts", heroes.boost_draw)):
        cards = getattr(heroes, name)
        wanted = most * draw
        if wanted > len(cards):
            word = "Gear" if name == "gear" else "Boost"
            yield make("FP310", f"{most} players look at {draw} {word} cards each ({wanted}), but the deck holds {len(cards)}",
                       pointer=f"/heroes/{name}", hint=f"Add {word} cards, or lower {name[:-1] if name == 'boosts' else name}_draw.")


def check_modifiers(ctx: Context) -> Iterator[Diagnostic]:
    """FP311: a skill, Gear or Boost modifier that can never apply."""
    heroes = ctx.call.heroes
    if heroes is None:
        return
    zones = set(ctx.board.zones)
    has_engine = bool(ctx.board.parking.engine)
    cards = [("skill", ("heroes", "specialists", i, "skill", "effects"), s.skill.effects) for i, s in enumerate(heroes.specialists)]
    cards += [("gear", ("heroes", "gear", i, "effects"), c.effects) for i, c in enumerate(heroes.gear)]
    cards += [("boosts", ("heroes", "boosts", i, "effects"), c.effects) for i, c in enumerate(heroes.boosts)]
    for kind, where, effects in cards:
        for j, mod in enumerate(effects):
            why = _never(kind, mod, zones, has_engine)
            if why:
                yield make("FP311", f"this {mod.modifier} modifier never applies: {why}", pointer=pointer(*where, j),
                           hint="Change or remove the modifier, and the card's text where it speaks of it (players read the text).")


def _never(kind: str, mod, zones: set[str], has_engine: bool) -> str:
    if mod.zone is not None and mod.zone not in zones:
        return f"the board has no zone '{mod.zone}' (zones: {', '.join(sorted(zones)) or 'none'})"
    if mod.on_engine and not has_engine:
        return "the board has no Engine parking spots"
    when = getattr(mod, "when", None)
    if when is not None and when not in _GOOD_TRIGGERS[kind]:
        card = {"skill": "a signature skill", "gear": "a Gear card", "boosts": "a Boost"}[kind]
        return f"{card} never meets the trigger '{when}'"
    if mod.modifier == "ap_cost" and mod.change == 0:
        return "a change of 0 AP leaves the cost as it is"
    if mod.modifier == "ap_cost" and mod.change < 0 and all(base <= mod.floor for base in _BASE_COSTS[mod.action]):
        return (f"{_ACTION_WORDS[mod.action]} ({mod.action}) costs {max(_BASE_COSTS[mod.action])} AP at most, "
                f"not more than the floor {mod.floor}")
    return ""


_ACTION_WORDS = {"extinguish": "extinguishing", "chop": "chopping", "clear": "clearing Debris", "heal": "healing",
                 "diagonal_move": "a diagonal move"}
"""What each costed action is, in the messages: ``clear`` is Debris, not a Call marker (``remove r,c`` pays its own
``clear_cost``)."""


CHECKS = (check_hero_supply, check_modifiers)
"""The hero checks, in report order."""
