"""Where what a firefighter brings is rescued: a Victim carried or led, a Helper guided (R-ACT-4, R-HERO-6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game


def is_rescue_space(g: Game, s: int) -> bool:
    """Whether a Victim brought onto ``s`` is rescued (parameter ``rescue``, R-ACT-4).

    In a gsh Call the Call's rescue vehicles and places rescue too (R-HERO-6).
    """
    mech = g.mech
    if g.rescue_extra and mech is not None and mech.rescue_mask[s] == 1:
        return True
    if g.rescue_rule == "outside":
        return not g.cb.scene[s]
    amb = g.st.ambulance
    return amb >= 0 and s in g.cb.ambulance_spots[amb]
