"""Exceptions of the engine: narrow, with the offending input in the message."""

from __future__ import annotations


class GameError(Exception):
    """A game cannot be set up or continued (unsupported Call feature, bad start, ...)."""


class IllegalActionError(GameError):
    """An action is not legal in the current state; the message names the action and why."""

    def __init__(self, action, reason: str):
        self.action = action
        self.reason = reason
        super().__init__(f"illegal action {getattr(action, 'notation', action)!r}: {reason}")


class ActionSyntaxError(GameError, ValueError):
    """An action's text notation cannot be read."""


class DiceExhaustedError(GameError):
    """A scripted dice source has no roll left."""


class GameEnded(Exception):  # noqa: N818 - control flow, not an error
    """Raised inside rule code when a game-end threshold is met (R-END): stops all processing."""
