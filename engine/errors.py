"""Exceptions of the engine: narrow, with the offending input in the message."""

from __future__ import annotations


class GameError(Exception):
    """A game cannot be set up or continued (unsupported Call feature, bad start, ...)."""


START_REASONS = {
    "players_range": "this Call takes {low}-{high} players, not {n}",
    "level_none": "unknown level {level!r}: the Call has no levels",
    "level_unknown": "unknown level {level!r}; known: {known}",
    "no_specialists": "the {ruleset} ruleset of this Call has no specialists",
    "specialists_count": "{n} specialists given for {players} players",
    "specialists_count_one": "{n} specialist given for {players} players",
    "specialist_unknown": "unknown specialist {name!r}; known: {offered}",
    "specialist_not_offered": "unknown specialist {name!r}; this Call offers: {offered}",
    "specialist_twice": "each specialist can be played by one firefighter only",
    "hero_set_short": "this Call's hero set has {n} specialists for {players} players",
    "starts_count": "start.firefighters has {n} spaces for {players} players",
    "start_off_board": "firefighter {seat} starts off the board",
    "start_cell_off": "firefighter {seat} starts on {cell}, off the {rows}x{cols} board",
    "start_inside": "firefighter {seat} starts on {cell}, inside the building: firefighters start on a space outside it "
                    "(R-SETUP-2)",
    "start_fixed": "firefighter {seat} starts where the Call fixes it, {cell}",
    "spot_out_of_range": "start vehicle spot index is out of range",
    "placed_too_late": "the team is placed before the first action of the game",
}
"""Why a game cannot start with an option the players chose, in English, by a stable key (``_one``: said of 1)."""

START_OPTIONS = {
    "players_range": "players", "level_none": "difficulty", "level_unknown": "difficulty",
    "no_specialists": "specialists", "specialists_count": "specialists", "specialist_unknown": "specialists",
    "specialist_not_offered": "specialists", "specialist_twice": "specialists", "hero_set_short": "players",
}
"""The option of ``Game.new`` each reason is about (``start`` where not named; a seat's start: its place in it).
Seats are said from 1, as players count them."""


class StartError(GameError):
    """A game cannot start with an option the players chose (R-SETUP-2): ``key`` and ``values`` say why, for
    other languages than the English message, and ``option`` names the option of ``Game.new`` at fault.

    >>> error = StartError("specialists_count", n=1, players=2)
    >>> str(error), error.option
    ('1 specialist given for 2 players', 'specialists')
    >>> StartError("start_off_board", seat=2).option
    'start/firefighters/1'
    """

    def __init__(self, key: str, **values):
        self.key = key
        self.values = values
        seat = values.get("seat")  # counted from 1, as players count the firefighters
        self.option = START_OPTIONS.get(key, "start" if seat is None else f"start/firefighters/{seat - 1}")
        said = f"{key}_one" if values.get("n") == 1 and f"{key}_one" in START_REASONS else key
        super().__init__(START_REASONS[said].format(**values))


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
