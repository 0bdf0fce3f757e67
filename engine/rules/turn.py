"""Turns, action points and the end of the game (R-TURN, R-END)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import GameEnded
from engine.rules import SPEC_AP, SPEC_FREE
from engine.rules import modifiers as hero_mods
from engine.rules.identity import draw_identity
from engine.state import CARRY_VICTIM, PHASE_OVER

if TYPE_CHECKING:
    from engine.game import Game


def base_ap(g: Game, seat: int) -> int:
    """Regular AP a firefighter gets each turn (R-TURN-2, R-ACT-11)."""
    if g.heroes_on:
        return hero_mods.base_ap(g, seat)
    spec = g.st.ff_spec[seat]
    return SPEC_AP[spec] if spec >= 0 else g.ap_per_turn


_NO_FREE = (0, -1)


def free_ap(spec: int) -> tuple[int, int]:
    """Free specialist AP per turn and the payment kind they cover (R-TURN-2)."""
    return SPEC_FREE.get(spec, _NO_FREE)


def start_turn(g: Game, seat: int) -> None:
    """Give ``seat`` its AP for the turn: saved AP plus its per-turn AP (R-TURN-2)."""
    st = g.st
    st.player = seat
    st.ff_saved[seat] = st.ff_ap[seat]
    st.ff_ap[seat] += base_ap(g, seat)
    st.ff_free[seat] = free_ap(st.ff_spec[seat])[0]
    st.actions_this_turn = 0
    st.command_on_cafs = 0


def end_turn_ap(g: Game, seat: int) -> None:
    """Save unspent AP up to the cap; free AP are never saved (R-TURN-2)."""
    st = g.st
    if st.ff_ap[seat] > g.max_saved_ap:
        st.ff_ap[seat] = g.max_saved_ap
    st.ff_free[seat] = 0


def hold_gained_ap(g: Game, seat: int, before: int) -> None:
    """AP a firefighter gained outside its own actions (a card, a trigger) are saved AP: held up to the cap, and
    the log says how many the cap took (R-TURN-2). ``before``: its AP before the gain."""
    st = g.st
    if st.ff_ap[seat] > before and st.ff_ap[seat] > g.max_saved_ap:
        held = max(before, g.max_saved_ap)
        g.emit("ap_capped", seat=seat, ap=held, lost=st.ff_ap[seat] - held, cap=g.max_saved_ap)
        st.ff_ap[seat] = held


def available(g: Game, seat: int, kind: int) -> int:
    """AP ``seat`` can spend on a payment of ``kind``: its AP plus free AP of that kind (R-TURN-2, R-ACT-11).

    The Fire Captain pays commands from its Command AP first, then from its own AP.
    Hero firefighters (gsh): see ``modifiers.available``.
    """
    if g.heroes_on:
        return hero_mods.available(g, seat, kind)
    st = g.st
    free = st.ff_free[seat]
    if free and SPEC_FREE.get(st.ff_spec[seat], _NO_FREE)[1] == kind:
        return st.ff_ap[seat] + free
    return st.ff_ap[seat]


def pay(g: Game, seat: int, cost: int, kind: int) -> None:
    """Spend ``cost`` AP of ``kind``, free specialist AP first (R-TURN-2)."""
    if g.heroes_on:
        hero_mods.pay(g, seat, cost, kind)
        return
    st = g.st
    free = st.ff_free[seat]
    if free and SPEC_FREE.get(st.ff_spec[seat], _NO_FREE)[1] == kind:
        use = min(cost, free)
        st.ff_free[seat] = free - use
        cost -= use
    if cost:
        st.ff_ap[seat] -= cost


def check_end(g: Game) -> None:
    """End the game at once when a threshold is met (R-END-1, R-END-2, R-END-3).

    gsh: a Call may ask for Helpers rescued as well as Victims to win (``win.helpers_rescued``, R-HERO-7), and
    for its named Victim rescued; losing the named Victim may lose the game (``engine.rules.named_victim``).

    Raises :class:`GameEnded`, which ``Game.apply`` catches, so nothing
    happens after the threshold.
    """
    st = g.st
    if st.rescued >= g.win_rescued and st.helpers_rescued >= g.win_helpers and (st.vip_out == 1 or not g.vip_win):
        _finish(g, "win")
    elif st.lost >= g.loss_lost:
        _finish(g, "loss_victims")
    elif g.vip_loss and st.vip_out == 2:
        _finish(g, "loss_named_victim")
    elif st.damage >= st.damage_supply:
        collapse(g)


def collapse(g: Game) -> None:
    """The damage supply is used up: the scene collapses and every remaining Victim and POI is lost (R-END-3).

    Face-down POI on the board are revealed first (R-SEC-5); the bag is left alone.
    """
    st = g.st
    remaining = sum(st.victims) + sum(st.healed)
    remaining += sum(1 for c in st.ff_carry if c == CARRY_VICTIM) + sum(st.ff_lead)
    for s in range(len(st.poi)):
        if st.poi[s]:
            st.poi[s] = 0
            if draw_identity(g, s):
                remaining += 1
            else:
                st.false_alarms_found += 1
    st.lost += remaining
    if g.vip_on:
        from engine.rules import named_victim

        named_victim.lost_everywhere(g)
    st.victims[:] = bytes(len(st.victims))
    st.healed[:] = bytes(len(st.healed))
    for i in range(len(st.ff_carry)):
        if st.ff_carry[i] == CARRY_VICTIM:
            st.ff_carry[i] = 0
        st.ff_lead[i] = 0
    g.emit("collapse", lost=remaining)
    _finish(g, "loss_collapse")


def _finish(g: Game, outcome: str) -> None:
    st = g.st
    st.outcome = outcome
    st.phase = PHASE_OVER
    g.emit("game_over", outcome=outcome, rescued=st.rescued, lost=st.lost, damage=st.damage)
    raise GameEnded(outcome)
