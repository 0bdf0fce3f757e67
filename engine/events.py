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


class Event:
    """One thing that happened: frozen once built, equal when kind and data are.

    A plain class rather than a frozen dataclass: the compiled engine builds
    one with a native constructor call, and the Python engine with plain slot
    writes (the engine makes an Event for every die roll and every change).
    ``kind`` and ``data`` are read-only properties.
    """

    __slots__ = ("_kind", "_data")
    __match_args__ = ("kind", "data")

    def __init__(self, kind: str, data: dict) -> None:
        self._kind = kind
        self._data = data

    @property
    def kind(self) -> str:
        return self._kind

    @kind.setter
    def kind(self, value: str) -> None:
        raise FrozenInstanceError("cannot assign to field 'kind'")

    @property
    def data(self) -> dict:
        return self._data

    @data.setter
    def data(self, value: dict) -> None:
        raise FrozenInstanceError("cannot assign to field 'data'")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return self._kind == other._kind and self._data == other._data

    def __repr__(self) -> str:
        return f"Event(kind={self._kind!r}, data={self._data!r})"

    def __reduce__(self) -> tuple:
        return (Event, (self._kind, self._data))

    def to_dict(self) -> dict:
        return {"kind": self._kind, **self._data}
