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

from typing import Final

from engine.board import CompiledBoard
from engine.state import DOOR_CLOSED

INF: Final = 1 << 20
"""Distance of a space that cannot be reached."""


class PathCache:
    """Distance fields from spaces and sets of spaces, kept exact as walls and doors change.

    Notes
    -----
    The field of one space is a row of an all-pairs distance table, built
    when first asked for by a Dial (bucket) Dijkstra over at most ``4 n``
    edges with weights 1 and 2 (O(n)). Walls and doors mostly open up during
    a game (a door opened or blown away, a wall destroyed), and an edge
    ``(a, b)`` that gets cheaper (weight ``w``) can only shorten a path by
    being used once, so every built row ``i`` is repaired in place, exactly::

        d(i, j) = min(d(i, j), d(i, a) + w + d(b, j), d(i, b) + w + d(a, j))

    which is O(n) per row and needs no search. An edge that gets dearer (a
    door closed) drops every row. Fields of several sources (the rescue
    spaces, a parking spot) are computed afresh once per structure.

    Every game of a board starts from the same walls and doors, so the rows
    built for a starting structure are shared, read-only, by all caches of
    that board in the process (:data:`_SHARED`); a cache copies a shared row
    before repairing it.
    """

    __slots__ = ("cb", "_passable", "_door", "_open", "_doors", "_rows", "_owned", "_shared", "_multi", "_version")

    def __init__(self, cb: CompiledBoard) -> None:
        self.cb = cb
        self._passable = b""
        self._door = b""
        self._open: list[list[int]] = []
        self._doors: list[list[int]] = []
        self._rows: list[list[int] | None] = []
        """Space -> its field for the current walls and doors, or None until asked for."""
        self._owned: list[bool] = []
        """Space -> whether its row is this cache's own (else shared: copy before changing)."""
        self._shared: list[list[int] | None] | None = None
        """The shared rows of the starting structure while it still holds, else None."""
        self._multi: dict[tuple[int, ...], tuple[int, list[int]]] = {}
        """Source set -> (structure version, field) for fields of several sources."""
        self._version = 0

    def field(self, sources: tuple[int, ...], passable: bytearray, door: bytearray) -> list[int]:
        """AP distance from the nearest of ``sources`` to every space (``INF`` when unreachable).

        The list may be shared and is repaired in place: read it, do not keep or change it.
        """
        if passable != self._passable or door != self._door:
            self._update(passable, door)
        return self.get(sources)

    def sync(self, passable: bytearray, door: bytearray) -> None:
        """Follow the walls and doors of ``passable`` and ``door``; :meth:`get` then needs no state."""
        if passable != self._passable or door != self._door:
            self._update(passable, door)

    def get(self, sources: tuple[int, ...]) -> list[int]:
        """:meth:`field` for the walls and doors of the last :meth:`sync` (or :meth:`field`) call."""
        if len(sources) == 1:
            return self.row(sources[0])
        found = self._multi.get(sources)
        if found is not None and found[0] == self._version:
            return found[1]
        field = _dial(self._open, self._doors, self.cb.n, sources)
        self._multi[sources] = (self._version, field)
        return field

    def row(self, s: int) -> list[int]:
        """The field of space ``s``."""
        row = self._rows[s]
        if row is None:
            row = _dial(self._open, self._doors, self.cb.n, (s,))
            self._rows[s] = row
            self._owned[s] = True
            shared = self._shared
            if shared is not None:  # still the starting structure: other games may use it
                shared[s] = row
                self._owned[s] = False
        return row

    def edges(self) -> tuple[bytes, bytes]:
        """The passable and door layers of the last :meth:`sync`, as ``bytes`` copies."""
        return self._passable, self._door

    def neighbours(self) -> list[list[int]]:
        """Per space, the spaces Adjacent to it (through passable edges, R-GEO-3) as of the last :meth:`sync`."""
        return self._open

    def _update(self, passable: bytearray, door: bytearray) -> None:
        old_passable, old_door = self._passable, self._door
        self._passable, self._door = new_passable, new_door = bytes(passable), bytes(door)
        if len(old_passable) != len(new_passable):
            self._start(passable, door)
            return
        changed: list[int] = []
        dearer = False
        for e in range(len(new_passable)):
            if new_passable[e] != old_passable[e] or new_door[e] != old_door[e]:
                old_w, new_w = _weight(old_passable[e], old_door[e]), _weight(new_passable[e], new_door[e])
                if new_w != old_w:
                    changed.append(e)
                    dearer = dearer or (old_w > 0 and (new_w == 0 or new_w > old_w))
        adjacent, edge_cells = self.cb.adjacent, self.cb.edge_cells
        self._open, self._doors = self._open.copy(), self._doors.copy()  # the old lists may be shared
        for e in changed:
            for s in edge_cells[e]:
                self._open[s] = [t for t, f in adjacent[s] if new_passable[f]]
                self._doors[s] = [t for t, f in adjacent[s] if not new_passable[f] and new_door[f] == DOOR_CLOSED]
        self._version += 1
        self._shared = None
        if dearer:  # distances may grow: start afresh
            n = self.cb.n
            self._rows = [None] * n
            self._owned = [True] * n
            return
        for e in changed:
            a, b = edge_cells[e]
            self._shortcut(a, b, _weight(new_passable[e], new_door[e]))

    def _shortcut(self, a: int, b: int, w: int) -> None:
        """Repair every built row after edge ``(a, b)`` got cheaper, now ``w`` AP (see the class notes).

        Only the spaces ``j`` at least as near to ``b`` plus ``w`` as to ``a``
        can gain by crossing from ``a`` to ``b`` (else ``d(i, a) + d(a, j)``
        already beats that way), and the other way round; they are found once
        per edge, so each row visits the spaces on the far side only.
        """
        rows, owned = self._rows, self._owned
        row_a, row_b = self.row(a), self.row(b)  # a row built now already knows the edge: harmless
        n = self.cb.n
        beyond_b = [j for j in range(n) if row_b[j] + w <= row_a[j]]
        beyond_a = [j for j in range(n) if row_a[j] + w <= row_b[j]]
        for i in range(n):
            row = rows[i]
            if row is None:
                continue
            to_a, to_b = row[a], row[b]
            via_a, via_b = to_a + w, to_b + w
            if via_a >= to_b and via_b >= to_a:
                continue  # the edge shortens nothing from i
            if not owned[i]:
                row = row.copy()
                rows[i] = row
                owned[i] = True
            if via_a < to_b:
                for j in beyond_b:
                    x = via_a + row_b[j]
                    if x < row[j]:  # written only when shorter: most entries do not change
                        row[j] = x
            if via_b < to_a:
                for j in beyond_a:
                    x = via_b + row_a[j]
                    if x < row[j]:
                        row[j] = x

    def _start(self, passable: bytearray, door: bytearray) -> None:
        """Take the structure a game starts from: neighbour lists and rows come from :data:`_SHARED`."""
        key = (id(self.cb), self._passable, self._door)
        entry = _SHARED.get(key)
        if entry is None or entry[0] is not self.cb:
            if len(_SHARED) >= _SHARED_LIMIT:
                _SHARED.clear()
            adjacent = self.cb.adjacent
            entry = _SHARED[key] = (
                self.cb,
                [[t for t, e in nbrs if passable[e]] for nbrs in adjacent],
                [[t for t, e in nbrs if not passable[e] and door[e] == DOOR_CLOSED] for nbrs in adjacent],
                [None] * self.cb.n,
            )
        _, self._open, self._doors, shared = entry
        self._shared = shared
        self._rows = shared.copy()
        self._owned = [False] * self.cb.n
        self._multi = {}
        self._version += 1


_Start = tuple[CompiledBoard, list[list[int]], list[list[int]], list[list[int] | None]]
_SHARED: dict[tuple[int, bytes, bytes], _Start] = {}
"""(id of the compiled board, passable, door) -> (the board, neighbour lists, rows) of that starting structure."""
_SHARED_LIMIT = 16
"""Starting structures kept per process (a playtest has one or two)."""


def _weight(passable: int, door: int) -> int:
    """AP to cross an edge: 1 when passable, 2 through a Closed door (open, then move), 0 when it cannot be crossed."""
    return 1 if passable else (2 if door == DOOR_CLOSED else 0)


def distance_field(cb: CompiledBoard, sources: tuple[int, ...], passable: bytearray, door: bytearray) -> list[int]:
    """A field computed afresh, sharing nothing: what a :class:`PathCache` must agree with."""
    open_nbrs = [[t for t, e in nbrs if passable[e]] for nbrs in cb.adjacent]
    door_nbrs = [[t for t, e in nbrs if not passable[e] and door[e] == DOOR_CLOSED] for nbrs in cb.adjacent]
    return _dial(open_nbrs, door_nbrs, cb.n, sources)


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
