"""Debris (gsh, R-ACT-13): placing it, the Clear action, and standing up after being laid down.

Debris markers stack on a space (``GameState.debris`` counts them). A
firefighter may not enter or leave a space holding Debris (see
``movement.move_options`` and ``movement.can_escape``). Debris landing on a
firefighter lays it down (``GameState.ff_down``); at the start of its next turn
the engine takes the cost at once: 1 AP to stand up, then 1 AP per Debris in the
space, each clearing one marker, as far as its AP go (what is left can be
cleared later with ``clear``). A POI under Debris cannot move: nobody can enter
or leave the space, so nothing is carried out of it until it is cleared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules import PAY_OTHER, marked_in_reach
from engine.rules import modifiers as hero_mods
from engine.rules.turn import pay

if TYPE_CHECKING:
    from engine.game import Game


MAX_DEBRIS = 255
"""Most Debris one space holds (the count is kept in a byte); more landing there are not placed."""


def place_debris(g: Game, s: int) -> None:
    """One Debris on ``s``; a firefighter there is laid down, not Knocked Down (R-ACT-13)."""
    st = g.st
    if st.debris[s] >= MAX_DEBRIS:
        return
    st.debris[s] += 1
    g.emit("debris", cell=g.cells[s], count=st.debris[s])
    for seat, pos in enumerate(st.ff_pos):
        if pos == s and not st.ff_down[seat]:
            st.ff_down[seat] = 1
            g.emit("laid_down", seat=seat, cell=g.cells[s])


def clear_targets(g: Game, seat: int) -> list[int]:
    """The own space and the Adjacent spaces holding Debris (R-ACT-13)."""
    return marked_in_reach(g, seat, g.st.debris)


def clear_cost(g: Game, seat: int) -> int:
    """1 AP (R-ACT-13); gsh heroes: changed by ``ap_cost`` modifiers of ``clear`` (R-ACT-14)."""
    return hero_mods.cost(g, seat, hero_mods.ACT_CLEAR, 1) if g.heroes_on else 1


def clear(g: Game, seat: int, s: int) -> None:
    """Remove one Debris from ``s`` for 1 AP (R-ACT-13)."""
    st = g.st
    pay(g, seat, clear_cost(g, seat), PAY_OTHER)
    if g.heroes_on:
        hero_mods.note_cost(g, seat, hero_mods.ACT_CLEAR, 1)
    st.debris[s] -= 1
    g.emit("clear", seat=seat, cell=g.cells[s], left=st.debris[s])


def stand_up(g: Game, seat: int) -> None:
    """At the start of its turn a laid-down firefighter pays 1 AP to stand and 1 AP per Debris it clears (R-ACT-13).

    The AP it lacks leave Debris in the space (it stays there until cleared).
    """
    st = g.st
    if st.ff_ap[seat] < 1:
        return
    st.ff_down[seat] = 0
    st.ff_ap[seat] -= 1
    g.emit("stand", seat=seat, cell=g.cells[st.ff_pos[seat]])
    s = st.ff_pos[seat]
    while st.debris[s] and st.ff_ap[seat] >= 1:
        clear(g, seat, s)
