"""Shortest AP paths on a compiled board, kept up to date as walls and doors change.

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
>>> door = bytearray(len(cb.edge_kind))
>>> paths.field((cb.index(0, 1),), passable, door)[cb.index(2, 2)]
3

Opening the scene's wall next to the target shortens the way, and the cached
field follows without a full recomputation:

>>> e = cb.edge[cb.index(1, 2) * 4 + 0]  # north edge of (1, 2): a wall of the scene
>>> passable[e] = 1
>>> paths.field((cb.index(0, 1),), passable, door)[cb.index(2, 2)]
3
>>> paths.field((cb.index(0, 2),), passable, door)[cb.index(2, 2)]
2
"""

from __future__ import annotations

from heapq import heappop, heappush
from typing import Final

from engine.board import CompiledBoard
from engine.state import DOOR_CLOSED

INF: Final = 1 << 20
"""Distance of a space that cannot be reached."""


class PathCache:
    """Distance fields from sets of spaces, repaired when walls or doors change.

    Notes
    -----
    One field is a Dial (bucket) Dijkstra over at most ``4 n`` edges with
    weights 1 and 2: O(n). Fields are cached per source set. The distances
    are symmetric, and walls and doors mostly open up during a game (a door
    opened or blown away, a wall destroyed): an edge that gets cheaper only
    lowers distances, so a cached field is repaired from the two ends of the
    edges that changed since it was computed (a small Dijkstra over the
    spaces that get closer), when it is next asked for. An edge that gets
    dearer (a door closed) drops the cache.
    """

    __slots__ = ("cb", "_passable", "_door", "_fields", "_open", "_doors", "_weight", "_cheaper")

    def __init__(self, cb: CompiledBoard) -> None:
        self.cb = cb
        self._passable = b""
        self._door = b""
        self._fields: dict[tuple[int, ...], tuple[list[int], int]] = {}
        """Source set -> (field, length of ``_cheaper`` when it was last repaired)."""
        self._open: list[list[int]] = []
        self._doors: list[list[int]] = []
        self._weight: list[int] = []
        self._cheaper: list[int] = []
        """Edges that got cheaper since the cache was last dropped, in order."""

    def field(self, sources: tuple[int, ...], passable: bytearray, door: bytearray) -> list[int]:
        """AP distance from the nearest of ``sources`` to every space (``INF`` when unreachable).

        The list is the cache's own: read it, do not change it.
        """
        if passable != self._passable or door != self._door:
            self._update(passable, door)
        found = self._fields.get(sources)
        changes = len(self._cheaper)
        if found is None:
            field = _dial(self._open, self._doors, self.cb.n, sources)
            self._fields[sources] = (field, changes)
            return field
        field, seen = found
        if seen != changes:
            self._lower(field, self._cheaper[seen:])
            self._fields[sources] = (field, changes)
        return field

    def open_neighbours(self, passable: bytearray, door: bytearray) -> list[list[int]]:
        """Per space, the spaces Adjacent to it now (through passable edges, R-GEO-3)."""
        if passable != self._passable or door != self._door:
            self._update(passable, door)
        return self._open

    def _update(self, passable: bytearray, door: bytearray) -> None:
        weight = [1 if p else (2 if d == DOOR_CLOSED else 0) for p, d in zip(passable, door, strict=True)]
        old = self._weight
        self._passable, self._door = bytes(passable), bytes(door)
        self._weight = weight
        self._open = [[t for t, e in nbrs if passable[e]] for nbrs in self.cb.adjacent]
        self._doors = [[t for t, e in nbrs if not passable[e] and door[e] == DOOR_CLOSED] for nbrs in self.cb.adjacent]
        if len(old) != len(weight):
            self._drop()
            return
        cheaper = []
        for e, (w_old, w_new) in enumerate(zip(old, weight, strict=True)):
            if w_old == w_new:
                continue
            if w_old and (not w_new or w_new > w_old):
                self._drop()  # an edge got dearer: distances may grow
                return
            cheaper.append(e)
        self._cheaper.extend(cheaper)

    def _drop(self) -> None:
        self._fields = {}
        self._cheaper = []

    def _lower(self, field: list[int], edges: list[int]) -> None:
        """Repair ``field`` after ``edges`` got cheaper: Dijkstra from the spaces that got closer."""
        cells, weight = self.cb.edge_cells, self._weight
        heap: list[tuple[int, int]] = []
        for e in edges:
            a, b = cells[e]
            w = weight[e]
            if field[a] + w < field[b]:
                field[b] = field[a] + w
                heappush(heap, (field[b], b))
            elif field[b] + w < field[a]:
                field[a] = field[b] + w
                heappush(heap, (field[a], a))
        open_nbrs, door_nbrs = self._open, self._doors
        while heap:
            d, s = heappop(heap)
            if d != field[s]:
                continue
            for t in open_nbrs[s]:
                if d + 1 < field[t]:
                    field[t] = d + 1
                    heappush(heap, (d + 1, t))
            for t in door_nbrs[s]:
                if d + 2 < field[t]:
                    field[t] = d + 2
                    heappush(heap, (d + 2, t))


def _dial(open_nbrs: list[list[int]], door_nbrs: list[list[int]], n: int, sources: tuple[int, ...]) -> list[int]:
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
