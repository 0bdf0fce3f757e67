"""Ambulance and Engine: driving, riding, rescue by driving, and the deck gun (R-ACT-8, R-ACT-9)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from engine.dice import STREAM_DECK_GUN
from engine.rules import DRIVER_OPERATOR, PAY_OTHER, named_victim
from engine.rules.movement import arrive
from engine.rules.poi import reveal
from engine.rules.spray import flip_into_zone, splash
from engine.rules.turn import available, check_end, pay
from engine.state import CARRY_VICTIM, PHASE_ACTION, PHASE_REROLL, PHASE_RIDE

if TYPE_CHECKING:
    from engine.game import Game

AMBULANCE: Final = 0
ENGINE: Final = 1
VEHICLE_WORDS: tuple[str, str] = ("amb", "eng")
DRIVE_COST: Final = 2


def _spots(g: Game, vehicle: int):
    return g.cb.ambulance_spots if vehicle == AMBULANCE else g.cb.engine_spots


def _at(g: Game, vehicle: int) -> int:
    return g.st.ambulance if vehicle == AMBULANCE else g.st.engine


def drive_options(g: Game, seat: int) -> list:
    """``(vehicle, step, land)`` for each drive ``seat`` may make (R-ACT-8).

    The Ambulance is radioed from anywhere, and its driver rides along only
    from its spot (``land`` = the space of the new spot, or ``-1`` to stay);
    the Engine's driver must be on its spot and moves with it. With Debris
    (gsh, R-ACT-13) nobody rides from or lands on a space holding Debris, nor
    lands on one whose Call marker blocks movement (R-HERO-8).
    """
    st, cb = g.st, g.cb
    out: list = []
    if not g.vehicles_on or available(g, seat, PAY_OTHER) < DRIVE_COST:
        return out
    pos = st.ff_pos[seat]
    debris = st.debris if g.debris_on else None
    blocking = g.marks_block
    for vehicle, spots, at in ((AMBULANCE, cb.ambulance_spots, st.ambulance), (ENGINE, cb.engine_spots, st.engine)):
        if at < 0 or len(spots) < 2:
            continue
        on_spot = pos in spots[at] and not (debris is not None and debris[pos])
        if vehicle == ENGINE and not on_spot:
            continue
        for step in (1,) if len(spots) == 2 else (1, -1):
            new = (at + step) % len(spots)
            if vehicle == AMBULANCE:
                out.append((vehicle, step, -1))
            if on_spot:
                for land in spots[new]:
                    if (debris is None or not debris[land]) and not (blocking and g.mark_block[st.marks[land]]):
                        out.append((vehicle, step, land))
    return out


def drive(g: Game, seat: int, vehicle: int, step: int, land: int) -> None:
    """Drive a vehicle one spot along its ring for 2 AP; others on the old spot decide whether to ride (R-ACT-8)."""
    st = g.st
    spots = _spots(g, vehicle)
    old = _at(g, vehicle)
    new = (old + step) % len(spots)
    pay(g, seat, DRIVE_COST, PAY_OTHER)
    if vehicle == AMBULANCE:
        st.ambulance = new
    else:
        st.engine = new
    g.emit("drive", vehicle=VEHICLE_WORDS[vehicle], spot=new, seat=seat)
    if land >= 0:
        land_on(g, seat, land)
    if vehicle == AMBULANCE:
        rescue_at_ambulance(g)
    riders = [i for i, p in enumerate(st.ff_pos) if i != seat and p in spots[old] and not (g.debris_on and st.debris[p])]
    if riders:
        st.pending = [vehicle, new, *riders]
        st.phase = PHASE_RIDE


def land_on(g: Game, seat: int, land: int) -> None:
    """A driver or rider leaves the vehicle on ``land``: it enters that space (R-ACT-8, R-ACT-3, R-ACT-4).

    Entering reveals a face-down POI there, as any other way of entering does.
    """
    st = g.st
    st.ff_pos[seat] = land
    g.emit("ride", seat=seat, cell=g.cells[land])
    if st.poi[land]:
        reveal(g, land)
    arrive(g, seat, land)


def rescue_at_ambulance(g: Game) -> None:
    """Victims lying, carried or led on the Ambulance's spot are rescued (R-ACT-4, R-ACT-8)."""
    st = g.st
    if st.ambulance < 0:
        return
    n = 0
    for s in g.cb.ambulance_spots[st.ambulance]:
        n += st.victims[s] + st.healed[s]
        st.victims[s] = 0
        st.healed[s] = 0
        if g.vip_on:
            named_victim.rescued_on(g, s)
    for i, p in enumerate(st.ff_pos):
        if p in g.cb.ambulance_spots[st.ambulance]:
            if g.vip_on:
                named_victim.rescued_with(g, i, st.ff_carry[i] == CARRY_VICTIM, st.ff_lead[i] > 0)
            if st.ff_carry[i] == CARRY_VICTIM:
                st.ff_carry[i] = 0
                n += 1
            if st.ff_lead[i]:
                st.ff_lead[i] = 0
                n += 1
    if n:
        st.rescued += n
        g.emit("rescue", seat=-1, cell=g.cells[g.cb.ambulance_spots[st.ambulance][0]], count=n)
        check_end(g)


def ride_options(g: Game):
    """The pending rider's choices: a space of the new spot, or stay (``-1``) (R-ACT-8); never a space with Debris
    (R-ACT-13) or a Call marker that blocks movement (R-HERO-8)."""
    st = g.st
    vehicle, new = st.pending[0], st.pending[1]
    debris = st.debris if g.debris_on else None
    return [*(s for s in _spots(g, vehicle)[new] if (debris is None or not debris[s])
              and not (g.marks_block and g.mark_block[st.marks[s]])), -1]


def ride(g: Game, land: int) -> None:
    """The pending rider rides for 0 AP to ``land``, or stays when ``land`` is -1 (R-ACT-8).

    Riding the Ambulance onto its new spot rescues what the rider lands with, as driving it there does: a Victim it
    carries or leads, or one it reveals on landing (R-ACT-4, R-ACT-8).
    """
    st = g.st
    vehicle, seat = st.pending[0], st.pending[2]
    if land >= 0:
        land_on(g, seat, land)
        if vehicle == AMBULANCE:  # a Victim the rider revealed or brought now lies on the Ambulance's spot
            rescue_at_ambulance(g)
    del st.pending[2]
    if len(st.pending) == 2:
        st.pending = []
        st.phase = PHASE_ACTION


# ---- deck gun (R-ACT-9) ----


def gun_cost(g: Game, seat: int) -> int:
    """4 AP; 2 AP for the Driver/Operator (R-ACT-9, R-ACT-11)."""
    return 2 if g.st.ff_spec[seat] == DRIVER_OPERATOR else 4


def gun_zone(g: Game, seat: int) -> int:
    """The target zone if ``seat`` may fire the deck gun now, else -1 (R-ACT-9).

    The firefighter must be on the Engine's spot, the zone bordering that spot
    must hold no firefighter, and the AP must suffice.
    """
    st, cb = g.st, g.cb
    if not g.vehicles_on or st.engine < 0:
        return -1
    if st.ff_pos[seat] not in cb.engine_spots[st.engine]:
        return -1
    z = cb.engine_spot_zone[st.engine]
    if z < 0 or available(g, seat, PAY_OTHER) < gun_cost(g, seat):
        return -1
    zone_of = cb.zone_of
    for p in st.ff_pos:
        if zone_of[p] == z:
            return -1
    return z


def fire_gun(g: Game, seat: int) -> None:
    """Pay, roll both dice and flip out-of-zone faces; the Driver/Operator then decides on re-rolls (R-ACT-9, R-ACT-11)."""
    st = g.st
    z = gun_zone(g, seat)
    pay(g, seat, gun_cost(g, seat), PAY_OTHER)
    red = g.roll(g.cb.red_sides, "red", "deck_gun", STREAM_DECK_GUN)
    black = g.roll(g.cb.black_sides, "black", "deck_gun", STREAM_DECK_GUN)
    red, black = flip_into_zone(g, z, red, black)
    if st.ff_spec[seat] == DRIVER_OPERATOR:
        st.pending = [z, red, black, 0, 0]
        st.phase = PHASE_REROLL
        g.emit("gun_roll", red=red, black=black)
        return
    splash(g, z, red, black)


def reroll_options(g: Game):
    """Dice the Driver/Operator may still re-roll (R-ACT-11)."""
    _, _, _, red_done, black_done = g.st.pending
    return [w for w, done in (("black", black_done), ("red", red_done)) if not done]


def reroll(g: Game, die: str) -> None:
    """Re-roll one deck gun die once; the new face (flipped into the zone) stands (R-ACT-11)."""
    st = g.st
    z, red, black, red_done, black_done = st.pending
    if die == "red":
        red = g.roll(g.cb.red_sides, "red", "deck_gun_reroll", STREAM_DECK_GUN)
        red_done = 1
    else:
        black = g.roll(g.cb.black_sides, "black", "deck_gun_reroll", STREAM_DECK_GUN)
        black_done = 1
    red, black = flip_into_zone(g, z, red, black)
    st.pending = [z, red, black, red_done, black_done]
    g.emit("gun_roll", red=red, black=black)
    if red_done and black_done:
        keep(g)


def keep(g: Game) -> None:
    """Accept the deck gun dice and spray (R-ACT-11)."""
    st = g.st
    z, red, black = st.pending[0], st.pending[1], st.pending[2]
    st.pending = []
    st.phase = PHASE_ACTION
    splash(g, z, red, black)
