"""Hero modifiers in force, action costs and AP of hero firefighters (gsh, R-ACT-14, R-HERO-1..3, R-TURN-2).

The modifier vocabulary of ``engine/model/heroes.py`` is compiled once per
Call into :class:`HeroTables` (plain lists and ints, no pydantic on the hot
path). A firefighter's modifiers in force are those of its specialist's
signature skill and Gear (always) and of the Boosts it used this turn; each is
kept or dropped by its limits: ``once_per_turn``/``once_per_call`` (a use is
recorded in ``GameState.hero_used`` under the modifier's key), ``on_engine``
and ``zone`` (where the firefighter stands).

This module imports no other rule module, so that ``turn``, ``fire``,
``movement`` and ``debris`` can ask it for costs and AP without a cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from engine.errors import GameError
from engine.rules import PAY_EXTINGUISH, PAY_MOVE

if TYPE_CHECKING:
    from engine.board import CompiledBoard
    from engine.game import Game

OP_COST: Final = 0
OP_ALLOW: Final = 1
OP_EXTRA: Final = 2
OP_HEAL: Final = 3
OPS: Final = ("ap_cost", "allow", "extra_ap", "heal")

ACT_EXTINGUISH: Final = 0
ACT_CHOP: Final = 1
ACT_CLEAR: Final = 2
ACT_HEAL: Final = 3
ACT_DIAGONAL: Final = 4
ACTIONS: Final = ("extinguish", "chop", "clear", "heal", "diagonal_move")

KIND_REGULAR: Final = 0
KIND_MOVE: Final = 1
KIND_EXTINGUISH: Final = 2
KINDS: Final = ("regular", "move", "extinguish")

WHEN_ALWAYS: Final = -1
WHEN_START: Final = 0
WHEN_FIRE_CARD: Final = 1
WHEN_KNOCK_DOWN: Final = 2
WHEN_USE: Final = 3
WHENS: Final = ("start_of_turn", "after_fire_card", "on_knock_down", "on_use")

LIMIT_NONE: Final = 0
LIMIT_TURN: Final = 1
LIMIT_CALL: Final = 2
LIMITS: Final = ("none", "once_per_turn", "once_per_call")

NO_ZONE: Final = -1
UNKNOWN_ZONE: Final = -2


class Mod:
    """One compiled modifier; ``key`` names it in ``GameState.hero_used`` (``kind:card:index``)."""

    def __init__(self, key: str, op: int, action: int, change: int, floor: int, kind: int, amount: int,
                 when: int, limit: int, on_engine: bool, zone: int) -> None:
        self.key = key
        self.op = op
        self.action = action
        self.change = change
        self.floor = floor
        self.kind = kind
        self.amount = amount
        self.when = when
        self.limit = limit
        self.on_engine = on_engine
        self.zone = zone


class HeroCard:
    """A specialist, Gear or Boost, compiled: its modifiers (and, for a specialist, its AP)."""

    def __init__(self, card_id: str, mods: list[Mod], ap: int, free_kind: int, free_amount: int) -> None:
        self.id = card_id
        self.mods = mods
        self.ap = ap
        self.free_kind = free_kind
        self.free_amount = free_amount


class HeroTables:
    """The hero set of a Call, compiled (R-HERO-1)."""

    def __init__(self, specialists: dict[str, HeroCard], gear: dict[str, HeroCard], boosts: dict[str, HeroCard],
                 order: list[str], gear_ids: list[str], boost_ids: list[str], gear_draw: int, gear_keep: int,
                 boost_draw: int, boosts_per_call: int) -> None:
        self.specialists = specialists
        self.gear = gear
        self.boosts = boosts
        self.order = order
        self.gear_ids = gear_ids
        self.boost_ids = boost_ids
        self.gear_draw = gear_draw
        self.gear_keep = gear_keep
        self.boost_draw = boost_draw
        self.boosts_per_call = boosts_per_call
        self.boosts_kept = min(2, boosts_per_call)
        """Boosts kept at forging: Active and Reserve, fewer when the Call allows fewer (R-HERO-2)."""


def compile_heroes(heroes, cb: CompiledBoard) -> HeroTables:
    """Compile a ``HeroSet`` model against the board's zones (a zone the board lacks never applies).

    ``GameError`` for a set with two specialists, two Gear or two Boosts of one id, or that keeps more Gear than it
    draws (``callforge validate`` says where: FP306, FP310). A Gear and a Boost of one id are told apart by the
    engine (``equip`` and ``pick``, ``gear:`` and ``boost:`` keys), though the hero set's own rule forbids them too.
    """
    for kind, items in (("specialist", heroes.specialists), ("Gear", heroes.gear), ("Boost", heroes.boosts)):
        ids = [item.id for item in items]
        if len(set(ids)) != len(ids):
            twice = next(i for n, i in enumerate(ids) if i in ids[:n])
            raise GameError(f"heroes: {kind} id '{twice}' is used twice (callforge validate says where)")
    if heroes.gear_keep > heroes.gear_draw:
        raise GameError(f"heroes: gear_keep ({heroes.gear_keep}) is larger than gear_draw ({heroes.gear_draw})")

    def mods(prefix: str, effects) -> list[Mod]:
        out: list[Mod] = []
        for i, eff in enumerate(effects):
            word = eff.modifier
            zone = NO_ZONE
            if eff.zone is not None:
                zone = cb.zone_names.index(eff.zone) if eff.zone in cb.zone_names else UNKNOWN_ZONE
            action = getattr(eff, "action", None)
            kind = getattr(eff, "kind", "regular")
            when = getattr(eff, "when", None)
            out.append(Mod(
                f"{prefix}:{i}", OPS.index(word), ACTIONS.index(action) if action is not None else -1,
                getattr(eff, "change", 0), getattr(eff, "floor", 0), KINDS.index(kind), getattr(eff, "amount", 0),
                WHENS.index(when) if when is not None else WHEN_ALWAYS, LIMITS.index(eff.limit), eff.on_engine, zone,
            ))
        return out

    specialists: dict[str, HeroCard] = {}
    for spec in heroes.specialists:
        free_kind, free_amount = -1, 0
        if spec.free_ap is not None:
            free_kind, free_amount = KINDS.index(spec.free_ap.kind), spec.free_ap.amount
        specialists[spec.id] = HeroCard(spec.id, mods(f"skill:{spec.id}", spec.skill.effects), spec.ap, free_kind, free_amount)
    gear = {c.id: HeroCard(c.id, mods(f"gear:{c.id}", c.effects), 0, -1, 0) for c in heroes.gear}
    boosts = {c.id: HeroCard(c.id, mods(f"boost:{c.id}", c.effects), 0, -1, 0) for c in heroes.boosts}
    return HeroTables(specialists, gear, boosts, [s.id for s in heroes.specialists], [c.id for c in heroes.gear],
                      [c.id for c in heroes.boosts], heroes.gear_draw, heroes.gear_keep, heroes.boost_draw,
                      heroes.boosts_per_call)


def tables(g: Game) -> HeroTables:
    """The game's hero tables (only called when ``g.heroes_on``)."""
    t = g.hero_tables
    assert t is not None
    return t


def gear_of(g: Game, hero: str) -> list[str]:
    """The Gear equipped on specialist ``hero`` (R-HERO-3: Gear stays with its specialist)."""
    prefix = hero + ":"
    return [entry[len(prefix):] for entry in g.st.hero_gear if entry.startswith(prefix)]


def cards_in_force(g: Game, seat: int) -> list[HeroCard]:
    """The skill, the Gear and the Boosts used this turn of ``seat`` (R-HERO-1..3)."""
    t = tables(g)
    st = g.st
    hero = st.ff_hero[seat]
    out: list[HeroCard] = []
    if hero:
        out.append(t.specialists[hero])
        for gear in gear_of(g, hero):
            out.append(t.gear[gear])
    if seat == st.player:
        for boost in st.boost_live:
            out.append(t.boosts[boost])
    return out


def applies(g: Game, seat: int, mod: Mod) -> bool:
    """Whether ``mod``'s limits let it apply to ``seat`` now (once per turn / Call, on the Engine, in a zone)."""
    st = g.st
    if mod.limit == LIMIT_TURN and "turn:" + mod.key in st.hero_used:
        return False
    if mod.limit == LIMIT_CALL and "call:" + mod.key in st.hero_used:
        return False
    pos = st.ff_pos[seat]
    if mod.on_engine and (st.engine < 0 or pos not in g.cb.engine_spots[st.engine]):
        return False
    return mod.zone == NO_ZONE or (mod.zone >= 0 and g.cb.zone_of[pos] == mod.zone)


def applies_at(g: Game, seat: int, mod: Mod, pos: int, used: tuple[str, ...]) -> bool:
    """``applies`` for ``seat`` standing on ``pos``, with the limited uses ``used`` made besides ``GameState.hero_used``.

    What a search over actions not yet played asks (the way out of Fire, R-TURN-3).
    """
    if mod.limit == LIMIT_TURN or mod.limit == LIMIT_CALL:
        entry = ("turn:" if mod.limit == LIMIT_TURN else "call:") + mod.key
        if entry in used or entry in g.st.hero_used:
            return False
    if mod.on_engine and (g.st.engine < 0 or pos not in g.cb.engine_spots[g.st.engine]):
        return False
    return mod.zone == NO_ZONE or (mod.zone >= 0 and g.cb.zone_of[pos] == mod.zone)


def cost_order(mods: list[Mod]) -> list[Mod]:
    """``ap_cost`` modifiers in the order that gives the lowest cost, whatever order the cards came in (R-ACT-14).

    Surcharges first, then discounts from the highest floor down: a discount whose floor is high does its part
    while the cost is still above that floor, and one with a lower floor takes it further. Of discounts with the
    same floor, one without a limit comes before a once-a-turn one, and that before a once-a-Call one: a scarce
    card is used up only where the others leave a saving to make.
    """
    if len(mods) < 2:
        return mods
    return sorted(mods, key=_cost_rank)


def _cost_rank(mod: Mod) -> tuple[int, int, int]:
    return (1, -mod.floor, mod.limit) if mod.change < 0 else (0, 0, 0)


def changed_cost(cost: int, mod: Mod) -> int:
    """``cost`` after ``mod``: ``change`` AP more or less, never below ``floor``; a discount never makes it dearer.

    >>> from types import SimpleNamespace as M
    >>> changed_cost(2, M(change=-1, floor=1)), changed_cost(0, M(change=-1, floor=1)), changed_cost(1, M(change=1, floor=0))
    (1, 0, 2)
    """
    out = cost + mod.change
    if out < mod.floor:
        out = mod.floor
    if mod.change < 0 and out > cost:
        return cost
    return out


def cost_at(g: Game, seat: int, action: int, base: int, pos: int, used: tuple[str, ...]) -> tuple[int, tuple[str, ...]]:
    """``cost`` of ``action`` for ``seat`` on ``pos`` after the uses ``used``, and ``used`` with the uses paying it records
    (as ``note_cost`` would), sorted."""
    out = base
    more: list[str] = []
    found: list[Mod] = []
    for card in cards_in_force(g, seat):
        for mod in card.mods:
            if mod.op == OP_COST and mod.action == action and applies_at(g, seat, mod, pos, used):
                found.append(mod)
    for mod in cost_order(found):
        changed = changed_cost(out, mod)
        if changed != out and mod.limit == LIMIT_TURN:
            more.append("turn:" + mod.key)
        elif changed != out and mod.limit == LIMIT_CALL:
            more.append("call:" + mod.key)
        out = changed
    return out, (tuple(sorted((*used, *more))) if more else used)


def allowed_at(g: Game, seat: int, action: int, pos: int, used: tuple[str, ...]) -> bool:
    """``allowed`` for ``seat`` on ``pos`` after the uses ``used``."""
    for card in cards_in_force(g, seat):
        for mod in card.mods:
            if mod.op == OP_ALLOW and mod.action == action and applies_at(g, seat, mod, pos, used):
                return True
    return False


def in_force(g: Game, seat: int, op: int, action: int) -> list[Mod]:
    """The modifiers of ``op`` (and ``action``, unless -1) that apply to ``seat`` now."""
    out: list[Mod] = []
    for card in cards_in_force(g, seat):
        for mod in card.mods:
            if mod.op == op and (action < 0 or mod.action == action) and applies(g, seat, mod):
                out.append(mod)
    return out


def note_used(g: Game, mod: Mod) -> None:
    """Record a use of a limited modifier."""
    if mod.limit == LIMIT_TURN:
        g.st.hero_used.append("turn:" + mod.key)
    elif mod.limit == LIMIT_CALL:
        g.st.hero_used.append("call:" + mod.key)


def cost(g: Game, seat: int, action: int, base: int) -> int:
    """``base`` changed by every ``ap_cost`` modifier of ``action`` in force, each never below its floor, in
    :func:`cost_order` (R-ACT-14)."""
    out = base
    for mod in cost_order(in_force(g, seat, OP_COST, action)):
        out = changed_cost(out, mod)
    return out


def note_cost(g: Game, seat: int, action: int, base: int) -> None:
    """Record the uses of the limited ``ap_cost`` modifiers that changed the cost of ``action`` just paid (``base``
    before them), as ``cost`` applies them: one its floor kept from changing anything is not used up (R-ACT-14)."""
    out = base
    for mod in cost_order(in_force(g, seat, OP_COST, action)):
        changed = changed_cost(out, mod)
        if changed != out:
            note_used(g, mod)
        out = changed


def allowed(g: Game, seat: int, action: int) -> bool:
    """Whether an ``allow`` modifier of ``action`` is in force for ``seat`` (R-ACT-14)."""
    return bool(in_force(g, seat, OP_ALLOW, action))


def note_allowed(g: Game, seat: int, action: int) -> None:
    """Record the use of the ``allow`` modifier of ``action`` the action was taken with: the least scarce one in force
    (one without a limit before a once-a-turn one, that before a once-a-Call one), as a player keeps the scarce ones."""
    mods = in_force(g, seat, OP_ALLOW, action)
    if mods:
        note_used(g, min(mods, key=_scarcity))


def _scarcity(mod: Mod) -> int:
    return mod.limit  # LIMIT_NONE < LIMIT_TURN < LIMIT_CALL


# ---- AP of hero firefighters (R-TURN-2) ----


def base_ap(g: Game, seat: int) -> int:
    """Regular AP per turn of ``seat``'s hero specialist (R-HERO-1)."""
    hero = g.st.ff_hero[seat]
    return tables(g).specialists[hero].ap if hero else g.ap_per_turn


def available(g: Game, seat: int, kind: int) -> int:
    """Regular AP plus the free AP of the payment's kind (movement, extinguishing) (R-TURN-2)."""
    st = g.st
    if kind == PAY_MOVE:
        return st.ff_ap[seat] + st.hx_move[seat]
    if kind == PAY_EXTINGUISH:
        return st.ff_ap[seat] + st.hx_ext[seat]
    return st.ff_ap[seat]


def pay(g: Game, seat: int, amount: int, kind: int) -> None:
    """Spend ``amount`` AP of ``kind``: free AP of that kind first, then regular AP (R-TURN-2)."""
    st = g.st
    if kind == PAY_MOVE and st.hx_move[seat]:
        use = min(amount, st.hx_move[seat])
        st.hx_move[seat] -= use
        amount -= use
    elif kind == PAY_EXTINGUISH and st.hx_ext[seat]:
        use = min(amount, st.hx_ext[seat])
        st.hx_ext[seat] -= use
        amount -= use
    if amount:
        st.ff_ap[seat] -= amount


def grant(g: Game, seat: int, kind: int, amount: int) -> None:
    """Give ``seat`` ``amount`` AP of ``kind`` (free AP last until the end of its next turn)."""
    st = g.st
    if kind == KIND_MOVE:
        st.hx_move[seat] += amount
    elif kind == KIND_EXTINGUISH:
        st.hx_ext[seat] += amount
    else:
        st.ff_ap[seat] += amount
