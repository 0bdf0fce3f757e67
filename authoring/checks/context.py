"""What every check gets: the board, the Call if any, and graphs computed once.

>>> from engine.model import Board
>>> ctx = Context(Board(id="b", rows=4, cols=4))
>>> len(ctx.scene), ctx.open_graph.number_of_nodes(), ctx.params is None
(4, 16, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import networkx as nx

from authoring import graph
from authoring.diagnostics import Diagnostic, make
from engine.model import Board, Call, RulesetParams, resolve_params
from engine.model.board import normalize_edge
from engine.model.common import MAX_SPACES


@dataclass
class Context:
    """The input of a check; graphs are built on first use and shared by every check."""

    board: Board
    call: Call | None = None

    @cached_property
    def scene(self) -> frozenset[graph.Cell]:
        """Scene spaces on the grid."""
        return graph.scene_spaces(self.board)

    @cached_property
    def zone_cells(self) -> dict[str, frozenset[graph.Cell]]:
        """The grid spaces of each zone (R-GEO-5), listed once for every zone check."""
        return graph.zone_cells(self.board)

    @cached_property
    def open_graph(self) -> nx.Graph:
        """Movement with every door open (reachability, distances)."""
        return graph.movement_graph(self.board, doors="open")

    @cached_property
    def initial_graph(self) -> nx.Graph:
        """Movement with the doors as the board sets them up, the Call's open doors opened (Adjacency at the start)."""
        opened = {normalize_edge(e) for e in self.call.setup.open_doors} if self.call is not None else set()
        graph_ = graph.movement_graph(self.board, doors="initial")
        closed_doors = [normalize_edge(d.edge) for d in self.board.doors if d.state == "closed"]
        for a, b in closed_doors:
            if (a, b) in opened and a in graph_ and b in graph_:
                graph_.add_edge(a, b, feature="door", state="open")
        return graph_

    @cached_property
    def rooms(self) -> list[frozenset[graph.Cell]]:
        """Rooms: scene spaces joined with every door closed."""
        return graph.rooms(self.board)

    @cached_property
    def room_of(self) -> dict[graph.Cell, int]:
        """Index into :attr:`rooms` of every scene space."""
        return {cell: i for i, room in enumerate(self.rooms) for cell in room}

    @cached_property
    def arrow_graph(self) -> nx.DiGraph:
        """POI arrows (R-GEO-7)."""
        return graph.arrow_graph(self.board)

    @cached_property
    def dice_map(self) -> dict[tuple[int, int], graph.Cell]:
        """Each roll (red, black) that names a scene space, mapped to it (R-GEO-2).

        Mistakes are left out: rolls the dice cannot show, cells off the scene,
        and the later of two entries for one roll.
        """
        dice = self.board.dice
        if dice.table is None:
            pairs = (((r, b), (r, b)) for r in range(1, dice.red_sides + 1) for b in range(1, dice.black_sides + 1))
        else:
            pairs = ((tuple(e.roll), tuple(e.cell)) for e in dice.table)
        out: dict[tuple[int, int], graph.Cell] = {}
        for roll, cell in pairs:
            if cell in self.scene and 1 <= roll[0] <= dice.red_sides and 1 <= roll[1] <= dice.black_sides:
                out.setdefault(roll, cell)
        return out

    @cached_property
    def params(self) -> RulesetParams | None:
        """The Call's resolved ruleset parameters; None without a Call."""
        if self.call is None:
            return None
        return resolve_params(self.call.ruleset.name, self.call.ruleset.params)


def too_large(board: Board) -> Diagnostic | None:
    """FP406 when the grid or the dice range is too large to check, else None.

    The bound is the engine's own (:data:`engine.model.common.MAX_SPACES`, 100 x
    100): such a board is checked in about a quarter of a second and a game on
    it set up in about half a second, so a file that validates without error is
    one every command can play.

    >>> too_large(Board(id="b", rows=1000, cols=1000)).pointer
    '/rows'
    >>> too_large(Board(id="b")) is None
    True
    """
    if board.rows * board.cols > MAX_SPACES:
        return make(
            "FP406",
            f"the {board.rows} x {board.cols} grid has more than {MAX_SPACES} spaces: the board is neither checked further nor played",
            pointer="/rows",
            hint="Boards for the game are small (the standard one is 8 x 10); check the rows and cols values.",
        )
    if board.dice.red_sides * board.dice.black_sides > MAX_SPACES:
        return make(
            "FP406",
            f"dice with {board.dice.red_sides} and {board.dice.black_sides} sides give more than {MAX_SPACES} rolls: the board is neither checked further nor played",
            pointer="/dice",
            hint=f"The game uses a d6 and a d8; check the dice sides (their product may be at most {MAX_SPACES}).",
        )
    return None


def wall_pointer(board, index: int) -> str:
    """Where wall ``index`` of ``board.walls`` is written in the file: its own entry, or the room that implies it.

    A board's ``rooms`` add the walls between them to ``walls`` when it is
    read (``engine.model.board.room_walls``); such a wall has no entry in the
    file, so it is located at the named room on one of its sides.

    >>> from engine.model import Board
    >>> b = Board(id="b", rows=4, cols=5, rooms={"w": {"rows": [1, 2], "cols": [1, 1]}}, walls=[[[1, 2], [1, 3]]])
    >>> [wall_pointer(b, i) for i in range(len(b.walls))]
    ['/walls/0', '/rooms/w', '/rooms/w']
    """
    from engine.model.board import normalize_edge, room_of_space, room_walls

    edge = normalize_edge(board.walls[index])
    if not board.rooms or edge not in set(room_walls(board)):
        return pointer("walls", index)
    owner = room_of_space(board)
    room = owner.get(edge[0]) or owner.get(edge[1])
    return pointer("rooms", room) if room is not None else "/rooms"


def pointer(*parts: object) -> str:
    """A JSON Pointer (RFC 6901) from its reference tokens.

    >>> pointer("zones", "a/b", 0)
    '/zones/a~1b/0'
    >>> pointer()
    ''
    """
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def cell_text(cell) -> str:
    """A cell as people read it in messages: ``[r, c]``.

    >>> cell_text((3, 7))
    '[3, 7]'
    """
    return f"[{cell[0]}, {cell[1]}]"


def claim_cells(owner: dict, name: str, cells) -> dict[str, list]:
    """Give ``name`` the ``cells`` nobody owns yet; return, per earlier owner, the cells it already held (overlaps).

    >>> owner = {(0, 0): "hall"}
    >>> claim_cells(owner, "kitchen", [(0, 0), (0, 1)]), owner[(0, 1)]
    ({'hall': [(0, 0)]}, 'kitchen')
    """
    shared: dict[str, list] = {}
    for cell in cells:
        if cell in owner:
            shared.setdefault(owner[cell], []).append(cell)
        else:
            owner[cell] = name
    return shared


def cells_text(cells, limit: int = 12) -> str:
    """Cells in reading order, shortened after ``limit``.

    >>> cells_text([(2, 1), (1, 1)])
    '[1, 1], [2, 1]'
    >>> cells_text([(0, c) for c in range(5)], limit=2)
    '[0, 0], [0, 1] and 3 more'
    """
    ordered = sorted(tuple(c) for c in cells)
    text = ", ".join(cell_text(c) for c in ordered[:limit])
    if len(ordered) > limit:
        text += f" and {len(ordered) - limit} more"
    return text


def edge_text(edge) -> str:
    """An edge as ``[r, c]-[r, c]``.

    >>> edge_text(((1, 1), (1, 2)))
    '[1, 1]-[1, 2]'
    """
    return f"{cell_text(edge[0])}-{cell_text(edge[1])}"
