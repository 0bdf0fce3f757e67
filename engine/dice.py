"""Dice: the only place randomness comes from.

``SeededDice`` wraps one ``random.Random`` per game; ``ScriptedDice`` returns
given values in order (for tests and rule scenarios) and fails clearly when it
runs out or a value does not fit the die. Both only answer ``roll(sides)``;
the game records every roll as an event.

>>> d = ScriptedDice([3, 6])
>>> d.roll(6), d.roll(8)
(3, 6)
>>> d.roll(6)
Traceback (most recent call last):
...
engine.errors.DiceExhaustedError: scripted dice ran out after 2 rolls (asked for a d6)
>>> SeededDice(7).roll(6) == SeededDice(7).roll(6)
True
"""

from __future__ import annotations

import random

from engine.errors import DiceExhaustedError, GameError


class SeededDice:
    """Fair dice from one seeded generator."""

    __slots__ = ("_rng", "seed")

    def __init__(self, seed: int | None):
        self.seed = seed
        self._rng = random.Random(seed)

    def roll(self, sides: int) -> int:
        """A uniform value in ``1..sides``."""
        return int(self._rng.random() * sides) + 1

    def clone(self) -> SeededDice:
        new = SeededDice(self.seed)
        new._rng.setstate(self._rng.getstate())
        return new

    def to_dict(self) -> dict:
        version, internal, gauss = self._rng.getstate()
        return {"kind": "seeded", "seed": self.seed, "state": [version, list(internal), gauss]}

    def __eq__(self, other) -> bool:
        return isinstance(other, SeededDice) and self._rng.getstate() == other._rng.getstate()


class ScriptedDice:
    """Dice that return the given values in order (tests, scenarios, replays)."""

    __slots__ = ("values", "pos")

    def __init__(self, values, pos: int = 0):
        self.values = list(values)
        self.pos = pos

    def roll(self, sides: int) -> int:
        if self.pos >= len(self.values):
            raise DiceExhaustedError(f"scripted dice ran out after {len(self.values)} rolls (asked for a d{sides})")
        v = self.values[self.pos]
        if not isinstance(v, int) or not 1 <= v <= sides:
            raise GameError(f"scripted roll #{self.pos + 1} is {v!r}, which is not a face of a d{sides}")
        self.pos += 1
        return v

    def clone(self) -> ScriptedDice:
        return ScriptedDice(self.values, self.pos)

    def to_dict(self) -> dict:
        return {"kind": "scripted", "values": list(self.values), "pos": self.pos}

    def __eq__(self, other) -> bool:
        return isinstance(other, ScriptedDice) and (self.values, self.pos) == (other.values, other.pos)


def make_rng(seed: int | None) -> random.Random:
    """A seeded generator for players and tools outside the game (bots, sampling).

    Kept here so that every random generator in the engine comes from one module.
    """
    return random.Random(seed)


def dice_from_dict(data: dict):
    """Rebuild dice saved by ``to_dict``."""
    if data["kind"] == "scripted":
        return ScriptedDice(data["values"], data["pos"])
    d = SeededDice(data["seed"])
    version, internal, gauss = data["state"]
    d._rng.setstate((version, tuple(internal), gauss))
    return d
