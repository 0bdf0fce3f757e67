"""Specialist abilities and Crew Change (R-ACT-10, R-ACT-11, R-ACT-12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules import (
    CAFS_FIREFIGHTER,
    FIRE_CAPTAIN,
    HAZMAT_TECHNICIAN,
    IMAGING_TECHNICIAN,
    PARAMEDIC,
    PAY_COMMAND,
    PAY_OTHER,
    SPECIALISTS,
    named_victim,
)
from engine.rules.movement import move_options
from engine.rules.poi import nonzero, reveal
from engine.rules.turn import available, base_ap, free_ap, pay
from engine.state import CARRY_HAZMAT, CARRY_NONE, CARRY_VICTIM

if TYPE_CHECKING:
    from engine.game import Game

CREW_CHANGE_COST = 2


def crew_options(g: Game, seat: int):
    """Specialists ``seat`` may change to: first action of the turn, on the Engine's spot (or a Crew Change space of
    the Call, R-HERO-5), not in play (R-ACT-10)."""
    st, cb = g.st, g.cb
    if not g.specialists_on or st.actions_this_turn:
        return []
    pos = st.ff_pos[seat]
    on_engine = g.vehicles_on and st.engine >= 0 and pos in cb.engine_spots[st.engine]
    mech = g.mech
    if not on_engine and (mech is None or pos not in mech.crew_spaces):
        return []
    in_play = set(st.ff_spec)
    return [i for i in g.specialist_pool if i not in in_play]


def crew_change(g: Game, seat: int, spec: int) -> None:
    """Swap to ``spec``: the AP held, with the old specialist's AP of this turn swapped for ``spec``'s, less 2 (R-ACT-10).

    As the first action of the turn the AP held are the saved ones and the turn's (the old specialist's).
    """
    st = g.st
    old = st.ff_spec[seat]
    held = st.ff_ap[seat] - base_ap(g, seat)
    st.ff_spec[seat] = spec
    st.ff_ap[seat] = held + base_ap(g, seat) - CREW_CHANGE_COST
    st.ff_free[seat] = free_ap(spec)[0]
    g.emit("crew_change", seat=seat, old=SPECIALISTS[old] if old >= 0 else None, new=SPECIALISTS[spec])


def can_treat(g: Game, seat: int) -> bool:
    """Paramedic with 1 AP and an untreated Victim in the own space (R-ACT-11).

    A Victim the Paramedic carries is in its space too; it can be treated
    when the Paramedic leads nobody yet (it is then led, R-ACT-12).
    """
    st = g.st
    if st.ff_spec[seat] != PARAMEDIC or st.ff_ap[seat] < 1:
        return False
    return st.victims[st.ff_pos[seat]] > 0 or (st.ff_carry[seat] == CARRY_VICTIM and not st.ff_lead[seat])


def treat(g: Game, seat: int) -> None:
    """Heal a Victim in the own space for 1 AP; it can then be led (R-ACT-11, R-ACT-12).

    A Victim lying there goes first; otherwise the carried Victim is healed
    and the Paramedic leads it instead of carrying it.
    """
    st = g.st
    s = st.ff_pos[seat]
    pay(g, seat, 1, PAY_OTHER)
    if st.victims[s] > 0:
        st.victims[s] -= 1
        st.healed[s] += 1
        if g.vip_on:
            named_victim.healed_lying(g, s)
    else:
        st.ff_carry[seat] = CARRY_NONE
        st.ff_lead[seat] = 1
        if g.vip_on:
            named_victim.healed_carried(g, seat)
    g.emit("treat", seat=seat, cell=g.cells[s])


def identify_options(g: Game, seat: int):
    """Face-down POI the Imaging Technician may reveal for 1 AP (R-ACT-11)."""
    st = g.st
    if st.ff_spec[seat] != IMAGING_TECHNICIAN or st.ff_ap[seat] < 1:
        return []
    return nonzero(st.poi)


def identify(g: Game, seat: int, s: int) -> None:
    """Reveal any face-down POI on the board for 1 AP (R-ACT-11)."""
    pay(g, seat, 1, PAY_OTHER)
    reveal(g, s)


def can_dispose(g: Game, seat: int) -> bool:
    """Hazmat Technician with 2 AP and a Hazmat in its space, lying there or carried (R-ACT-11)."""
    st = g.st
    if st.ff_spec[seat] != HAZMAT_TECHNICIAN or st.ff_ap[seat] < 2:
        return False
    return st.ff_carry[seat] == CARRY_HAZMAT or st.hazmat[st.ff_pos[seat]] > 0


def dispose(g: Game, seat: int) -> None:
    """Remove a Hazmat in the own space to the rescued spot for 2 AP (R-ACT-11).

    A Hazmat the technician carries is in its space too, and goes first.
    """
    st = g.st
    s = st.ff_pos[seat]
    pay(g, seat, 2, PAY_OTHER)
    if st.ff_carry[seat] == CARRY_HAZMAT:
        st.ff_carry[seat] = CARRY_NONE
    else:
        st.hazmat[s] -= 1
    st.hazmat_removed += 1
    g.emit("dispose", seat=seat, cell=g.cells[s])


def command_budget(g: Game, captain: int, target: int) -> int:
    """AP the Fire Captain may spend commanding ``target`` now: Command AP and its own AP; at most 1 a turn on the CAFS Firefighter (R-ACT-11)."""
    st = g.st
    if st.ff_spec[captain] != FIRE_CAPTAIN or target == captain:
        return 0
    budget = available(g, captain, PAY_COMMAND)
    if st.ff_spec[target] == CAFS_FIREFIGHTER:
        budget = min(budget, 1 - st.command_on_cafs)
    return budget


def command_move_options(g: Game, target: int, budget: int) -> list:
    """Moves the Captain may pay for ``target`` with ``budget`` (its ``command_budget``) (R-ACT-11).

    The Captain pays what the move would cost the commanded firefighter. A
    commanded firefighter is not moved into Fire: it could not leave it on its
    own before the fire phase (R-TURN-3 speaks of its own AP, which it cannot
    spend in another player's turn).
    """
    return move_options(g, target, budget, allow_fire=False)


def note_command(g: Game, target: int, cost: int) -> None:
    """Count command AP spent on the CAFS Firefighter this turn (R-ACT-11)."""
    if g.st.ff_spec[target] == CAFS_FIREFIGHTER:
        g.st.command_on_cafs += cost
