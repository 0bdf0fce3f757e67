"""Call mechanics (gsh, R-HERO-5..8): water sources, rescue places, Call markers and Helpers.

- Water sources (R-HERO-5): ``blast ID`` from a space of the source fires a
  Suppression Blast at the zone it serves, as the deck gun does (R-ACT-9: the
  zone must hold no firefighter; both dice rolled, each die out of the zone
  flipped; the target and its Adjacent spaces extinguished).
- Rescue places (R-HERO-6): a Victim carried or led onto one of their spaces
  is rescued, as on the Ambulance's spot (R-ACT-4).
- Call markers (R-HERO-8), at most one a space: ``blocks_movement`` (no move
  enters the space; the way-out check of R-TURN-3 treats it as closed),
  ``blocks_fire`` (for fire, every edge of the space is a wall that takes no
  Damage: ``engine.rules.fire`` and ``engine.rules.explosion`` read
  ``Mechanics.fire_block``), ``clear_cost`` (``remove r,c`` from the own or an Adjacent space),
  ``on_enter`` (``lose_ap``: the firefighter loses AP, as far as it has them;
  ``knock_down``: Knocked Down as on Fire, R-SEC-4), ``burns`` (after a Fire
  card, Fire on the marker's space removes it, or loses the game). A large
  marker covers 2 to 4 side-by-side spaces (``GameState.mark_group``): each of
  its spaces blocks and acts as a one-space marker would, but it is one
  marker: ``remove`` clears it once for its clear cost, and it is removed
  whole (by that action, a card or Fire on any of its spaces) or burns once.
- Crew Change spaces (R-HERO-5): heroes may change crews there as on the Engine's spot.
- Helpers (R-HERO-7): lost on Fire after a Fire card, like Victims (R-SEC-5);
  the Call's ``loss.helpers_lost`` ends the game in defeat. ``guide r,c``: a
  firefighter carrying and leading nothing moves to an Adjacent space with one
  Helper of its own space, for the AP of a plain move (1, movement AP too),
  never into Fire, as a Healed Victim is led (R-ACT-12); a Helper guided onto
  a rescue space (R-ACT-4, R-HERO-6) is rescued. The Call's
  ``win.helpers_rescued`` asks for that many rescued Helpers besides the
  Victims before the game is won (R-END-1).

After a Fire card the order is: Victims and POI lost (R-SEC-5), then Helpers,
then markers on Fire, in ascending space order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from engine.dice import STREAM_DECK_GUN
from engine.errors import GameError
from engine.model.mechanics import placement_cells
from engine.rules import PAY_MOVE, PAY_OTHER
from engine.rules.fire import knock_down_one
from engine.rules.poi import reveal
from engine.rules.rescue import is_rescue_space
from engine.rules.spray import flip_into_zone, splash
from engine.rules.turn import _finish, available, check_end, pay
from engine.state import CARRY_NONE, FIRE, PHASE_ACTION

if TYPE_CHECKING:
    from engine.board import CompiledBoard
    from engine.game import Game

ENTER_NONE: Final = 0
ENTER_LOSE_AP: Final = 1
ENTER_KNOCK_DOWN: Final = 2
BURN_STAYS: Final = 0
BURN_REMOVED: Final = 1
BURN_LOSS: Final = 2
MAX_LARGE_MARKERS: Final = 255
"""Most large Call markers one Call places (``GameState.mark_group`` holds one byte a space)."""


class Mechanics:
    """A Call's mechanics, compiled against its board (plain ints, tuples and bytes)."""

    def __init__(self, water: list[tuple[str, tuple[int, ...], int, int]], rescue_mask: bytes, kinds: list[str],
                 block: bytes, clear_cost: list[int], on_enter: list[int], on_enter_ap: list[int], burns: list[int],
                 helpers_loss: int, crew_spaces: frozenset[int], fire_block: bytes) -> None:
        self.water = water
        self.rescue_mask = rescue_mask
        self.kinds = kinds
        self.block = block
        self.fire_block = fire_block
        """1 at ``1 + kind index`` for marker kinds that block fire (``blocks_fire``), indexed by ``GameState.marks``."""
        self.clear_cost = clear_cost
        self.on_enter = on_enter
        self.on_enter_ap = on_enter_ap
        self.burns = burns
        self.helpers_loss = helpers_loss
        self.crew_spaces = crew_spaces


def uses_mechanics(call) -> bool:
    """Whether ``call`` has any of the mechanics of this module."""
    return bool(call.water_sources or call.rescue_places or call.markers or call.setup.helpers
                or call.setup.markers or call.loss.helpers_lost or call.crew_change_spaces)


def compile_mechanics(call, cb: CompiledBoard) -> Mechanics:
    """Compile the Call's water sources, rescue places and marker kinds (cells off the board are dropped)."""

    def space(cell) -> int:
        r, c = cell
        return r * cb.cols + c if 0 <= r < cb.rows and 0 <= c < cb.cols else -1

    water = []
    for src in call.water_sources:
        cells = tuple(s for s in (space(c) for c in src.cells) if s >= 0)
        zone = cb.zone_names.index(src.zone) if src.zone in cb.zone_names else -1
        water.append((src.id, cells, zone, src.cost))
    mask = bytearray(cb.n)
    for place in call.rescue_places:
        for c in place.cells:
            s = space(c)
            if s >= 0:
                mask[s] = 1
    block = bytearray(256)
    fire_block = bytearray(256)
    clear_cost, on_enter, on_enter_ap, burns = [0], [ENTER_NONE], [0], [BURN_STAYS]
    words_enter = ("none", "lose_ap", "knock_down")
    words_burn = ("stays", "removed", "loss")
    for i, kind in enumerate(call.markers):
        block[i + 1] = 1 if kind.blocks_movement else 0
        fire_block[i + 1] = 1 if kind.blocks_fire else 0
        clear_cost.append(kind.clear_cost or 0)
        on_enter.append(words_enter.index(kind.on_enter))
        on_enter_ap.append(kind.on_enter_ap)
        burns.append(words_burn.index(kind.burns))
    crew = frozenset(s for s in (space(c) for c in call.crew_change_spaces) if s >= 0)
    return Mechanics(water, bytes(mask), [k.id for k in call.markers], bytes(block), clear_cost, on_enter, on_enter_ap,
                     burns, call.loss.helpers_lost or 0, crew, bytes(fire_block))


def tables(g: Game) -> Mechanics:
    t = g.mech
    assert t is not None
    return t


def place_setup(g: Game) -> None:
    """The Call's Helpers and Call markers at setup, a large marker on all its spaces (R-HERO-7, R-HERO-8)."""
    st, call = g.st, g.call
    for cell in call.setup.helpers:
        st.helpers[g.index(cell)] += 1
    kinds = tables(g).kinds
    group = 0
    for kind, placements in call.setup.markers.items():
        if kind not in kinds:
            raise GameError(f"setup.markers names the marker {kind!r}, which the Call does not define")
        for placement in placements:
            cells = placement_cells(placement)
            if len(cells) > 1:
                group += 1
                if group > MAX_LARGE_MARKERS:
                    raise GameError(f"setup.markers places more than {MAX_LARGE_MARKERS} large markers")
            for cell in cells:
                s = g.index(cell)
                st.marks[s] = kinds.index(kind) + 1
                st.mark_group[s] = group if len(cells) > 1 else 0


# ---- water sources (R-HERO-5) ----


def blast_options(g: Game, seat: int) -> list[int]:
    """Indices of the water sources ``seat`` may fire now: on one of its spaces, its zone free of firefighters, the AP
    (R-HERO-5)."""
    st, cb = g.st, g.cb
    pos = st.ff_pos[seat]
    out: list[int] = []
    for i, (_, cells, zone, cost) in enumerate(tables(g).water):
        if zone < 0 or pos not in cells or available(g, seat, PAY_OTHER) < cost:
            continue
        if all(cb.zone_of[p] != zone for p in st.ff_pos):
            out.append(i)
    return out


def blast(g: Game, seat: int, i: int) -> None:
    """A Suppression Blast from water source ``i`` at the zone it serves (R-HERO-5, R-ACT-9)."""
    _, _, zone, cost = tables(g).water[i]
    pay(g, seat, cost, PAY_OTHER)
    red = g.roll(g.cb.red_sides, "red", "suppression_blast", STREAM_DECK_GUN)
    black = g.roll(g.cb.black_sides, "black", "suppression_blast", STREAM_DECK_GUN)
    red, black = flip_into_zone(g, zone, red, black)
    splash(g, zone, red, black)


# ---- rescue places (R-HERO-6) ----


# ---- Call markers (R-HERO-8) ----


def remove_options(g: Game, seat: int) -> list[int]:
    """The own and Adjacent spaces with a marker ``seat`` can pay to remove (R-HERO-8).

    A large marker in reach by several of its spaces is offered once, by the first of them (own space, then N, E, S, W).
    """
    st, cb = g.st, g.cb
    t = tables(g)
    s = st.ff_pos[seat]
    ap = available(g, seat, PAY_OTHER)
    out: list[int] = []
    offered: list[int] = []
    for u in [s] + [v for v, e in cb.adjacent[s] if st.passable[e]]:
        cost = t.clear_cost[st.marks[u]]
        if st.marks[u] and cost and ap >= cost:
            group = st.mark_group[u]
            if group:
                if group in offered:
                    continue
                offered.append(group)
            out.append(u)
    return out


def marker_spaces(g: Game, s: int) -> list[int]:
    """The spaces of the marker on ``s``: ``s`` alone, or every space of its large marker, ascending (R-HERO-8)."""
    st = g.st
    group = st.mark_group[s]
    if not group:
        return [s]
    groups = st.mark_group
    return [u for u in range(len(groups)) if groups[u] == group]


def take_away(g: Game, s: int) -> list[int]:
    """Take the marker on ``s`` off the board, all its spaces if it is large; the spaces it covered (R-HERO-8)."""
    st = g.st
    spaces = marker_spaces(g, s)
    for u in spaces:
        st.marks[u] = 0
        st.mark_group[u] = 0
    return spaces


def remove(g: Game, seat: int, s: int) -> None:
    """Remove the marker on ``s`` for its clear cost, paid once for a large marker (R-HERO-8)."""
    st = g.st
    t = tables(g)
    kind = st.marks[s]
    pay(g, seat, t.clear_cost[kind], PAY_OTHER)
    removed(g, seat, s, t.kinds[kind - 1], take_away(g, s))


def removed(g: Game, seat: int, s: int, marker: str, spaces: list[int]) -> None:
    """The ``marker_removed`` event (``seat`` -1 for a card); a large marker also names every space it covered."""
    if len(spaces) > 1:
        g.emit("marker_removed", seat=seat, cell=g.cells[s], marker=marker, cells=[g.cells[u] for u in spaces])
    else:
        g.emit("marker_removed", seat=seat, cell=g.cells[s], marker=marker)


def on_enter(g: Game, seat: int, s: int) -> None:
    """What the marker on ``s`` does to a firefighter entering it: lose AP, or be Knocked Down (R-HERO-8, R-SEC-4)."""
    st = g.st
    kind = st.marks[s]
    if not kind:
        return
    t = tables(g)
    what = t.on_enter[kind]
    if what == ENTER_LOSE_AP:
        lost = min(st.ff_ap[seat], t.on_enter_ap[kind])
        st.ff_ap[seat] -= lost
        g.emit("dazed", seat=seat, cell=g.cells[s], ap=lost)
    elif what == ENTER_KNOCK_DOWN:  # while it takes its actions, or riding along on another's
        knock_down_one(g, seat, in_actions=st.phase == PHASE_ACTION and g.current_seat == seat)


# ---- Helpers (R-HERO-7) ----


def guide_options(g: Game, seat: int) -> list[int]:
    """Adjacent spaces ``seat`` may guide a Helper of its own space to (R-HERO-7, R-ACT-12; see the module docstring).

    The step is a plain move's: through a passable edge, never into Fire, not
    into a space a Call marker blocks, and with Debris neither on the space
    left nor on the one entered (R-ACT-13).
    """
    st, cb = g.st, g.cb
    s = st.ff_pos[seat]
    if not st.helpers[s] or st.ff_carry[seat] != CARRY_NONE or st.ff_lead[seat] or available(g, seat, PAY_MOVE) < 1:
        return []
    debris = st.debris if g.debris_on else None
    if debris is not None and debris[s]:
        return []
    block = tables(g).block
    out: list[int] = []
    for t, e in cb.adjacent[s]:
        if not st.passable[e] or st.fire[t] == FIRE or block[st.marks[t]] or (debris is not None and debris[t]):
            continue
        out.append(t)
    return out


def guide(g: Game, seat: int, dest: int) -> None:
    """Move ``seat`` to ``dest`` with one Helper of its space; on a rescue space the Helper is rescued (R-HERO-7, R-ACT-4).

    The Helper arrives first; then a Call marker on ``dest`` acts on the
    firefighter (R-HERO-8) and a face-down POI there is revealed (R-ACT-3).
    """
    st = g.st
    src = st.ff_pos[seat]
    pay(g, seat, 1, PAY_MOVE)
    st.helpers[src] -= 1
    st.ff_pos[seat] = dest
    g.emit("guide", seat=seat, cell=g.cells[dest])
    if is_rescue_space(g, dest):
        st.helpers_rescued += 1
        g.emit("helper_rescued", seat=seat, cell=g.cells[dest])
        check_end(g)
    else:
        st.helpers[dest] += 1
    if st.poi[dest]:
        reveal(g, dest)
    if st.marks[dest]:
        on_enter(g, seat, dest)


# ---- after a Fire card (R-HERO-7, R-HERO-8) ----


def after_fire(g: Game) -> None:
    """Helpers on Fire are lost; markers on Fire burn as their kind says (after the Victims, R-SEC-5).

    A large marker burns once, when the first of its spaces in ascending order is on Fire.
    """
    st = g.st
    t = tables(g)
    fire = st.fire
    burnt: list[int] = []
    for s in range(len(fire)):
        if fire[s] != FIRE:
            continue
        if st.helpers[s]:
            n = st.helpers[s]
            st.helpers[s] = 0
            st.helpers_lost += n
            g.emit("helper_lost", cell=g.cells[s], count=n)
            if t.helpers_loss and st.helpers_lost >= t.helpers_loss:
                _finish(g, "loss_helpers")
        kind = st.marks[s]
        if kind:
            group = st.mark_group[s]
            if group:
                if group in burnt:
                    continue
                burnt.append(group)
            burn = t.burns[kind]
            if burn == BURN_REMOVED:
                take_away(g, s)
                g.emit("marker_burnt", cell=g.cells[s], marker=t.kinds[kind - 1])
            elif burn == BURN_LOSS:
                g.emit("marker_burnt", cell=g.cells[s], marker=t.kinds[kind - 1])
                _finish(g, "loss_marker")
