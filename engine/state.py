"""``GameState``: the mutable state of one game as plain Python data.

Per-space markers are ``bytearray`` indexed by space; per-edge wall damage
and door state are ``bytearray`` indexed by edge; firefighters are parallel
lists indexed by seat. Copying is a handful of ``bytearray``/``list`` copies,
so ``Game.clone()`` never needs ``deepcopy``.

Face-down POI carry no identity: the face-down pool (``pool_victims``,
``pool_false_alarms``) counts every POI not yet revealed, in the bag or face
down on the board, and a POI's identity is drawn from it when it is revealed.
This is the same distribution as drawing at placement, and the state then
holds no hidden information at all.

>>> st = GameState.empty(4, 3)
>>> st.copy() == st
True
"""

from __future__ import annotations

import binascii
import copy
import json
from dataclasses import MISSING, dataclass, field, fields
from typing import Any, Final

EMPTY: Final = 0
SMOKE: Final = 1
FIRE: Final = 2
"""Threat marker per space."""

DOOR_NONE: Final = 0
DOOR_CLOSED: Final = 1
DOOR_OPEN: Final = 2
DOOR_GONE: Final = 3
"""Door state per edge (``DOOR_GONE``: destroyed by an explosion)."""

CARRY_NONE: Final = 0
CARRY_VICTIM: Final = 1
CARRY_HAZMAT: Final = 2

PHASE_ACTION: Final = "action"
PHASE_REROLL: Final = "reroll"
PHASE_RIDE: Final = "ride"
PHASE_OVER: Final = "over"
PHASE_FORGE: Final = "forge"
"""gsh: a firefighter chooses its Gear and Boosts (R-HERO-1)."""

_BYTE_FIELDS = ("fire", "poi", "victims", "healed", "hazmat", "hot", "debris", "wall", "door", "passable", "marks", "helpers",
                "mark_group")
_LIST_FIELDS = (
    "ff_pos", "ff_ap", "ff_free", "ff_spec", "ff_carry", "ff_lead", "ff_saved", "pending",
    "ff_down", "fire_deck", "fire_discard", "fire_aside", "event_deck", "event_discard",
    "ff_hero", "hero_gear", "ff_active", "ff_reserve", "gear_deck", "gear_discard", "boost_deck",
    "boost_discard", "forge_offer", "forge_queue", "boost_live", "hx_move", "hx_ext", "hero_used", "ff_boosts_had",
)
_GSH_FIELDS = ("ff_down", "fire_deck", "fire_discard", "fire_aside", "event_deck", "event_discard")
"""Golden State Heroes fields: left out of ``to_dict`` while empty (or all zero), so that the
state of a family or experienced game (and its hash) is the same as before they existed."""
_HERO_FIELDS = (
    "ff_hero", "hero_gear", "ff_active", "ff_reserve", "gear_deck", "gear_discard", "boost_deck",
    "boost_discard", "forge_offer", "forge_queue", "forge_stage", "forge_resume", "boost_live", "hx_move", "hx_ext",
    "hero_used", "ff_boosts_had",
)
"""Hero fields (gsh, R-HERO-1..3): left out of ``to_dict`` while empty, like ``_GSH_FIELDS``."""
_SPACE_FIELDS = ("marks", "helpers", "mark_group")
"""Call mechanics layers (gsh, R-HERO-7, R-HERO-8): left out of ``to_dict`` while all zero."""
_COUNT_FIELDS = ("helpers_lost", "helpers_rescued", "vip_at", "vip_by", "vip_healed", "vip_out")
"""Call mechanics counters: left out of ``to_dict`` while zero."""


@dataclass(eq=True)
class GameState:
    """Everything that changes during a game (see the module docstring)."""

    fire: bytearray
    poi: bytearray
    """1 where a face-down POI lies."""
    victims: bytearray
    """Revealed, untreated Victims lying on each space."""
    healed: bytearray
    """Healed Victims lying on each space (R-ACT-12)."""
    hazmat: bytearray
    hot: bytearray
    debris: bytearray
    wall: bytearray
    """Damage per edge (0, 1, 2 = Destroyed)."""
    door: bytearray
    passable: bytearray
    """1 where an edge does not block (R-GEO-3); derived from ``wall``/``door``, kept up to date."""
    ff_pos: list[int] = field(default_factory=list)
    ff_ap: list[int] = field(default_factory=list)
    """Regular AP held (saved AP between turns)."""
    ff_free: list[int] = field(default_factory=list)
    """Specialist free AP left this turn (command, extinguish or move; never saved)."""
    ff_spec: list[int] = field(default_factory=list)
    """Index into ``SPECIALISTS``, ``-1`` for a plain firefighter."""
    ff_carry: list[int] = field(default_factory=list)
    ff_lead: list[int] = field(default_factory=list)
    ff_saved: list[int] = field(default_factory=list)
    """AP saved from the previous turn (used by Crew Change, R-ACT-10)."""
    ambulance: int = -1
    engine: int = -1
    pool_victims: int = 0
    pool_false_alarms: int = 0
    rescued: int = 0
    lost: int = 0
    false_alarms_found: int = 0
    damage: int = 0
    damage_supply: int = 24
    hot_spot_supply: int = 0
    hazmat_removed: int = 0
    turn: int = 0
    player: int = 0
    phase: str = PHASE_ACTION
    pending: list = field(default_factory=list)
    """Data of a pending decision (deck gun re-roll, riders)."""
    actions_this_turn: int = 0
    command_on_cafs: int = 0
    outcome: str = ""
    ff_down: list[int] = field(default_factory=list)
    """1 where Debris laid the firefighter down (gsh, R-ACT-13): it stands up at its next turn start."""
    fire_deck: list[str] = field(default_factory=list)
    """Card ids of the Fire deck, top card last (gsh, R-TURN-1). Players may not see the order:
    bots learn only the discard piles (``Game.clone(seed=...)`` reshuffles the hidden decks)."""
    fire_discard: list[str] = field(default_factory=list)
    """Fire cards drawn, most recent last; a drawn card goes here before its effects are done."""
    fire_aside: list[str] = field(default_factory=list)
    """Flare-Up cards set aside, to be shuffled in by a ``shuffle_in`` effect (R-SETUP-3)."""
    event_deck: list[str] = field(default_factory=list)
    """Card ids of the Event deck, top card last (hidden like the Fire deck)."""
    event_discard: list[str] = field(default_factory=list)
    ff_hero: list[str] = field(default_factory=list)
    """gsh heroes (R-HERO-1): the hero specialist id of each seat."""
    hero_gear: list[str] = field(default_factory=list)
    """Equipped Gear as ``specialist:gear`` ids: Gear stays with its specialist (R-HERO-3)."""
    ff_active: list[str] = field(default_factory=list)
    """The Active (face-up) Boost of each seat, ``""`` when none (R-HERO-2)."""
    ff_reserve: list[str] = field(default_factory=list)
    """The Reserve (face-down) Boost of each seat, ``""`` when none (R-HERO-2)."""
    ff_boosts_had: list[int] = field(default_factory=list)
    """Boost cards each seat has had this Call, kept at forging or drawn since (R-HERO-2: at most the Call's
    ``boosts_per_call``)."""
    gear_deck: list[str] = field(default_factory=list)
    """Gear cards not yet drawn, top card last (hidden like the Fire deck)."""
    gear_discard: list[str] = field(default_factory=list)
    boost_deck: list[str] = field(default_factory=list)
    """Boost cards not yet drawn, top card last (hidden)."""
    boost_discard: list[str] = field(default_factory=list)
    forge_offer: list[str] = field(default_factory=list)
    """Cards the forging firefighter is looking at (R-HERO-1)."""
    forge_queue: list[int] = field(default_factory=list)
    """Seats still to forge, the forging one first."""
    forge_stage: str = ""
    """``gear`` or ``boost`` while forging, else ``""``."""
    forge_resume: int = 0
    """1 when forging happens during a turn (Crew Change to a specialist without Gear, R-HERO-3)."""
    boost_live: list[str] = field(default_factory=list)
    """Boosts used this turn: their modifiers hold until the turn ends (R-HERO-2)."""
    hx_move: list[int] = field(default_factory=list)
    """Free movement AP of each seat this turn (hero specialists, Gear, Boosts); never saved."""
    hx_ext: list[int] = field(default_factory=list)
    """Free extinguish AP of each seat this turn; never saved."""
    hero_used: list[str] = field(default_factory=list)
    """Limited modifiers used: ``turn:...`` entries (cleared at each turn start) and ``call:...`` entries."""
    marks: bytearray = field(default_factory=bytearray)
    """gsh Call markers (R-HERO-8): 1 + the index of the marker kind on each space, 0 for none."""
    helpers: bytearray = field(default_factory=bytearray)
    """gsh Helpers on each space (R-HERO-7)."""
    mark_group: bytearray = field(default_factory=bytearray)
    """gsh large Call markers (R-HERO-8): the same number 1..255 on every space one large marker covers, 0 elsewhere."""
    helpers_lost: int = 0
    helpers_rescued: int = 0
    """gsh Helpers guided to a rescue space (R-HERO-7)."""
    vip_at: int = 0
    """gsh named Victim (``engine.rules.named_victim``): 1 + the space it lies on, 0 when it does not lie on one."""
    vip_by: int = 0
    """1 + the seat carrying or leading the named Victim, 0 for none."""
    vip_healed: int = 0
    """1 once the named Victim has a Heal marker (it is then led, not carried)."""
    vip_out: int = 0
    """1 when the named Victim is rescued, 2 when it is lost."""

    @classmethod
    def empty(cls, n_spaces: int, n_edges: int) -> GameState:
        """A state with no markers, no firefighters and every edge passable."""
        return cls(
            fire=bytearray(n_spaces),
            poi=bytearray(n_spaces),
            victims=bytearray(n_spaces),
            healed=bytearray(n_spaces),
            hazmat=bytearray(n_spaces),
            hot=bytearray(n_spaces),
            debris=bytearray(n_spaces),
            marks=bytearray(n_spaces),
            helpers=bytearray(n_spaces),
            mark_group=bytearray(n_spaces),
            wall=bytearray(n_edges),
            door=bytearray(n_edges),
            passable=bytearray(b"\x01" * n_edges),
        )

    def copy(self) -> GameState:
        """A fully independent copy (byte arrays and lists are copied).

        A shallow copy, then fresh arrays: this works for the compiled class
        too, which has no ``__dict__``.
        """
        new = copy.copy(self)
        for name in _BYTE_FIELDS:
            setattr(new, name, bytearray(getattr(self, name)))
        for name in _LIST_FIELDS:
            setattr(new, name, list(getattr(self, name)))
        return new

    def share_unchanged(self, older: GameState) -> None:
        """Take ``older``'s per-space and per-edge arrays wherever they hold the same values as this state's.

        For a history of states that are never changed again (a game being
        played keeps the state after each action, for undo): most actions change
        no array or one, so one array then serves a run of states instead of a
        copy each, which on a 100 x 100 board is 160 kB an action. Neither
        state may be changed afterwards; a copy (:meth:`copy`) may.

        >>> a = GameState.empty(4, 3); b = a.copy(); b.fire[0] = FIRE
        >>> b.share_unchanged(a)
        >>> b.poi is a.poi, b.fire is a.fire, b == a.copy()
        (True, False, False)
        """
        for name in _BYTE_FIELDS:
            mine, theirs = getattr(self, name), getattr(older, name)
            if mine is not theirs and mine == theirs:
                setattr(self, name, theirs)

    def to_dict(self) -> dict:
        """Plain JSON-ready data."""
        out = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if _written(f.name, v):
                out[f.name] = list(v) if isinstance(v, bytearray | list) else v
        return out

    def canonical_json(self) -> bytes:
        """``json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))`` as UTF-8, byte for byte, built faster.

        What :meth:`engine.game.Game.state_hash` digests. ``to_dict`` turns every
        per-space and per-edge ``bytearray`` into a list of Python ints for the
        JSON encoder, one object per space: on a 100 x 100 board that was most of
        the cost of hashing a state after each action played. Here an array
        whose values are all single digits (every marker layer of a real game)
        is written by a few C-level passes over its bytes (``_byte_list_json``). Other values go through
        ``json.dumps`` as before, so the text, and the hash, are unchanged.

        >>> st = GameState.empty(3, 2)
        >>> st.fire[1] = FIRE
        >>> st.canonical_json() == json.dumps(st.to_dict(), sort_keys=True, separators=(",", ":")).encode()
        True
        """
        parts = []
        for name in sorted(f.name for f in fields(self)):
            v = getattr(self, name)
            if not _written(name, v):
                continue
            if isinstance(v, bytearray):
                text = _array_json(name, v)
            else:
                text = json.dumps(v, sort_keys=True, separators=(",", ":")).encode()
            parts.append(b'"' + name.encode() + b'":' + text)
        return b"{" + b",".join(parts) + b"}"

    @classmethod
    def from_dict(cls, data: dict) -> GameState:
        """Inverse of :meth:`to_dict`."""
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name in _GSH_FIELDS and f.name not in data:
                v: Any = [0] * len(data["ff_pos"]) if f.name == "ff_down" else []
            elif f.name in _SPACE_FIELDS and f.name not in data:
                v = [0] * len(data["fire"])
            elif f.name in _COUNT_FIELDS and f.name not in data:
                v = 0
            elif f.name in _HERO_FIELDS and f.name not in data:
                v = f.default if f.default is not MISSING else []
            else:
                v = data[f.name]
            if f.name in _BYTE_FIELDS:
                v = bytearray(v)
            elif f.name in _LIST_FIELDS:
                v = list(v) if f.name != "pending" else _tuplify(v)
            values[f.name] = v
        return cls(**values)


def _written(name: str, v: Any) -> bool:
    """Whether ``to_dict`` writes field ``name`` holding ``v`` (a Golden State Heroes, hero or Call mechanics field
    is left out while empty or zero, see :data:`_GSH_FIELDS`)."""
    if name in _GSH_FIELDS and not _any(v):
        return False
    if name in _HERO_FIELDS and not v:
        return False
    return not ((name in _SPACE_FIELDS and not _any(v)) or (name in _COUNT_FIELDS and not v))


def _any(v: Any) -> bool:
    """``any(v)``; for a ``bytearray`` by counting its zero bytes in C, not by a Python int per space."""
    return v.count(0) != len(v) if isinstance(v, bytearray) else any(v)


_NIBBLES: Final = bytes((v << 4) | 0xC if v < 10 else 0 for v in range(256))
"""Byte value 0..9 -> ``0xvC``, whose two hex digits are the value's decimal digit and ``c``."""
_C_TO_COMMA: Final = bytes.maketrans(b"c", b",")
_ONE_DIGIT: Final = bytes(range(10))


_WRITTEN_ARRAYS: dict[str, tuple[bytes, bytes]] = {}
"""Field name -> (the array last written, its JSON): most actions change no marker array, or one."""


def _array_json(name: str, values: bytearray) -> bytes:
    """:func:`_byte_list_json` of field ``name``, reused while the array holds the values it held last time (compared
    in C, a few microseconds for a 100 x 100 board's, against tens to write it)."""
    last = _WRITTEN_ARRAYS.get(name)
    if last is not None and last[0] == values:
        return last[1]
    text = _byte_list_json(values)
    _WRITTEN_ARRAYS[name] = (bytes(values), text)
    return text


def _byte_list_json(values: bytearray) -> bytes:
    """``json.dumps(list(values), separators=(",", ":"))`` as bytes: ``[0,2,1]``.

    When every value is 0..9 (one digit each) the text is made by C-level
    passes over the array, not a Python int per value: each value ``v`` is
    translated to the byte ``0xvC``, whose hex form ``vc`` becomes ``v,`` once
    ``c`` is turned into a comma; the last comma gives way to ``]``. A larger
    value anywhere falls back to writing each number.

    >>> _byte_list_json(bytearray([0, 2, 1])), _byte_list_json(bytearray([10, 255, 3])), _byte_list_json(bytearray())
    (b'[0,2,1]', b'[10,255,3]', b'[]')
    """
    if values.translate(None, _ONE_DIGIT):
        return ("[" + ",".join(map(str, values)) + "]").encode()
    return b"[" + binascii.hexlify(values.translate(_NIBBLES)).translate(_C_TO_COMMA)[:-1] + b"]"


def _tuplify(v):
    """JSON turns tuples into lists; pending data is kept as plain lists of ints/strings."""
    return [list(x) if isinstance(x, list) else x for x in v]
