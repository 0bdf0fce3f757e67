"""``Event``: what happened, as small data records returned by ``Game.apply``.

Every event has a ``kind`` and a ``data`` dict of JSON-ready values; cells are
``[row, col]``. Every die roll is an event of kind ``roll`` with ``die``
(``red``, ``black`` or ``draw`` for a face-down POI drawn from the pool),
``sides``, ``value`` and ``why``.

>>> e = Event("roll", {"die": "red", "sides": 6, "value": 3, "why": "advance_fire"})
>>> e.kind, e == Event("roll", dict(e.data))
('roll', True)
>>> e.kind = "draw"
Traceback (most recent call last):
...
dataclasses.FrozenInstanceError: cannot assign to field 'kind'
>>> import pickle; pickle.loads(pickle.dumps(e)) == e
True
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from typing import Final

_FIELDS: Final = ("kind", "data")


class Event:
    """One thing that happened: frozen once built, equal when kind and data are.

    A plain class rather than a frozen dataclass, so that the compiled engine
    builds one with a native constructor call: the engine makes an Event for
    every die roll and every change. ``__setattr__`` lets each field be set
    once, by ``__init__`` (the compiled ``__init__`` sets them directly).
    """

    __slots__ = _FIELDS
    __match_args__ = _FIELDS

    def __init__(self, kind: str, data: dict) -> None:
        self.kind: Final = kind
        self.data: Final = data

    def __setattr__(self, name: str, value: object) -> None:
        if name in _FIELDS and not hasattr(self, name):
            object.__setattr__(self, name, value)
        else:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return self.kind == other.kind and self.data == other.data

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, data={self.data!r})"

    def __reduce__(self) -> tuple:
        return (Event, (self.kind, self.data))

    def to_dict(self) -> dict:
        return {"kind": self.kind, **self.data}
