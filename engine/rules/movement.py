"""Moving, carrying, leading, rescuing, doors and chopping (R-ACT-1..5, R-ACT-7, R-ACT-12, R-TURN-3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from engine.board import DOOR, WALL
from engine.rules import (
    PAY_COMMAND,
    PAY_EXTINGUISH,
    PAY_MOVE,
    PAY_OTHER,
    RESCUE_SPECIALIST,
    SPEC_FREE,
    escape,
    mechanics,
    named_victim,
)
from engine.rules import modifiers as hero_mods
from engine.rules.explosion import damage_wall
from engine.rules.fire import extinguish_cost
from engine.rules.poi import reveal
from engine.rules.rescue import is_rescue_space
from engine.rules.turn import available, check_end, pay
from engine.state import CARRY_HAZMAT, CARRY_NONE, CARRY_VICTIM, DOOR_CLOSED, DOOR_OPEN, EMPTY, FIRE, SMOKE

if TYPE_CHECKING:
    from engine.game import Game

ITEM_NONE: Final = 0
ITEM_VICTIM: Final = 1
ITEM_HAZMAT: Final = 2
ITEM_WORDS = {(0, 0): "", (1, 0): "victim", (2, 0): "hazmat", (0, 1): "lead", (1, 1): "victim+lead", (2, 1): "hazmat+lead"}
WORD_ITEMS = {v: k for k, v in ITEM_WORDS.items()}
_CARRY_WORDS: Final = tuple(ITEM_WORDS[item, lead] for item in range(3) for lead in range(2))
"""``ITEM_WORDS`` at ``2 * item + lead``."""


Way = tuple[int, int, int, str]
"""One way into a space: ``(item, lead, cost, word)``."""


def _ways(two: bool, victim: bool, hazmat: bool, lead: bool) -> tuple[Way, ...]:
    """The ways into a space without Fire with 1 AP or more: ``(item, lead, cost, word)`` (R-ACT-1, R-ACT-2, R-ACT-12).

    ``two``: whether 2 AP are available; ``victim``/``hazmat``/``lead``:
    whether a Victim or Hazmat can be carried and a Healed Victim led.

    >>> _ways(True, True, False, False)
    ((0, 0, 1, ''), (1, 0, 2, 'victim'))
    """
    ways = [(ITEM_NONE, 0, 1)]
    if lead:
        ways.append((ITEM_NONE, 1, 1))
    if two:
        if victim:
            ways.append((ITEM_VICTIM, 0, 2))
            if lead:
                ways.append((ITEM_VICTIM, 1, 2))
        if hazmat:
            ways.append((ITEM_HAZMAT, 0, 2))
            if lead:
                ways.append((ITEM_HAZMAT, 1, 2))
    return tuple((item, led, cost, ITEM_WORDS[item, led]) for item, led, cost in ways)


_WAYS: Final[tuple[tuple[Way, ...], ...]] = tuple(_ways(i >= 8, i & 4 != 0, i & 2 != 0, i & 1 != 0) for i in range(16))
"""``_ways`` for every combination of its flags, built once, at ``8 * two + 4 * victim + 2 * hazmat + lead``."""
_INTO_FIRE: Final[tuple[Way, ...]] = ((ITEM_NONE, 0, 2, ""),)
"""The only way into Fire: 2 AP, carrying and leading nothing (R-ACT-1, R-ACT-2)."""


def move_options(g: Game, seat: int, budget: int, allow_fire: bool) -> list[tuple[int, tuple]]:
    """``(dest, ways)`` for every space ``seat`` may move to, ``ways`` a tuple of ``(item, lead, cost, word)`` (R-ACT-1, R-ACT-2, R-ACT-12, R-TURN-3).

    See ``moves_into``, which finds them.
    """
    found: dict = {}
    moves_into(g, seat, budget, allow_fire, found, None)
    return list(found.items())


def moves_into(g: Game, seat: int, budget: int, allow_fire: bool, m: dict, codes: list | None) -> None:
    """Put the moves of ``seat`` into ``m``: ``ways`` by destination, or with ``codes`` (into a legal
    map), each way by the code ``codes[6 * dest + 2 * item + lead]`` (R-ACT-1, R-ACT-2, R-ACT-12, R-TURN-3).

    A way is ``(item, lead, cost, word)``: ``item`` is what is carried along
    (held, or picked up in the own space); ``lead`` whether a Healed Victim is
    led; ``word`` the notation of both. Carrying costs 2 AP a space and never
    enters Fire; neither does leading. A move into Fire (2 AP) is legal only if
    the firefighter can then still reach a non-Fire space. With the parameter
    ``debris`` (gsh), no move enters or leaves a space with Debris (R-ACT-13).
    The ways stay the shared tuples of ``_WAYS``: nothing is built per move.
    """
    st = g.st
    s = st.ff_pos[seat]
    fire, passable = st.fire, st.passable
    debris = st.debris if g.debris_on else None
    if budget < 1 or (debris is not None and debris[s]):
        return
    marks = st.marks if g.marks_block else None  # gsh Call markers that block movement (R-HERO-8)
    block = g.mark_block
    held = st.ff_carry[seat]
    flags = 8 if budget >= 2 else 0
    if held == CARRY_VICTIM or st.victims[s] > 0:
        flags += 4
    if held == CARRY_HAZMAT or st.hazmat[s] > 0:
        flags += 2
    if st.ff_lead[seat] > 0 or st.healed[s] > 0:
        flags += 1
    ways: tuple = _WAYS[flags]  # ``tuple``: the ways stay boxed, as shared tuples
    into_fire = allow_fire and budget >= 2
    for t, e in g.cb.adjacent[s]:
        if not passable[e] or (debris is not None and debris[t]) or (marks is not None and block[marks[t]]):
            continue
        if fire[t] != FIRE:
            there: tuple = ways
        elif into_fire and can_escape_into(g, seat, t):
            there = _INTO_FIRE
        else:
            continue
        if codes is None:
            m[t] = there
            continue
        way: tuple
        for way in there:
            item: int = way[0]
            lead: int = way[1]
            m[codes[6 * t + 2 * item + lead]] = way  # ("move", t, -1, word, -1)


def _walk_out(g: Game, s: int, budget: int) -> bool:
    """Whether a firefighter on ``s`` can walk to a non-Fire space through open edges with ``budget`` movement AP.

    The quick first test of ``can_escape``: no door to open, nothing to
    extinguish or chop. Spaces with Debris can be neither left nor entered
    (gsh, R-ACT-13).
    """
    st = g.st
    fire, passable, adjacent = st.fire, st.passable, g.cb.adjacent
    debris = st.debris if g.debris_on else None
    if debris is not None and debris[s]:
        return False
    best = {s: budget}
    stack = [s]
    while stack:
        u = stack.pop()
        left = best[u]
        for t, e in adjacent[u]:
            if not passable[e] or (debris is not None and debris[t]):
                continue
            if fire[t] != FIRE:
                if left >= 1:
                    return True
                continue
            rest = left - 2
            if rest >= 1 and best.get(t, -1) < rest:
                best[t] = rest
                stack.append(t)
    return False


def _spend(ap: int, free: int, use_free: bool, cost: int) -> tuple[int, int]:
    """``(ap, free)`` after paying ``cost``, free AP first when they pay for it (R-TURN-2); ``ap`` < 0: unaffordable."""
    if use_free:
        use = min(free, cost)
        return ap - cost + use, free - use
    return ap - cost, free


def pools_after(g: Game, seat: int, cost: int, kind: int) -> tuple[int, int]:
    """``seat``'s regular and free AP after paying ``cost`` for a payment of ``kind``, as ``turn.pay`` would (R-TURN-2)."""
    st = g.st
    return _spend(st.ff_ap[seat], st.ff_free[seat], SPEC_FREE.get(st.ff_spec[seat], (0, -1))[1] == kind, cost)


def can_escape_into(g: Game, seat: int, t: int) -> bool:
    """Whether ``seat``, after a Move into the Fire on ``t`` (2 AP), can still get out of Fire (R-TURN-3)."""
    if escape.applies(g):  # gsh heroes and Call markers: the search of ``escape``
        if escape.can_escape_into(g, seat, t):
            return True
        return g.holds_after_boost(seat, lambda boosted: escape.can_escape_into(boosted, seat, t))
    ap, free = pools_after(g, seat, 2, PAY_MOVE)
    return can_escape(g, seat, t, ap, free)


def can_escape(g: Game, seat: int, s: int, ap: int, free: int) -> bool:
    """Whether ``seat``, in Fire on ``s`` with ``ap`` regular and ``free`` specialist AP, can get out of Fire this turn (R-TURN-3).

    One bounded search over the firefighter's own actions: moving (1 AP, 2
    into Fire), opening a closed door on the way (1 AP), chopping through a
    wall it will step through (once per Damage the wall lacks), clearing the
    Debris of the space it leaves or enters (gsh, 1 AP each, R-ACT-13),
    extinguishing its own space or the space it steps to (one step: Fire
    becomes Smoke). The free AP count for what they pay for: a CAFS
    Firefighter's for extinguishing, a Rescue Specialist's for moving; a Fire
    Captain's Command AP pay for other firefighters' actions only, so they
    never count. A chop that would use up the damage supply (R-END-3) is no
    way out. gsh heroes and Call mechanics: ``escape.can_escape`` (``free``
    read as a Fire Rescue specialist's).

    Notes
    -----
    Most positions are answered at once: by whether one extinguish step
    on the own space is affordable, else by a walk through open edges
    (``_walk_out``); otherwise a depth-first search keeps, per space and free AP, the
    most regular AP it arrived with, and drops every state no better than
    one seen: at most spaces x (free AP + 1) x (AP + 1) states, each
    looking at its 4 neighbours.
    """
    if escape.applies(g):
        a, m, x = escape.split(g, seat, ap, free)
        return escape.can_escape(g, seat, s, a, m, x)
    kind = SPEC_FREE.get(g.st.ff_spec[seat], (0, -1))[1]
    move_free = kind == PAY_MOVE
    ext_free = kind == PAY_EXTINGUISH
    if not move_free and not ext_free:
        free = 0
    if ap + free < 1:
        return False
    if _spend(ap, free, ext_free, extinguish_cost(g, seat, False))[0] >= 0:
        return True  # one extinguish step turns the own Fire to Smoke
    if _walk_out(g, s, ap + free if move_free else ap):
        return True
    return _search_out(g, seat, s, ap, free, move_free, ext_free)


def _search_out(g: Game, seat: int, s: int, ap: int, free: int, move_free: bool, ext_free: bool) -> bool:
    """The search of ``can_escape`` once no plain walk leads out (R-TURN-3).

    It runs only with fewer regular AP than an extinguish step costs (2 at
    most), so a way out chops at most once (1 AP or more a chop): each wall's
    Damage is checked against the supply alone.
    """
    st, cb = g.st, g.cb
    fire, passable, door, wall, edge_kind = st.fire, st.passable, st.door, st.wall, cb.edge_kind
    debris = st.debris if g.debris_on else None
    step = extinguish_cost(g, seat, False)
    chop = chop_cost(g, seat)
    damage_left = st.damage_supply - st.damage - 1
    best: dict[int, int] = {s * 16 + free: ap}
    stack: list[tuple[int, int, int]] = [(s, ap, free)]
    while stack:
        u, a, f = stack.pop()
        if _spend(a, f, ext_free, step)[0] >= 0:  # extinguish the own space: Fire becomes Smoke
            return True
        if u == s and debris is not None:
            a -= debris[s]  # clear the space left (the start: every other space was cleared on entry)
            if a < 0:
                continue
        for t, e in cb.adjacent[u]:
            extra = debris[t] if debris is not None else 0
            if not passable[e]:
                if edge_kind[e] == DOOR and door[e] == DOOR_CLOSED:
                    extra += 1
                elif edge_kind[e] == WALL and 2 - wall[e] <= damage_left:
                    extra += chop * (2 - wall[e])
                else:
                    continue
            ra = a - extra
            if ra < 0:
                continue
            if fire[t] != FIRE:
                if _spend(ra, f, move_free, 1)[0] >= 0:
                    return True
                continue
            ea, ef = _spend(ra, f, ext_free, step)  # extinguish ``t`` to Smoke, then step in
            if ea >= 0 and _spend(ea, ef, move_free, 1)[0] >= 0:
                return True
            na, nf = _spend(ra, f, move_free, 2)  # step into the Fire and go on from there
            at = t * 16 + nf
            if na < 0 or na + nf < 1 or best.get(at, -1) >= na:
                continue
            best[at] = na
            stack.append((t, na, nf))
    return False


def can_escape_now(g: Game, seat: int) -> bool:
    """Whether ``seat``, standing in Fire, can get out of it with the AP it has (R-TURN-3); a gsh hero's Active Boost
    counts, used first (:meth:`engine.game.Game.holds_after_boost`)."""
    st = g.st
    if escape.applies(g):
        a, m, x = escape.pools_of(g, seat)
        if escape.can_escape(g, seat, st.ff_pos[seat], a, m, x):
            return True
        return g.holds_after_boost(seat, lambda boosted: can_escape_now(boosted, seat))
    return can_escape(g, seat, st.ff_pos[seat], st.ff_ap[seat], st.ff_free[seat])


_DOOR_KINDS = {"open": 1, "cmd-open": 1, "close": 0, "cmd-close": 0}
"""Door actions and the passability they leave on their edge."""

_FLAT_COSTS = {"identify": 1, "treat": 1, "dispose": 2}


def keeps_way_out(g: Game, seat: int, key: tuple) -> bool | None:
    """Whether ``seat``, standing in Fire, can still leave it after the action ``key`` (R-TURN-3).

    ``key`` is a legal action's ``(kind, space, space2, arg, seat)``. The
    action's cost (paid as ``turn.pay`` would, free AP first) and its effect on
    the way out (a door closed or opened, Damage on a wall, a Fire
    extinguished) are applied for the check and undone. ``None`` for an action
    this function does not model (the caller then tries it on a copy of the
    state), and for every action of a gsh hero, whose AP and costs it does not model.
    An action that may rescue (a commanded move with a Victim or a led one, the Ambulance driven by radio) is
    also tried on a copy: a rescue that wins ends the game at once (R-END-1), so no turn ends in Fire.
    """
    if g.heroes_on:
        return None
    st, cb = g.st, g.cb
    kind, s, s2, arg, _ = key
    pos = st.ff_pos[seat]
    changes: list[tuple[bytearray, int, int]] = []  # (marker layer, index, value) the action sets
    damage = 0
    if kind in _DOOR_KINDS:
        e = cb.edge_between(s, s2)
        opened = _DOOR_KINDS[kind]
        changes = [(st.passable, e, opened), (st.door, e, DOOR_OPEN if opened else DOOR_CLOSED)]
        ap, free = pools_after(g, seat, 1, PAY_COMMAND if kind.startswith("cmd-") else PAY_OTHER)
    elif kind == "cmd-move":
        if arg.startswith("victim") or arg.endswith("lead"):
            return None
        ap, free = pools_after(g, seat, 2 if arg.startswith(("victim", "hazmat")) else 1, PAY_COMMAND)
    elif kind == "chop":
        if st.damage + 1 >= st.damage_supply:  # the scene collapses: the game ends at once (R-END-3)
            return True
        e = cb.edge_between(s, s2)
        ap, free = pools_after(g, seat, chop_cost(g, seat), PAY_OTHER)
        changes = [(st.wall, e, st.wall[e] + 1)]
        if st.wall[e] == 1:
            changes.append((st.passable, e, 1))
        damage = 1
    elif kind == "ext":
        full = arg == "full"
        ap, free = pools_after(g, seat, extinguish_cost(g, seat, full), PAY_EXTINGUISH)
        changes = [(st.fire, s, EMPTY if full or st.fire[s] == SMOKE else SMOKE)]
    elif kind == "drive":
        if s >= 0:  # the driver rides to the new spot: out of the Fire
            return True
        return None  # by radio: the Ambulance may rescue on arrival
    elif kind in _FLAT_COSTS:
        ap, free = pools_after(g, seat, _FLAT_COSTS[kind], PAY_OTHER)
    else:
        return None
    old = [arr[index] for arr, index, _ in changes]
    for arr, index, value in changes:
        arr[index] = value
    st.damage += damage
    try:
        return st.fire[pos] != FIRE or can_escape(g, seat, pos, ap, free)
    finally:
        st.damage -= damage
        for i in range(len(changes) - 1, -1, -1):
            arr, index, _ = changes[i]
            arr[index] = old[i]


def move_budget(g: Game, seat: int) -> int:
    """AP ``seat`` may spend on movement (regular plus free movement AP, R-ACT-11)."""
    return available(g, seat, PAY_MOVE)


def move(g: Game, seat: int, dest: int, item: int, lead: int, cost: int, payer: int, pay_kind: int) -> None:
    """Move ``seat`` to ``dest`` carrying ``item`` and leading per ``lead`` (R-ACT-1, R-ACT-2, R-ACT-12).

    What is held but not taken along stays in the space left. Entering a
    face-down POI reveals it (R-ACT-3); arriving where a Victim counts as
    rescued rescues it (R-ACT-4).
    """
    st = g.st
    src = st.ff_pos[seat]
    pay(g, payer, cost, pay_kind)
    held = st.ff_carry[seat]
    if held != item:
        if held == CARRY_VICTIM:
            st.victims[src] += 1
            if g.vip_on:
                named_victim.left(g, seat, src, False)
        elif held == CARRY_HAZMAT:
            st.hazmat[src] += 1
        if item == CARRY_VICTIM:
            st.victims[src] -= 1
            if g.vip_on:
                named_victim.picked(g, seat, src, False)
        elif item == CARRY_HAZMAT:
            st.hazmat[src] -= 1
        st.ff_carry[seat] = item
    if st.ff_lead[seat] != lead:
        if lead:
            st.healed[src] -= 1
        else:
            st.healed[src] += 1
        if g.vip_on and lead:
            named_victim.picked(g, seat, src, True)
        elif g.vip_on:
            named_victim.left(g, seat, src, True)
        st.ff_lead[seat] = lead
    st.ff_pos[seat] = dest
    g.emit("move", seat=seat, cell=g.cells[dest], carry=_CARRY_WORDS[2 * item + lead])
    if st.poi[dest]:
        reveal(g, dest)
    arrive(g, seat, dest)


def arrive(g: Game, seat: int, s: int) -> None:
    """Rescue what ``seat`` brings onto a rescue space; dispose of a Hazmat carried outside (R-ACT-4, R-ACT-2)."""
    st = g.st
    if g.mechanics_on and st.marks[s]:  # gsh: a Call marker's effect on entering (R-HERO-8)
        mechanics.on_enter(g, seat, s)
        s = st.ff_pos[seat]
    carry = st.ff_carry[seat]
    if carry == CARRY_HAZMAT and not g.cb.scene[s]:
        st.ff_carry[seat] = CARRY_NONE
        st.hazmat_removed += 1
        g.emit("hazmat_disposed", seat=seat, cell=g.cells[s])
    if (carry == CARRY_VICTIM or st.ff_lead[seat]) and is_rescue_space(g, s):
        if g.vip_on:
            named_victim.rescued_with(g, seat, carry == CARRY_VICTIM, st.ff_lead[seat] > 0)
        n = 0
        if carry == CARRY_VICTIM:
            st.ff_carry[seat] = CARRY_NONE
            n += 1
        if st.ff_lead[seat]:
            st.ff_lead[seat] = 0
            n += 1
        st.rescued += n
        g.emit("rescue", seat=seat, cell=g.cells[s], count=n)
        check_end(g)


# ---- doors (R-ACT-5) ----


def door_options(g: Game, seat: int):
    """Yield ``(edge, opening)`` for each door on an edge of ``seat``'s space (R-ACT-5)."""
    door = g.st.door
    for e, kind, _, _ in g.cb.barriers[g.st.ff_pos[seat]]:
        if kind == DOOR:
            ds = door[e]
            if ds == DOOR_CLOSED:
                yield e, True
            elif ds == DOOR_OPEN:
                yield e, False


def toggle_door(g: Game, payer: int, e: int, opening: bool, pay_kind: int = PAY_OTHER) -> None:
    """Open or close a door for 1 AP (R-ACT-5)."""
    st = g.st
    pay(g, payer, 1, pay_kind)
    st.door[e] = DOOR_OPEN if opening else DOOR_CLOSED
    st.passable[e] = 1 if opening else 0
    g.emit("door", edge=g.edgeof(e), state="open" if opening else "closed")


# ---- chop (R-ACT-7) ----


def chop_base_cost(g: Game, seat: int) -> int:
    """2 AP; 1 AP for the Rescue Specialist (R-ACT-7, R-ACT-11), before gsh modifiers."""
    return 1 if g.st.ff_spec[seat] == RESCUE_SPECIALIST else 2


def chop_cost(g: Game, seat: int) -> int:
    """2 AP; 1 AP for the Rescue Specialist (R-ACT-7, R-ACT-11)."""
    cost = chop_base_cost(g, seat)
    if g.heroes_on:  # gsh: Gear, skills and Boosts (R-ACT-14)
        return hero_mods.cost(g, seat, hero_mods.ACT_CHOP, cost)
    return cost


def chop(g: Game, seat: int, e: int) -> None:
    """Put one Damage on a wall of the own space (R-ACT-7)."""
    pay(g, seat, chop_cost(g, seat), PAY_OTHER)
    if g.heroes_on:
        hero_mods.note_cost(g, seat, hero_mods.ACT_CHOP, chop_base_cost(g, seat))
    g.emit("chop", seat=seat, edge=g.edgeof(e))
    damage_wall(g, e)
