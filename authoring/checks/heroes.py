"""Call checks of the hero set (gsh, R-HERO-1..4, R-ACT-14): FP306, FP310-FP311.

FP306: a specialist, Gear or Boost id used twice in the set. FP310: the set
cannot serve the Call's largest table: fewer specialists than players, more
Gear or Boosts drawn than the decks hold, more Gear kept than drawn, fewer
Boosts drawn than forging keeps. FP311: a modifier that can never apply (a
zone the board lacks, the Engine on a board without Engine spots or outside
the zone, a trigger its card never meets, a cheaper action whose floor is not
below what the action costs, or that nothing in the Call lets anyone take).

>>> from engine.model import Board, Call
>>> call = Call(id="c", title={"en": "C"}, board="b", ruleset={"name": "gsh"}, players={"max": 2},
...             heroes={"specialists": [{"id": "a", "title": {"en": "A"}, "skill": {"title": {"en": "S"}}}],
...                     "gear_draw": 0, "gear_keep": 0, "boost_draw": 0, "boosts_per_call": 0})
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


def check_specialist_supply(ctx: Context) -> Iterator[Diagnostic]:
    """FP310: a Call that lists the Fire Rescue specialists it offers lists one for every seat (R-ACT-11: each
    firefighter plays one, and no two the same)."""
    call = ctx.call
    offered = call.specialists
    if call.heroes is not None or offered is None or ctx.params is None or not ctx.params.specialists:
        return
    most = call.players.max
    if len(set(offered)) < most:
        yield make("FP310", f"the Call offers {len(set(offered))} specialist{'' if len(set(offered)) == 1 else 's'} for "
                   f"up to {most} players: each firefighter plays a specialist of its own",
                   pointer="/specialists", hint="Add specialists, or lower players.max.")


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
    kept = min(2, heroes.boosts_per_call)
    for name, draw in (("gear", heroes.gear_draw), ("boosts", heroes.boost_draw if kept else 0)):
        cards = getattr(heroes, name)
        wanted = most * draw
        if wanted > len(cards):
            word = "Gear" if name == "gear" else "Boost"
            yield make("FP310", f"{most} players look at {draw} {word} cards each ({wanted}), but the deck holds {len(cards)}",
                       pointer=f"/heroes/{name}", hint=f"Add {word} cards, or lower {name[:-1] if name == 'boosts' else name}_draw.")
    if heroes.gear_keep > heroes.gear_draw:
        yield make("FP310", f"each firefighter equips {heroes.gear_keep} Gear of the {heroes.gear_draw} it looks at",
                   pointer="/heroes/gear_keep", hint="Make gear_keep at most gear_draw (the rulebook: 2 of 4).")
    if heroes.boost_draw < kept:
        yield make("FP310", f"each firefighter keeps {kept} Boosts at forging but looks at only {heroes.boost_draw}",
                   pointer="/heroes/boost_draw",
                   hint="Make boost_draw at least the Boosts kept (the rulebook: 2 of 3), or lower boosts_per_call.")


def check_hero_ids(ctx: Context) -> Iterator[Diagnostic]:
    """FP306: every specialist, Gear and Boost id is used once in the hero set: forging, the saved game and the
    log name a card by it (R-HERO-1)."""
    heroes = ctx.call.heroes
    if heroes is None:
        return
    first: dict[str, str] = {}
    for field in ("specialists", "gear", "boosts"):
        for i, item in enumerate(getattr(heroes, field)):
            where = pointer("heroes", field, i, "id")
            if item.id in first:
                yield make("FP306", f"hero set id '{item.id}' is used twice (first at {first[item.id]})", pointer=where,
                           hint="Give each specialist, Gear and Boost card its own id.")
            first.setdefault(item.id, where)


def check_modifiers(ctx: Context) -> Iterator[Diagnostic]:
    """FP311: a skill, Gear or Boost modifier that can never apply."""
    heroes = ctx.call.heroes
    if heroes is None:
        return
    cards = [("skill", ("heroes", "specialists", i, "skill", "effects"), s.skill.effects) for i, s in enumerate(heroes.specialists)]
    cards += [("gear", ("heroes", "gear", i, "effects"), c.effects) for i, c in enumerate(heroes.gear)]
    cards += [("boosts", ("heroes", "boosts", i, "effects"), c.effects) for i, c in enumerate(heroes.boosts)]
    facts = _Facts(ctx, {mod.action for _, _, effects in cards for mod in effects if mod.modifier == "allow"})
    for kind, where, effects in cards:
        for j, mod in enumerate(effects):
            why = _never(kind, mod, facts)
            if why:
                yield make("FP311", f"this {mod.modifier} modifier never applies: {why}", pointer=pointer(*where, j),
                           hint="Change or remove the modifier, and the card's text where it speaks of it (players read the text).")


class _Facts:
    """What decides whether a modifier can ever apply: the board's zones and Engine spaces, the actions the hero set
    allows, whether the ruleset has Debris."""

    def __init__(self, ctx: Context, allowed: set[str]) -> None:
        self.zones = {name: {tuple(c) for c in region.cells()} for name, region in ctx.board.zones.items()}
        self.engine_cells = {tuple(cell) for spot in ctx.board.parking.engine for cell in spot}
        self.allowed = allowed
        self.debris = ctx.params is None or ctx.params.debris


_NEEDS_ALLOW = ("heal", "diagonal_move")
"""Actions a firefighter takes only where a card allows them (R-HERO-4, R-ACT-14)."""


def _never(kind: str, mod, facts: _Facts) -> str:
    if mod.zone is not None and mod.zone not in facts.zones:
        return f"the board has no zone '{mod.zone}' (zones: {', '.join(sorted(facts.zones)) or 'none'})"
    if mod.on_engine and not facts.engine_cells:
        return "the board has no Engine parking spots"
    if mod.on_engine and mod.zone is not None and not facts.engine_cells & facts.zones[mod.zone]:
        return f"it needs the firefighter on the Engine's spot and in zone '{mod.zone}', and no Engine space lies in that zone"
    action = getattr(mod, "action", None)
    if mod.modifier == "ap_cost" and action in _NEEDS_ALLOW and action not in facts.allowed:
        return f"no card of the hero set allows {_ACTION_WORDS[action]} (an allow modifier for '{action}')"
    if mod.modifier == "ap_cost" and action == "clear" and not facts.debris:
        return "the ruleset has no Debris (ruleset.params.debris), and clear is the Debris action: a Call marker's removal costs its clear_cost"
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


CHECKS = (check_hero_ids, check_hero_supply, check_specialist_supply, check_modifiers)
"""The hero checks, in report order."""
