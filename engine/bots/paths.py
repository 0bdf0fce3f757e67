"""Shortest AP paths on a compiled board, cached while the walls and doors stay put.

A path step costs 1 AP through a passable edge and 2 AP through a Closed door
(open it, then move, R-ACT-1, R-ACT-5); undestroyed walls are not crossed.
Fire is left out of the distances on purpose: it changes every turn, while
walls and doors change a few times a game, so the distance fields can be
cached by the structure and reused for many decisions. Bots deal with Fire
one step at a time (extinguish the next space before entering it).

>>> from engine.board import CompiledBoard
>>> from engine.model import Board
>>> cb = CompiledBoard.from_board(Board(id="b", rows=4, cols=4, openings=[[[0, 1], [1, 1]]]))
>>> passable = bytearray(b"\\x01" * len(cb.edge_kind))
>>> for e, kind in enumerate(cb.edge_kind):
...     if kind == 1:
...         passable[e] = 0
>>> paths = PathCache(cb)
>>> paths.field((cb.index(0, 1),), passable, bytearray(len(cb.edge_kind)))[cb.index(2, 2)]
4
"""

from __future__ import annotations

from engine.state import DOOR_CLOSED

INF = 1 << 20
"""Distance of a space that cannot be reached."""


class PathCache:
    """Distance fields from sets of spaces, recomputed only when walls or doors change.

    Notes
    -----
    One field is a Dial (bucket) Dijkstra over at most ``4 n`` edges with
    weights 1 and 2: O(n). Fields are cached per source set until the
    structure key (``passable`` and ``door`` bytes) changes.
    """

    __slots__ = ("cb", "_key", "_fields")

    def __init__(self, cb):
        self.cb = cb
        self._key: bytes = b""
        self._fields: dict[tuple[int, ...], list[int]] = {}

    def field(self, sources: tuple[int, ...], passable, door) -> list[int]:
        """AP distance from the nearest of ``sources`` to every space (``INF`` when unreachable)."""
        key = bytes(passable) + bytes(door)
        if key != self._key:
            self._key = key
            self._fields = {}
        found = self._fields.get(sources)
        if found is None:
            found = self._fields[sources] = _dial(self.cb.adjacent, self.cb.n, sources, passable, door)
        return found


def _dial(adjacent, n: int, sources, passable, door) -> list[int]:
    dist = [INF] * n
    buckets: list[list[int]] = [[]]
    for s in sources:
        dist[s] = 0
        buckets[0].append(s)
    d = 0
    while d < len(buckets):
        for s in buckets[d]:
            if dist[s] != d:
                continue
            for t, e in adjacent[s]:
                if passable[e]:
                    nd = d + 1
                elif door[e] == DOOR_CLOSED:
                    nd = d + 2
                else:
                    continue
                if nd < dist[t]:
                    dist[t] = nd
                    while len(buckets) <= nd:
                        buckets.append([])
                    buckets[nd].append(t)
        d += 1
    return dist
