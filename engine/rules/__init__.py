"""The Flash Point rules, one module per topic.

Every function that implements a rule cites its ``RULES.md`` id. Rule
functions take the running :class:`engine.game.Game` (called ``g``): its
compiled board ``g.cb``, state ``g.st``, parameters ``g.params`` and the
event list of the current ``apply``. Ruleset differences come from
``g.params`` only.
"""

from engine.model.ruleset import SPECIALISTS

PARAMEDIC, FIRE_CAPTAIN, IMAGING_TECHNICIAN, CAFS_FIREFIGHTER = 0, 1, 2, 3
HAZMAT_TECHNICIAN, GENERALIST, RESCUE_SPECIALIST, DRIVER_OPERATOR = 4, 5, 6, 7

PAY_OTHER, PAY_MOVE, PAY_EXTINGUISH, PAY_COMMAND = 0, 1, 2, 3
"""What an AP payment is for; specialist free AP only pay for their own kind (R-TURN-2)."""

SPEC_AP = {PARAMEDIC: 4, FIRE_CAPTAIN: 4, IMAGING_TECHNICIAN: 4, CAFS_FIREFIGHTER: 3,
           HAZMAT_TECHNICIAN: 4, GENERALIST: 5, RESCUE_SPECIALIST: 4, DRIVER_OPERATOR: 4}
"""Regular AP per turn by specialist (R-ACT-11)."""

SPEC_FREE = {FIRE_CAPTAIN: (2, PAY_COMMAND), CAFS_FIREFIGHTER: (3, PAY_EXTINGUISH), RESCUE_SPECIALIST: (3, PAY_MOVE)}
"""Free AP per turn and what they pay for (R-ACT-11)."""

__all__ = ["SPECIALISTS"]
