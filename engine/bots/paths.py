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
3
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
    structure key (``passable`` and ``door`` bytes) changes; the neighbour
    lists of the structure are built once per key.
    """

    __slots__ = ("cb", "_key", "_fields", "_open", "_doors")

    def __init__(self, cb):
        self.cb = cb
        self._key: bytes = b""
        self._fields: dict[tuple[int, ...], list[int]] = {}
        self._open: list[list[int]] = []
        self._doors: list[list[int]] = []

    def field(self, sources: tuple[int, ...], passable, door) -> list[int]:
        """AP distance from the nearest of ``sources`` to every space (``INF`` when unreachable)."""
        key = bytes(passable) + bytes(door)
        if key != self._key:
            self._restructure(key, passable, door)
        found = self._fields.get(sources)
        if found is None:
            found = self._fields[sources] = _dial(self._open, self._doors, self.cb.n, sources)
        return found

    def open_neighbours(self, passable, door) -> list[list[int]]:
        """Per space, the spaces Adjacent to it now (through passable edges, R-GEO-3)."""
        key = bytes(passable) + bytes(door)
        if key != self._key:
            self._restructure(key, passable, door)
        return self._open

    def _restructure(self, key: bytes, passable, door) -> None:
        self._key = key
        self._fields = {}
        self._open = [[t for t, e in nbrs if passable[e]] for nbrs in self.cb.adjacent]
        self._doors = [[t for t, e in nbrs if not passable[e] and door[e] == DOOR_CLOSED] for nbrs in self.cb.adjacent]


def _dial(open_nbrs, door_nbrs, n: int, sources) -> list[int]:
    dist = [INF] * n
    buckets: list[list[int]] = [list(sources), [], []]
    for s in sources:
        dist[s] = 0
    d = 0
    while d < len(buckets):
        bucket = buckets[d]
        if bucket:
            nd1, nd2 = d + 1, d + 2
            if len(buckets) <= nd2:
                buckets.extend(([], []))
            next1, next2 = buckets[nd1], buckets[nd2]
            for s in bucket:
                if dist[s] != d:
                    continue
                for t in open_nbrs[s]:
                    if nd1 < dist[t]:
                        dist[t] = nd1
                        next1.append(t)
                for t in door_nbrs[s]:
                    if nd2 < dist[t]:
                        dist[t] = nd2
                        next2.append(t)
        d += 1
    return dist
