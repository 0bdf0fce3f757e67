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
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, init=False)
class Event:
    """One thing that happened."""

    kind: str
    data: dict

    def __init__(self, kind: str, data: dict):
        # The slots' own setters: a frozen dataclass's generated __init__ takes twice as long,
        # and the engine makes an Event for every die roll and every change.
        set_kind(self, kind)
        set_data(self, data)

    def to_dict(self) -> dict:
        return {"kind": self.kind, **self.data}


set_kind = Event.kind.__set__
set_data = Event.data.__set__
"""The slot setters of the frozen ``Event``: ``__init__`` and ``Game.emit`` build events with them."""
