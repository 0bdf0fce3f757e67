"""The named Victim of a Call (gsh, R-HERO-7, R-END-1, R-END-2): one face-up Victim the Call places and follows.

A Call may name one Victim (``named_victim``: a space and a title), e.g. the
owner of the house, placed face up at setup. It is a Victim like the others:
carried, Healed, led, rescued and lost by the same rules, and it counts among
the Victims rescued or lost. The engine follows which one it is: where it lies
(``GameState.vip_at``, space + 1), who carries or leads it (``vip_by``, seat + 1),
whether it has a Heal marker (``vip_healed``: then it is led, not carried) and
how it ended (``vip_out``: 1 rescued, 2 lost). When a firefighter takes a
Victim from a space where the named one lies with the same Heal state, it takes
the named one; a Heal on a space heals the named one first. The Call's
``named_victim.needed`` keeps the game from being won before it is rescued
(R-END-1); ``named_victim.loss`` ends the game in defeat, as Victims lost do,
when it is lost (R-END-2, outcome ``loss_named_victim``).

Every function here is called by the rule that moves Victims, only when the
Call names a Victim (``Game.vip_on``), before that rule checks the end of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from engine.game import Game

OUT_RESCUED: Final = 1
OUT_LOST: Final = 2


def place(g: Game) -> None:
    """Put the named Victim face up on its space at setup (R-HERO-7)."""
    named = g.call.named_victim
    assert named is not None
    s = g.index(named.cell)
    g.st.victims[s] += 1
    g.st.vip_at = s + 1


def picked(g: Game, seat: int, src: int, led: bool) -> None:
    """``seat`` takes a Victim from ``src``: carried (``led`` False, no Heal marker) or led (a Healed one) (R-HERO-7)."""
    st = g.st
    if st.vip_at == src + 1 and bool(st.vip_healed) == led:
        st.vip_at = 0
        st.vip_by = seat + 1


def left(g: Game, seat: int, s: int, led: bool) -> None:
    """``seat`` leaves the Victim it carried (or led, ``led``) on ``s`` (R-HERO-7)."""
    st = g.st
    if st.vip_by == seat + 1 and bool(st.vip_healed) == led:
        st.vip_by = 0
        st.vip_at = s + 1


def healed_lying(g: Game, s: int) -> None:
    """A Heal marker goes under a Victim lying on ``s``: the named one first (R-HERO-4)."""
    st = g.st
    if st.vip_at == s + 1:
        st.vip_healed = 1


def healed_carried(g: Game, seat: int) -> None:
    """The Victim ``seat`` carries is Healed and led from now on (R-HERO-4, R-ACT-12)."""
    st = g.st
    if st.vip_by == seat + 1 and not st.vip_healed:
        st.vip_healed = 1


def rescued_with(g: Game, seat: int, carried: bool, led: bool) -> None:
    """``seat`` brings its carried (``carried``) and led (``led``) Victims onto a rescue space (R-ACT-4)."""
    st = g.st
    if st.vip_by == seat + 1 and ((carried and not st.vip_healed) or (led and st.vip_healed)):
        st.vip_by = 0
        _out(g, OUT_RESCUED, st.ff_pos[seat])


def rescued_on(g: Game, s: int) -> None:
    """The Victims lying on ``s`` are rescued (the Ambulance arriving, R-ACT-8)."""
    if g.st.vip_at == s + 1:
        g.st.vip_at = 0
        _out(g, OUT_RESCUED, s)


def lost_on(g: Game, s: int) -> None:
    """The Victims lying on ``s`` are lost (Fire, R-SEC-5)."""
    if g.st.vip_at == s + 1:
        g.st.vip_at = 0
        _out(g, OUT_LOST, s)


def lost_with(g: Game, seat: int) -> None:
    """The Victim ``seat`` carried is lost (Knocked Down, R-SEC-4); a led one is left, see :func:`left`."""
    st = g.st
    if st.vip_by == seat + 1 and not st.vip_healed:
        st.vip_by = 0
        _out(g, OUT_LOST, st.ff_pos[seat])


def lost_everywhere(g: Game) -> None:
    """The scene collapses: the named Victim is lost wherever it is (R-END-3)."""
    st = g.st
    if not st.vip_out:
        s = st.vip_at - 1 if st.vip_at else (st.ff_pos[st.vip_by - 1] if st.vip_by else 0)
        st.vip_at = st.vip_by = 0
        _out(g, OUT_LOST, s)


def _out(g: Game, how: int, s: int) -> None:
    g.st.vip_out = how
    g.emit("named_victim_rescued" if how == OUT_RESCUED else "named_victim_lost", cell=g.cells[s])
