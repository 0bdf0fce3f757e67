"""``Event``: what happened, as small data records returned by ``Game.apply``.

Every event has a ``kind`` and a ``data`` dict of JSON-ready values; cells are
``[row, col]``. Every die roll is an event of kind ``roll`` with ``die``
(``red``, ``black`` or ``draw`` for a face-down POI drawn from the pool),
``sides``, ``value`` and ``why``.

>>> Event("roll", {"die": "red", "sides": 6, "value": 3, "why": "advance_fire"}).kind
'roll'
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened."""

    kind: str
    data: dict

    def to_dict(self) -> dict:
        return {"kind": self.kind, **self.data}
