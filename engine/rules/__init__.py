"""The Flash Point rules, one module per topic.

Every function that implements a rule cites its ``RULES.md`` id. Rule
functions take the running :class:`engine.game.Game` (called ``g``): its
compiled board ``g.cb``, state ``g.st`` and the event list of the current
``apply``. Ruleset differences come from the ruleset parameters, which the
game copies into plain attributes when it is built (``g.vehicles_on``,
``g.rescue_rule``, ``g.knock_down_rule`` ...): the pydantic ``g.params`` is
read at setup, never on a turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from engine.model.ruleset import SPECIALISTS

if TYPE_CHECKING:
    from engine.game import Game

PARAMEDIC: Final = 0
FIRE_CAPTAIN: Final = 1
IMAGING_TECHNICIAN: Final = 2
CAFS_FIREFIGHTER: Final = 3
HAZMAT_TECHNICIAN: Final = 4
GENERALIST: Final = 5
RESCUE_SPECIALIST: Final = 6
DRIVER_OPERATOR: Final = 7

PAY_OTHER: Final = 0
PAY_MOVE: Final = 1
PAY_EXTINGUISH: Final = 2
PAY_COMMAND: Final = 3
"""What an AP payment is for; specialist free AP only pay for their own kind (R-TURN-2)."""

SPEC_AP = {PARAMEDIC: 4, FIRE_CAPTAIN: 4, IMAGING_TECHNICIAN: 4, CAFS_FIREFIGHTER: 3,
           HAZMAT_TECHNICIAN: 4, GENERALIST: 5, RESCUE_SPECIALIST: 4, DRIVER_OPERATOR: 4}
"""Regular AP per turn by specialist (R-ACT-11)."""

SPEC_FREE = {FIRE_CAPTAIN: (2, PAY_COMMAND), CAFS_FIREFIGHTER: (3, PAY_EXTINGUISH), RESCUE_SPECIALIST: (3, PAY_MOVE)}
"""Free AP per turn and what they pay for (R-ACT-11)."""



def marked_in_reach(g: Game, seat: int, marks) -> list[int]:
    """The firefighter's own space and its Adjacent spaces where ``marks[space]`` is set.

    Adjacent follows R-GEO-3/R-GEO-4 (an edge that does not block); used for
    targets of Extinguish (R-ACT-6) and Clear (R-ACT-13).
    """
    s = g.st.ff_pos[seat]
    passable = g.st.passable
    out = [s] if marks[s] else []
    for t, e in g.cb.adjacent[s]:
        if marks[t] and passable[e]:
            out.append(t)
    return out


__all__ = ["SPECIALISTS", "marked_in_reach"]
