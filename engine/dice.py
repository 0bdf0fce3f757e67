"""Dice: the only place randomness comes from.

``SeededDice`` gives a game one independent generator per *stream*: the setup
explosions, the setup Hazmat, the setup Hot Spots, Advance Fire and Fire-card
targets, POI placement, POI identity, deck shuffles and the deck gun each draw
from their own stream, seeded from the game's seed and the stream's name
(:func:`stream_seed`); Advance Fire and POI placement start a sub-stream per
fire phase and per POI (:meth:`SeededDice.substream`), and a POI's identity is
drawn from a sub-stream of its own space (:meth:`SeededDice.keyed_substream`: the
``n``-th POI revealed on a space draws the same die in both versions, whatever
order the team reveals POIs in). Two versions of a Call that differ in one place (one
more Hazmat, a bigger damage supply) therefore keep every other roll in step:
the first turn's Advance Fire rolls stay the same whatever the setup rolled,
which keeps paired comparisons of two Calls paired.

``ScriptedDice`` returns given values in order, whatever the stream (for tests
and rule scenarios), and fails clearly when it runs out or a value does not
fit the die. The game records every roll as an event.

A playtest run derives the seed of each game, and of each bot, from
``(run seed, game index, purpose)`` with :func:`derive_seed`, so a game's
dice never depend on the worker that plays it.

>>> d = ScriptedDice([3, 6])
>>> d.roll(6), d.roll(8, STREAM_FIRE)
(3, 6)
>>> d.roll(6)
Traceback (most recent call last):
...
engine.errors.DiceExhaustedError: scripted dice ran out after 2 rolls (asked for a d6)
>>> SeededDice(7).roll(6) == SeededDice(7).roll(6)
True
>>> a, b = SeededDice(7), SeededDice(7)
>>> _ = [a.roll(6, STREAM_SETUP_HAZMAT) for _ in range(5)]  # extra setup rolls on one side only
>>> [a.roll(6, STREAM_FIRE) for _ in range(8)] == [b.roll(6, STREAM_FIRE) for _ in range(8)]
True
>>> a, b = SeededDice(7), SeededDice(7)
>>> a.keyed_substream(STREAM_POI_IDENTITY, 12); first_on_12 = a.roll(10, STREAM_POI_IDENTITY)
>>> b.keyed_substream(STREAM_POI_IDENTITY, 30); _ = b.roll(10, STREAM_POI_IDENTITY)  # another space first
>>> b.keyed_substream(STREAM_POI_IDENTITY, 12); b.roll(10, STREAM_POI_IDENTITY) == first_on_12
True
>>> derive_seed(0, 3, "game") == derive_seed(0, 3, "game") != derive_seed(0, 3, "bot")
True
"""

from __future__ import annotations

import hashlib
import random

from engine.errors import DiceExhaustedError, GameError

STREAM_SETUP_EXPLOSIONS = 0
"""Setup explosions (R-SETUP-2)."""
STREAM_SETUP_HAZMAT = 1
"""Hazmat placed by the setup procedures (R-SETUP-2)."""
STREAM_SETUP_HOT_SPOTS = 2
"""Hot Spots placed by the setup procedures (R-SETUP-2)."""
STREAM_FIRE = 3
"""Advance Fire targets and the targets of Fire and Event cards (R-TURN-1, R-FIRE-2)."""
STREAM_POI_PLACE = 4
"""Where POIs go, at setup and when replenished (R-POI-2, R-POI-3)."""
STREAM_POI_IDENTITY = 5
"""Whether a revealed POI is a Victim or a False Alarm (R-ACT-3)."""
STREAM_SHUFFLE = 6
"""Deck shuffles (R-SETUP-3)."""
STREAM_DECK_GUN = 7
"""Deck gun rolls and re-rolls (R-ACT-9, R-ACT-11)."""

STREAM_NAMES: tuple[str, ...] = (
    "setup_explosions", "setup_hazmat", "setup_hot_spots", "fire", "poi_place", "poi_identity", "shuffle", "deck_gun",
)
"""Stream index -> the name its seed is derived from (and the key in ``to_dict``); never renumber."""


def derive_seed(seed: int, index: int, purpose: str) -> int:
    """The seed of game ``index`` of a run seeded ``seed``, for ``purpose`` (``game``, ``bot``, ...): 62 bits of blake2b.

    >>> derive_seed(1, 0, "game") != derive_seed(2, 0, "game")
    True
    """
    digest = hashlib.blake2b(f"{purpose}:{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 2


def stream_seed(seed: int | None, stream: int) -> str | None:
    """The seed of one stream of a game seeded ``seed`` (None: unseeded, from the system)."""
    return None if seed is None else f"{seed}/{STREAM_NAMES[stream]}"


class SeededDice:
    """Fair dice: one seeded generator per stream, made on its first roll."""

    __slots__ = ("_keyed", "_keys", "_streams", "seed")

    def __init__(self, seed: int | None):
        self.seed = seed
        self._streams: list[random.Random | None] = [None] * len(STREAM_NAMES)
        self._keys: list[int] = [0] * len(STREAM_NAMES)
        """Per stream: how many sub-streams :meth:`substream` has started (0: the stream itself)."""
        self._keyed: dict[str, int] = {}
        """Per ``"stream/key"``: how many sub-streams :meth:`keyed_substream` has started for that key."""

    def roll(self, sides: int, stream: int = STREAM_FIRE) -> int:
        """A uniform value in ``1..sides`` from ``stream``."""
        rng = self._streams[stream]
        if rng is None:
            rng = random.Random(stream_seed(self.seed, stream))
            self._streams[stream] = rng
        return int(rng.random() * sides) + 1

    def substream(self, stream: int) -> None:
        """Go on with the next sub-stream of ``stream``: a fresh generator seeded from (seed, stream, count).

        The game starts one per fire phase and one per POI placed, so that a
        flare-up or a re-rolled POI target in one version of a Call does not
        shift the rolls of every later turn: the ``k``-th fire phase rolls the
        same dice in both versions.
        """
        k = self._keys[stream] + 1
        self._keys[stream] = k
        self._streams[stream] = random.Random(None if self.seed is None else f"{self.seed}/{STREAM_NAMES[stream]}/{k}")

    def keyed_substream(self, stream: int, key: int) -> None:
        """Go on with the next sub-stream of ``stream`` for ``key``: seeded from (seed, stream, key, count for key).

        A POI's identity draws from the sub-stream of its space: the ``n``-th
        POI revealed on a space rolls the same die in two versions of a Call,
        however the order of reveals differs between them.
        """
        name = f"{STREAM_NAMES[stream]}/{key}"
        n = self._keyed.get(name, 0) + 1
        self._keyed[name] = n
        self._streams[stream] = random.Random(None if self.seed is None else f"{self.seed}/{name}/{n}")

    def clone(self) -> SeededDice:
        new = SeededDice(self.seed)
        new._keys = list(self._keys)
        new._keyed = dict(self._keyed)
        for i, rng in enumerate(self._streams):
            if rng is not None:
                copy = random.Random()
                copy.setstate(rng.getstate())
                new._streams[i] = copy
        return new

    def to_dict(self) -> dict:
        streams = {}
        for i, rng in enumerate(self._streams):
            if rng is not None:
                version, internal, gauss = rng.getstate()
                streams[STREAM_NAMES[i]] = [version, list(internal), gauss]
        return {"kind": "seeded", "seed": self.seed, "streams": streams, "substreams": list(self._keys), "keyed": dict(self._keyed)}

    def _states(self) -> list:
        return [None if rng is None else rng.getstate() for rng in self._streams]

    def __eq__(self, other) -> bool:
        return (isinstance(other, SeededDice) and self.seed == other.seed and self._keys == other._keys
                and self._keyed == other._keyed and self._states() == other._states())


class ScriptedDice:
    """Dice that return the given values in order, whatever the stream (tests, scenarios, replays)."""

    __slots__ = ("values", "pos")

    def __init__(self, values, pos: int = 0):
        self.values = list(values)
        self.pos = pos

    def roll(self, sides: int, stream: int = STREAM_FIRE) -> int:
        if self.pos >= len(self.values):
            raise DiceExhaustedError(f"scripted dice ran out after {len(self.values)} rolls (asked for a d{sides})")
        v = self.values[self.pos]
        if not isinstance(v, int) or not 1 <= v <= sides:
            raise GameError(f"scripted roll #{self.pos + 1} is {v!r}, which is not a face of a d{sides}")
        self.pos += 1
        return v

    def substream(self, stream: int) -> None:
        """Scripted values run on in order: nothing to start."""

    def keyed_substream(self, stream: int, key: int) -> None:
        """Scripted values run on in order: nothing to start."""

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


def copy_rng(rng: random.Random) -> random.Random:
    """An independent generator in the state of ``rng``: it draws what ``rng`` would draw next.

    >>> a = make_rng(4); _ = a.random(); b = copy_rng(a)
    >>> a.random() == b.random()
    True
    """
    twin = random.Random()
    twin.setstate(rng.getstate())
    return twin


def dice_from_dict(data: dict):
    """Rebuild dice saved by ``to_dict``; a clear error for dice saved before the streams."""
    if data["kind"] == "scripted":
        return ScriptedDice(data["values"], data["pos"])
    if "streams" not in data:
        raise GameError("these dice were saved by an older version (one stream per game): start the game again")
    d = SeededDice(data["seed"])
    keys = data.get("substreams", [])
    d._keys[: len(keys)] = [int(k) for k in keys[: len(STREAM_NAMES)]]
    d._keyed = {str(name): int(n) for name, n in data.get("keyed", {}).items()}
    for name, (version, internal, gauss) in data["streams"].items():
        if name not in STREAM_NAMES:
            raise GameError(f"saved dice name an unknown stream {name!r}")
        rng = random.Random()
        rng.setstate((version, tuple(internal), gauss))
        d._streams[STREAM_NAMES.index(name)] = rng
    return d
