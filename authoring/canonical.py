"""The canonical form of a board: every fact spelled out, in a fixed order.

Authors may leave things implied (the exterior wall, the default scene, zones
as rectangles, arrows as a grid of words). The canonical form states them all
explicitly, so that two boards that mean the same thing have the same
canonical form, and so that boards can be compared with reference data.
``callforge inspect --format json`` prints it.

Conventions: a cell is ``[r, c]``; an edge is its two cells in ascending
order; ``walls`` holds every wall edge, the exterior ones included (R-GEO-1,
R-GEO-4); every list is sorted except parking spots, which keep their driving
order (R-GEO-8); an arrow is ``[from, to]`` (R-GEO-7); ``dice`` gives every roll ``[red, black]`` the space it
names (R-GEO-2). The form describes a board for comparing boards; it is not a board file (the board format's
compact forms are what a file holds).

>>> from engine.model import Board
>>> form = canonical_board(Board(id="tiny", rows=3, cols=3, openings=[[[0, 1], [1, 1]]]))
>>> form["scene"], form["walls"], form["openings"]
([[1, 1]], [[[1, 0], [1, 1]], [[1, 1], [1, 2]], [[1, 1], [2, 1]]], [[[0, 1], [1, 1]]])
"""

from __future__ import annotations

from engine.model import Board
from engine.model.board import DIRECTIONS, normalize_edge

_STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))

Cell = tuple[int, int]
EdgeKey = tuple[Cell, Cell]


def _cell(cell) -> list[int]:
    return [int(cell[0]), int(cell[1])]


def _edge(edge: EdgeKey) -> list[list[int]]:
    return [_cell(edge[0]), _cell(edge[1])]


def exterior_edges(board: Board) -> set[EdgeKey]:
    """Every edge between a scene space and a grid space outside the scene."""
    scene = board.scene_cells()
    edges = set()
    for r, c in scene:
        for dr, dc in _STEPS:
            other = (r + dr, c + dc)
            if other not in scene and board.in_grid(other):
                edges.add(normalize_edge(((r, c), other)))
    return edges


def wall_edges(board: Board) -> set[EdgeKey]:
    """Every wall: the listed interior walls plus the exterior edges that are not doors or openings."""
    doors = {normalize_edge(d.edge) for d in board.doors}
    openings = {normalize_edge(e) for e in board.openings}
    interior = {normalize_edge(e) for e in board.walls}
    return interior | (exterior_edges(board) - doors - openings)


def arrow_edges(board: Board) -> list[tuple[Cell, Cell]]:
    """POI arrows as (from, to) cells; words that are not directions are left out (checks report them)."""
    if board.arrows is None:
        return []
    out = []
    for (r, c), word in board.arrows.arrows().items():
        step = DIRECTIONS.get(word)
        if step is not None:
            out.append(((r, c), (r + step[0], c + step[1])))
    return sorted(out)


def canonical_board(board: Board) -> dict:
    """The board as plain JSON data in canonical form (a pure function of ``board``)."""
    return {
        "id": board.id,
        "rows": board.rows,
        "cols": board.cols,
        "scene": [_cell(c) for c in sorted(board.scene_cells())],
        "walls": [_edge(e) for e in sorted(wall_edges(board))],
        "doors": [
            {"edge": _edge(edge), "state": state}
            for edge, state in sorted((normalize_edge(d.edge), d.state) for d in board.doors)
        ],
        "openings": [_edge(e) for e in sorted({normalize_edge(e) for e in board.openings})],
        "zones": {
            name: [_cell(c) for c in sorted(set(map(tuple, region.cells(board.rows, board.cols))))]
            for name, region in sorted(board.zones.items())
        },
        "arrows": [[_cell(a), _cell(b)] for a, b in arrow_edges(board)],
        "parking": {
            kind: [_edge(normalize_edge(spot)) for spot in getattr(board.parking, kind)]
            for kind in ("ambulance", "engine")
        },
        "dice": {
            "red_sides": board.dice.red_sides,
            "black_sides": board.dice.black_sides,
            "rolls": [[list(roll), _cell(cell)] for roll, cell in sorted(board.dice_table().items())],
        },
    }
