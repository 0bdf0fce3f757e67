"""The way out of Fire with gsh heroes and Call markers (R-TURN-3, R-ACT-13, R-ACT-14, R-HERO-8).

``movement.can_escape`` answers Fire Rescue positions with a search over
(space, regular AP, one free AP pool). A Golden State Heroes position needs
more, and this module is its exact search: two free pools (movement and
extinguishing AP, R-TURN-2); action costs that depend on where the
firefighter stands (``zone``, ``on_engine``) and on the limited modifiers it
used on the way (``once_per_turn``, ``once_per_call``, R-ACT-14); diagonal
moves; Call markers that block a space until removed or act on whoever enters
(R-HERO-8); Debris (R-ACT-13); and Damage that adds up over several chops.

The firefighter's own actions a way out combines (R-TURN-3): moving (1 AP, 2
into Fire; a diagonal step where a modifier allows it, never into Fire),
opening a closed door on the way (1 AP), chopping through a wall (once per
Damage it lacks, never using up the damage supply, R-END-3), clearing the
Debris of the space left or entered, removing a Call marker from the space
next to it for its clear cost, and extinguishing its own space or the space it
steps to (one step: Fire becomes Smoke). Entering a marker that Knocks Down
takes the firefighter out of Fire (R-SEC-4); one that dazes it takes regular AP.
The Active Boost counts as well, used first: ``movement.can_escape_now`` and
``movement.can_escape_into`` try this search again on a copy of the game
where it was used (``Game.holds_after_boost``). Crew Change, Suppression
Blasts and drives are no part of a way out.

Notes
-----
A depth-first search over (space, regular AP, free movement AP, free
extinguishing AP, limited uses made, chops made) keeps, per state without its
regular AP, the most regular AP it arrived with. Spaces entered on the way are
free of Debris (they had to be cleared), so only the start space's Debris is
paid for leaving; a door opened or a wall chopped on the way is never crossed
twice by a way out that a shorter one does not beat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.board import DOOR, WALL
from engine.rules import PARAMEDIC, PAY_EXTINGUISH, PAY_MOVE, RESCUE_SPECIALIST, SPEC_FREE
from engine.rules import modifiers as hero_mods
from engine.rules.fire import knock_down_destination
from engine.rules.mechanics import ENTER_KNOCK_DOWN, ENTER_LOSE_AP, ENTER_NONE
from engine.state import DOOR_CLOSED, FIRE

if TYPE_CHECKING:
    from engine.game import Game

Used = tuple[str, ...]
"""Limited-modifier uses made on the way (``GameState.hero_used`` entries), sorted."""

_NONE: Used = ()


def applies(g: Game) -> bool:
    """Whether positions of ``g`` need this search: gsh heroes or Call mechanics."""
    return g.heroes_on or g.mechanics_on


def pools_of(g: Game, seat: int) -> tuple[int, int, int]:
    """``seat``'s regular, free movement and free extinguishing AP now (R-TURN-2)."""
    st = g.st
    if g.heroes_on:
        return st.ff_ap[seat], st.hx_move[seat], st.hx_ext[seat]
    return split(g, seat, st.ff_ap[seat], st.ff_free[seat])


def split(g: Game, seat: int, ap: int, free: int) -> tuple[int, int, int]:
    """A Fire Rescue specialist's ``(ap, free)`` as the three pools: its free AP pay for moving or extinguishing, or for
    neither (a Fire Captain's Command AP pay for other firefighters only)."""
    kind = SPEC_FREE.get(g.st.ff_spec[seat], (0, -1))[1]
    return ap, free if kind == PAY_MOVE else 0, free if kind == PAY_EXTINGUISH else 0


def pay(a: int, m: int, x: int, cost: int, kind: int) -> tuple[int, int, int]:
    """The pools after paying ``cost`` for ``kind``, free AP of that kind first (R-TURN-2); regular < 0: unaffordable.

    >>> pay(1, 2, 0, 2, PAY_MOVE), pay(1, 2, 0, 2, PAY_EXTINGUISH)
    ((1, 0, 0), (-1, 2, 0))
    """
    if kind == PAY_MOVE:
        use = min(m, cost)
        return a - cost + use, m - use, x
    if kind == PAY_EXTINGUISH:
        use = min(x, cost)
        return a - cost + use, m, x - use
    return a - cost, m, x


def can_escape_into(g: Game, seat: int, t: int) -> bool:
    """Whether ``seat``, after a Move into the Fire on ``t`` (2 AP) and what a Call marker there does, can get out of Fire
    (R-TURN-3, R-HERO-8)."""
    a, m, x = pools_of(g, seat)
    a, m, x = pay(a, m, x, 2, PAY_MOVE)
    kind = g.st.marks[t] if g.mech is not None else 0
    if kind:
        mech = g.mech
        assert mech is not None
        if mech.on_enter[kind] == ENTER_KNOCK_DOWN:
            return g.st.fire[knock_down_destination(g, t)] != FIRE
        if mech.on_enter[kind] == ENTER_LOSE_AP:
            a -= min(a, mech.on_enter_ap[kind])
    return can_escape(g, seat, t, a, m, x)


def can_escape(g: Game, seat: int, s: int, a: int, m: int, x: int) -> bool:
    """Whether ``seat``, in Fire on ``s`` with ``a`` regular, ``m`` free movement and ``x`` free extinguishing AP, can get
    out of Fire this turn by its own actions (R-TURN-3, see the module docstring)."""
    step = _cost(g, seat, hero_mods.ACT_EXTINGUISH, extinguish_base(g, seat), s, _NONE)[0]
    if pay(a, m, x, step, PAY_EXTINGUISH)[0] >= 0:
        return True  # one extinguish step turns the own Fire to Smoke
    return search(g, seat, s, a, m, x)


def extinguish_base(g: Game, seat: int) -> int:
    """One extinguish step before modifiers: 1 AP, 2 for a Paramedic or Rescue Specialist (R-ACT-6, R-ACT-11)."""
    return 2 if g.st.ff_spec[seat] in (PARAMEDIC, RESCUE_SPECIALIST) else 1


def _chop_base(g: Game, seat: int) -> int:
    return 1 if g.st.ff_spec[seat] == RESCUE_SPECIALIST else 2


def _cost(g: Game, seat: int, action: int, base: int, pos: int, used: Used) -> tuple[int, Used]:
    if g.heroes_on:
        return hero_mods.cost_at(g, seat, action, base, pos, used)
    return base, used


def search(g: Game, seat: int, s: int, a: int, m: int, x: int) -> bool:
    """The search of ``can_escape`` once one extinguish step on the own space is not affordable (R-TURN-3)."""
    st, cb = g.st, g.cb
    fire, debris, marks = st.fire, st.debris, st.marks
    mech = g.mech
    ext_base = extinguish_base(g, seat)
    damage_left = st.damage_supply - st.damage - 1
    best: dict[tuple[int, int, int, Used, int], int] = {}
    stack: list[tuple[int, int, int, int, Used, int]] = [(s, a, m, x, _NONE, 0)]
    while stack:
        u, a, m, x, used, chops = stack.pop()
        step = _cost(g, seat, hero_mods.ACT_EXTINGUISH, ext_base, u, used)[0]
        if pay(a, m, x, step, PAY_EXTINGUISH)[0] >= 0:
            return True
        if u == s and g.debris_on and debris[u]:  # the Debris of the space left: every other one was cleared to enter it
            a, used = _clear(g, seat, u, debris[u], a, used)
            if a < 0:
                continue
        if g.heroes_on and _diagonal_out(g, seat, u, a, m, x, used, chops, damage_left):
            return True
        for t, e in cb.adjacent[u]:
            through = _through(g, seat, u, e, a, used, chops, damage_left)
            if through is None:
                continue
            a1, used1, chops1 = through
            kind = marks[t] if mech is not None else 0
            options: list[tuple[int, int]] = []  # (regular AP left, what the marker still on ``t`` does on entering)
            if not kind:
                options.append((a1, ENTER_NONE))
            else:
                assert mech is not None
                if not mech.block[kind]:
                    options.append((a1, mech.on_enter[kind]))
                if mech.clear_cost[kind]:
                    options.append((a1 - mech.clear_cost[kind], ENTER_NONE))
            for a2, enter in options:
                used2 = used1
                if a2 >= 0 and g.debris_on and debris[t]:
                    a2, used2 = _clear(g, seat, u, debris[t], a2, used1)
                if a2 < 0:
                    continue
                if fire[t] != FIRE or (enter == ENTER_KNOCK_DOWN and fire[knock_down_destination(g, t)] != FIRE):
                    if pay(a2, m, x, 1 if fire[t] != FIRE else 2, PAY_MOVE)[0] >= 0:
                        return True
                    if fire[t] != FIRE:
                        continue
                step = _cost(g, seat, hero_mods.ACT_EXTINGUISH, ext_base, u, used2)[0]
                ea, em, ex = pay(a2, m, x, step, PAY_EXTINGUISH)  # extinguish ``t`` to Smoke, then step in
                if ea >= 0 and pay(ea, em, ex, 1, PAY_MOVE)[0] >= 0:
                    return True
                na, nm, nx = pay(a2, m, x, 2, PAY_MOVE)  # step into the Fire and go on from there
                if na < 0:
                    continue
                if enter == ENTER_LOSE_AP:
                    assert mech is not None
                    na -= min(na, mech.on_enter_ap[kind])
                key = (t, nm, nx, used2, chops1)
                if best.get(key, -1) >= na:
                    continue
                best[key] = na
                stack.append((t, na, nm, nx, used2, chops1))
    return False


def _clear(g: Game, seat: int, pos: int, count: int, a: int, used: Used) -> tuple[int, Used]:
    """Regular AP left after clearing ``count`` Debris standing on ``pos`` (R-ACT-13), and the uses made."""
    for _ in range(count):
        cost, used = _cost(g, seat, hero_mods.ACT_CLEAR, 1, pos, used)
        a -= cost
    return a, used


def _through(g: Game, seat: int, u: int, e: int, a: int, used: Used, chops: int, damage_left: int) -> tuple[int, Used, int] | None:
    """``(regular AP, uses, chops)`` after making edge ``e`` of ``u`` passable: open its door or chop its wall; None if it cannot be."""
    st = g.st
    if st.passable[e]:
        return a, used, chops
    kind = g.cb.edge_kind[e]
    if kind == DOOR and st.door[e] == DOOR_CLOSED:
        return (a - 1, used, chops) if a >= 1 else None
    if kind != WALL or st.wall[e] >= 2:
        return None
    need = 2 - st.wall[e]
    if chops + need > damage_left:
        return None
    for _ in range(need):
        cost, used = _cost(g, seat, hero_mods.ACT_CHOP, _chop_base(g, seat), u, used)
        a -= cost
    return (a, used, chops + need) if a >= 0 else None


def _diagonal_out(g: Game, seat: int, u: int, a: int, m: int, x: int, used: Used, chops: int, damage_left: int) -> bool:
    """Whether a diagonal step from ``u`` leaves the Fire (R-ACT-14): to a corner space without Fire, Debris or a blocking
    marker, around a corner open on one side once ``u``'s edge there is opened or chopped through."""
    if not hero_mods.allowed_at(g, seat, hero_mods.ACT_DIAGONAL, u, used):
        return False
    price = _cost(g, seat, hero_mods.ACT_DIAGONAL, 1, u, used)[0]
    st, cb = g.st, g.cb
    cols = cb.cols
    r, c = divmod(u, cols)
    for dr in (-1, 1):
        for dc in (-1, 1):
            rr, cc = r + dr, c + dc
            if not (0 <= rr < cb.rows and 0 <= cc < cols):
                continue
            t = rr * cols + cc
            if st.fire[t] == FIRE or (g.debris_on and st.debris[t]) or (g.marks_block and g.mark_block[st.marks[t]]):
                continue
            for mid in (r * cols + cc, rr * cols + c):
                e1, e2 = cb.edge_between(u, mid), cb.edge_between(mid, t)
                if e1 < 0 or e2 < 0 or not st.passable[e2]:
                    continue
                through = _through(g, seat, u, e1, a, used, chops, damage_left)
                if through is not None and pay(through[0], m, x, price, PAY_MOVE)[0] >= 0:
                    return True
    return False
