"""The ``pass`` bot: ends every turn at once. A control that must lose almost always."""

from __future__ import annotations

from engine.actions import Action

END = Action("end")


class PassBot:
    """Ends its turn whenever it may; otherwise takes the first legal action.

    A firefighter may not end a turn in Fire (R-TURN-3) and pending decisions
    (riders, re-rolls) must be answered, so when ``end`` is not legal the bot
    takes the first legal action instead.
    """

    name = "pass"

    def __init__(self, *, seed: int = 0):
        self.seed = seed

    def act(self, game) -> Action:
        legal = game.legal_actions()
        return END if END in legal else legal[0]
