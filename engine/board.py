"""``CompiledBoard``: the board as flat integer tables for the rules engine.

A space is an integer ``index = row * cols + col``. Directions are
``0 = N, 1 = E, 2 = S, 3 = W``; ``nbr[s * 4 + d]`` is the grid neighbour in
direction ``d`` (``-1`` off the grid) and ``edge[s * 4 + d]`` the index of the
edge between them (``-1`` off the grid: the board's outer boundary). Every
table is a tuple (or ``bytes``) of ints, built once from a
:class:`engine.model.board.Board`; the hot path never touches pydantic or
networkx objects.

>>> from engine.model import Board
>>> cb = CompiledBoard.from_board(Board(id="tiny", rows=4, cols=4, openings=[[[0, 1], [1, 1]]]))
>>> cb.index(1, 1), cb.cell(5)
(5, (1, 1))
>>> cb.edge_kind[cb.edge[5 * 4 + NORTH]] == OPENING, cb.edge_kind[cb.edge[5 * 4 + WEST]] == WALL
(True, True)

Notes
-----
Building is O(rows * cols); every lookup afterwards is O(1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from engine.model.board import DIRECTIONS, Board

NORTH: Final = 0
EAST: Final = 1
SOUTH: Final = 2
WEST: Final = 3
DR = (-1, 0, 1, 0)
DC = (0, 1, 0, -1)

NONE: Final = 0
WALL: Final = 1
DOOR: Final = 2
OPENING: Final = 3
BOUNDARY: Final = 4
"""Edge kinds. ``NONE``: nothing between the spaces (both inside or both
outside); ``WALL``: interior or exterior wall; ``DOOR``; ``OPENING``: gap in the
scene's outer wall; ``BOUNDARY``: the board's outer edge (no edge index)."""


@dataclass(frozen=True, eq=False)
class CompiledBoard:
    """Integer tables describing one board (see the module docstring)."""

    board_id: str
    rows: int
    cols: int
    n: int
    nbr: tuple[int, ...]
    edge: tuple[int, ...]
    side_kind: tuple[int, ...]
    """Edge kind per ``s * 4 + d`` (``BOUNDARY`` off the grid)."""
    edge_cells: tuple[tuple[int, int], ...]
    """The two spaces of each edge, lower index first."""
    edge_kind: tuple[int, ...]
    door_initially_open: bytes
    scene: bytes
    """1 for a scene space, 0 for an outside (ring) space."""
    scene_spaces: tuple[int, ...]
    outside_spaces: tuple[int, ...]
    adjacent: tuple[tuple[tuple[int, int], ...], ...]
    """Per space: ``(neighbour, edge)`` pairs of its in-grid neighbours."""
    barriers: tuple[tuple[tuple[int, int, int, int], ...], ...]
    """Per space: ``(edge, kind, a, b)`` for each side that is a ``WALL`` or a ``DOOR``, in
    direction order, ``a`` < ``b`` the edge's spaces (doors and chopping, R-ACT-5, R-ACT-7)."""
    zone_names: tuple[str, ...]
    zone_of: tuple[int, ...]
    """Zone index per space, ``-1`` outside every zone."""
    zone_spaces: tuple[tuple[int, ...], ...]
    ambulance_spots: tuple[tuple[int, int], ...]
    engine_spots: tuple[tuple[int, int], ...]
    engine_spot_zone: tuple[int, ...]
    """The zone bordering each engine spot (R-ACT-9), ``-1`` when none does."""
    spot_of_space_amb: tuple[int, ...]
    spot_of_space_eng: tuple[int, ...]
    arrow_next: tuple[int, ...]
    """POI arrow successor per space (R-GEO-7), ``-1`` without arrow."""
    red_sides: int
    black_sides: int
    dice_target: tuple[int, ...]
    """Space named by roll ``(red, black)`` at ``(red - 1) * black_sides + black - 1``, or ``-1``."""
    nearest_ambulance_space: tuple[int, ...]
    """Per space: the nearest ambulance parking space as the crow flies, ties by ascending index
    (R-SEC-4); on a board without ambulance spots, the nearest space outside the scene."""
    entry_spaces: tuple[int, ...]
    """Outside spaces next to an opening or a door of the scene, ascending (default starts)."""
    zone_red_faces: tuple[frozenset, ...]
    """Per zone: red faces that name one of its spaces (deck gun flipping, R-ACT-9)."""
    zone_black_faces: tuple[frozenset, ...]
    """Per zone: black faces that name one of its spaces (R-ACT-9)."""
    blank: bytes = b""
    """``n`` zero bytes: a per-space marker array equal to it holds no marker (one C-level comparison)."""
    cells: tuple[tuple[int, int], ...] = ()
    """``(row, col)`` of every space."""
    space_of: dict = field(default_factory=dict, repr=False)
    """Space index by ``(row, col)`` cell, and ``-1`` for ``(-1, -1)`` (no cell): reads an ``Action``'s cells."""
    action_cache: dict = field(default_factory=dict, repr=False)
    """``Action`` objects by key, shared by every game on this board (filled by ``Game``)."""
    action_codes: dict = field(default_factory=dict, repr=False)
    """Code (see ``keys``) by ``id()`` of each cached or kept ``Action`` (both keep them alive, so ids
    stay unique)."""
    action_kept: dict = field(default_factory=dict, repr=False)
    """Other ``Action`` objects games were asked about, by ``id()``: kept alive for ``action_codes``
    (a bot asks about the same few hundred actions of its own again and again)."""
    keys: list = field(default_factory=list, repr=False)
    """The key of every action generated on this board, by code: the code of a move is
    ``6 * dest + 2 * item + lead``, of an extinguish step or whole Fire removed ``6 * n + 2 * space +
    full``, of opening, closing and chopping an edge ``8 * n + 3 * edge + (0, 1, 2)``, of the turn end
    the next one; other keys get the next codes as they are generated (filled by ``Game``). A legal
    map is keyed by code: an int hashes at once, a key tuple item by item."""
    key_codes: dict = field(default_factory=dict, repr=False)
    """Code by key: the inverse of ``keys``."""
    codes: list = field(default_factory=list, repr=False)
    """The codes of the keys ``Game`` fills ``keys`` with first, as int objects made once."""

    @classmethod
    def from_board(cls, board: Board) -> CompiledBoard:
        """Compile ``board`` into integer tables (R-GEO-1..8); each table is built by one helper below."""
        rows, cols = board.rows, board.cols
        n = rows * cols
        scene = _scene_mask(board)
        sides = _Sides.build(board, scene)
        nbr, edge, side_kind = sides.nbr, sides.edge, sides.side_kind
        zone_names = tuple(board.zones)
        zone_of, zone_spaces = _zone_tables(board)
        amb = tuple(_ordered(_index(board, a), _index(board, b)) for a, b in board.parking.ambulance)
        eng = tuple(_ordered(_index(board, a), _index(board, b)) for a, b in board.parking.engine)
        amb_spaces = sorted(s for spot in amb for s in spot)
        zone_red, zone_black = _zone_faces(board, zone_of, len(zone_names))
        cells = tuple(divmod(s, cols) for s in range(n))
        return cls(
            cells=cells,
            blank=bytes(n),
            space_of={(-1, -1): -1, **{cell: s for s, cell in enumerate(cells)}},
            zone_red_faces=zone_red,
            zone_black_faces=zone_black,
            board_id=board.id,
            rows=rows,
            cols=cols,
            n=n,
            nbr=tuple(nbr),
            edge=tuple(edge),
            side_kind=tuple(side_kind),
            edge_cells=tuple(sides.edge_cells),
            edge_kind=tuple(sides.edge_kind),
            door_initially_open=bytes(sides.door_open),
            scene=bytes(scene),
            scene_spaces=tuple(s for s in range(n) if scene[s]),
            outside_spaces=tuple(s for s in range(n) if not scene[s]),
            adjacent=sides.adjacent(),
            barriers=sides.barriers(),
            zone_names=zone_names,
            zone_of=tuple(zone_of),
            zone_spaces=zone_spaces,
            ambulance_spots=amb,
            engine_spots=eng,
            engine_spot_zone=tuple(_bordering_zone(spot, nbr, scene, zone_of) for spot in eng),
            spot_of_space_amb=_spot_of_space(amb, n),
            spot_of_space_eng=_spot_of_space(eng, n),
            arrow_next=_arrow_table(board),
            red_sides=board.dice.red_sides,
            black_sides=board.dice.black_sides,
            dice_target=_dice_targets(board),
            nearest_ambulance_space=_nearest_spaces(cols, n, amb_spaces or [s for s in range(n) if not scene[s]]),
            entry_spaces=_entry_spaces(scene, nbr, side_kind),
        )

    def index(self, row: int, col: int) -> int:
        """Space index of ``(row, col)``."""
        return row * self.cols + col

    def cell(self, s: int) -> tuple[int, int]:
        """``(row, col)`` of space ``s``."""
        return divmod(s, self.cols)

    def edge_between(self, a: int, b: int) -> int:
        """Edge index between grid neighbours ``a`` and ``b``, ``-1`` if they are not neighbours.

        >>> from engine.model import Board
        >>> cb = CompiledBoard.from_board(Board(id="b"))
        >>> cb.edge_between(11, 12) == cb.edge[11 * 4 + EAST], cb.edge_between(11, 13)
        (True, -1)
        """
        for d in range(4):
            if self.nbr[a * 4 + d] == b:
                return self.edge[a * 4 + d]
        return -1

    def roll_target(self, red: int, black: int) -> int:
        """Space named by a dice roll (R-GEO-2), ``-1`` when the roll names none."""
        if 1 <= red <= self.red_sides and 1 <= black <= self.black_sides:
            return self.dice_target[(red - 1) * self.black_sides + black - 1]
        return -1


def _index(board: Board, cell) -> int:
    """Space index of a ``(row, col)`` cell of ``board``."""
    return cell[0] * board.cols + cell[1]


def _scene_mask(board: Board) -> bytearray:
    """1 per scene space, 0 per outside space (R-GEO-1)."""
    scene = bytearray(board.rows * board.cols)
    for r, c in board.scene_cells():
        if 0 <= r < board.rows and 0 <= c < board.cols:
            scene[r * board.cols + c] = 1
    return scene


@dataclass
class _Sides:
    """The grid's neighbours and edges while a board is compiled: what stands on each side of each space
    (R-GEO-3..5). Every list is indexed by ``s * 4 + d`` but the edge lists, indexed by edge."""

    nbr: list[int]
    edge: list[int]
    side_kind: list[int]
    edge_cells: list[tuple[int, int]]
    edge_kind: list[int]
    door_open: bytearray

    @classmethod
    def build(cls, board: Board, scene: bytearray) -> _Sides:
        """Number every edge between grid neighbours (in space, then direction order) and give it its kind:
        a listed door or opening, a listed wall or the scene's outer wall, else nothing."""
        rows, cols = board.rows, board.cols
        n = rows * cols

        def key(a, b) -> tuple[int, int]:
            a, b = _index(board, a), _index(board, b)
            return (a, b) if a < b else (b, a)

        walls = {key(*w) for w in board.walls}
        doors = {key(*d.edge): d.state for d in board.doors}
        openings = {key(*o) for o in board.openings}
        sides = cls([-1] * (n * 4), [-1] * (n * 4), [BOUNDARY] * (n * 4), [], [], bytearray())
        edge_ids: dict[tuple[int, int], int] = {}
        for s in range(n):
            r, c = divmod(s, cols)
            for d in range(4):
                rr, cc = r + DR[d], c + DC[d]
                if not (0 <= rr < rows and 0 <= cc < cols):
                    continue
                t = rr * cols + cc
                sides.nbr[s * 4 + d] = t
                k = (s, t) if s < t else (t, s)
                e = edge_ids.get(k)
                if e is None:
                    e = edge_ids[k] = len(sides.edge_cells)
                    sides.edge_cells.append(k)
                    sides.edge_kind.append(_edge_kind(k, doors, openings, walls, scene[s] != scene[t]))
                    sides.door_open.append(1 if doors.get(k) == "open" else 0)
                sides.edge[s * 4 + d] = e
                sides.side_kind[s * 4 + d] = sides.edge_kind[e]
        return sides

    def adjacent(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """Per space: ``(neighbour, edge)`` of each in-grid neighbour."""
        nbr, edge = self.nbr, self.edge
        return tuple(
            tuple((nbr[s * 4 + d], edge[s * 4 + d]) for d in range(4) if nbr[s * 4 + d] >= 0)
            for s in range(len(nbr) // 4)
        )

    def barriers(self) -> tuple[tuple[tuple[int, int, int, int], ...], ...]:
        """Per space: ``(edge, kind, a, b)`` of each side that is a wall or a door."""
        edge, kind, cells = self.edge, self.side_kind, self.edge_cells
        return tuple(
            tuple((edge[i], kind[i], *cells[edge[i]]) for i in range(s * 4, s * 4 + 4) if kind[i] in (WALL, DOOR))
            for s in range(len(edge) // 4)
        )


def _edge_kind(k: tuple[int, int], doors: dict, openings: set, walls: set, crosses_scene: bool) -> int:
    """What stands on edge ``k``: a door or opening as listed, a wall as listed or where the edge crosses the
    scene's outer wall, else nothing."""
    if k in doors:
        return DOOR
    if k in openings:
        return OPENING
    if k in walls or crosses_scene:
        return WALL
    return NONE


def _zone_tables(board: Board) -> tuple[list[int], tuple[tuple[int, ...], ...]]:
    """Zone index per space (``-1`` outside every zone) and each zone's spaces, ascending."""
    zone_of = [-1] * (board.rows * board.cols)
    zone_spaces = []
    for z, name in enumerate(board.zones):
        cells = board.zones[name].cells(board.rows, board.cols)
        members = sorted(_index(board, cell) for cell in cells if board.in_grid(cell))
        for s in members:
            zone_of[s] = z
        zone_spaces.append(tuple(members))
    return zone_of, tuple(zone_spaces)


def _spot_of_space(spots: tuple[tuple[int, int], ...], n: int) -> tuple[int, ...]:
    """Per space: the index of the parking spot it belongs to, ``-1`` for none."""
    spot_of = [-1] * n
    for i, spot in enumerate(spots):
        for s in spot:
            spot_of[s] = i
    return tuple(spot_of)


def _arrow_table(board: Board) -> tuple[int, ...]:
    """Per space: where its POI arrow points (R-GEO-7), ``-1`` without one or off the grid."""
    rows, cols = board.rows, board.cols
    arrow_next = [-1] * (rows * cols)
    if board.arrows is not None:
        for (r, c), word in board.arrows.arrows().items():
            step = DIRECTIONS.get(word)
            if step is None or not board.in_grid((r, c)):
                continue
            rr, cc = r + step[0], c + step[1]
            if 0 <= rr < rows and 0 <= cc < cols:
                arrow_next[r * cols + c] = rr * cols + cc
    return tuple(arrow_next)


def _dice_targets(board: Board) -> tuple[int, ...]:
    """The space each roll names (R-GEO-2), at ``(red - 1) * black_sides + black - 1``, ``-1`` for none."""
    red, black = board.dice.red_sides, board.dice.black_sides
    targets = [-1] * (red * black)
    for (rv, bv), cell in board.dice_table().items():
        if 1 <= rv <= red and 1 <= bv <= black and board.in_grid(cell):
            targets[(rv - 1) * black + bv - 1] = _index(board, cell)
    return tuple(targets)


def _zone_faces(board: Board, zone_of: list[int], zones: int) -> tuple[tuple[frozenset, ...], tuple[frozenset, ...]]:
    """Per zone: the red faces and the black faces that name one of its spaces (R-ACT-9)."""
    red: list[set[int]] = [set() for _ in range(zones)]
    black: list[set[int]] = [set() for _ in range(zones)]
    for (rv, bv), cell in board.dice_table().items():
        if board.in_grid(cell) and zone_of[_index(board, cell)] >= 0:
            red[zone_of[_index(board, cell)]].add(rv)
            black[zone_of[_index(board, cell)]].add(bv)
    return tuple(frozenset(z) for z in red), tuple(frozenset(z) for z in black)


def _nearest_spaces(cols: int, n: int, targets: list[int]) -> tuple[int, ...]:
    """Per space: the nearest of ``targets`` as the crow flies, ties by ascending index (R-SEC-4)."""
    nearest = []
    for s in range(n):
        r, c = divmod(s, cols)
        best, best_d = -1, None
        for t in targets:
            tr, tc = divmod(t, cols)
            dist = (tr - r) ** 2 + (tc - c) ** 2
            if best_d is None or dist < best_d:
                best, best_d = t, dist
        nearest.append(best)
    return tuple(nearest)


def _entry_spaces(scene: bytearray, nbr: list[int], side_kind: list[int]) -> tuple[int, ...]:
    """Outside spaces next to a door or an opening of the scene, ascending."""
    entries = set()
    for i, t in enumerate(nbr):
        if t >= 0 and scene[i // 4] and not scene[t] and side_kind[i] in (DOOR, OPENING):
            entries.add(t)
    return tuple(sorted(entries))


def _ordered(a: int, b: int) -> tuple[int, int]:
    """The two spaces of a parking spot, lower index first."""
    return (a, b) if a <= b else (b, a)


def _bordering_zone(spot, nbr, scene, zone_of) -> int:
    """The zone most scene neighbours of a parking spot belong to (ties: lowest zone index)."""
    counts: dict[int, int] = {}
    for s in spot:
        for d in range(4):
            t = nbr[s * 4 + d]
            if t >= 0 and scene[t] and zone_of[t] >= 0:
                counts[zone_of[t]] = counts.get(zone_of[t], 0) + 1
    if not counts:
        return -1
    return min(counts, key=lambda z: (-counts[z], z))


COMPILED_CACHE_SIZE: Final[int] = 32
"""How many compiled boards are kept: enough for a studio session's open boards, bounded for a long one."""
_COMPILED: dict[int, tuple[Board, CompiledBoard]] = {}
"""Compiled boards by ``id(board)``, least recently used first; each entry keeps its board alive, so no id is reused."""


def compile_board(board: Board) -> CompiledBoard:
    """The compiled tables of ``board``, built once per board object while it is among the last ones used."""
    key = id(board)
    hit = _COMPILED.pop(key, None)
    if hit is not None and hit[0] is board:
        _COMPILED[key] = hit
        return hit[1]
    cb = CompiledBoard.from_board(board)
    _COMPILED[key] = (board, cb)
    while len(_COMPILED) > COMPILED_CACHE_SIZE:
        del _COMPILED[next(iter(_COMPILED))]
    return cb


def compiled_cache_size() -> int:
    """How many compiled boards are kept now (at most :data:`COMPILED_CACHE_SIZE`)."""
    return len(_COMPILED)
