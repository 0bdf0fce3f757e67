"""A text drawing of a board, for ``callforge inspect`` in a terminal.

Each space is three characters wide. Walls are ``|`` and ``---``, closed
doors ``D``, open doors ``d``; scene spaces show their POI arrow; outside
spaces show ``a``/``e`` where an ambulance or engine parks, ``.`` otherwise.

>>> from engine.model import Board
>>> print(draw_board(Board(id="tiny", rows=3, cols=3, openings=[[[0, 1], [1, 1]]])))
+   +   +   +
  .   .   .
+   +   +   +
  . | x | .
+   +---+   +
  .   .   .
+   +   +   +
"""

from __future__ import annotations

from authoring.canonical import wall_edges
from engine.model import Board
from engine.model.board import normalize_edge

ARROW_GLYPHS = {"N": "↑", "NE": "↗", "E": "→", "SE": "↘", "S": "↓", "SW": "↙", "W": "←", "NW": "↖"}


def draw_board(board: Board) -> str:
    """The board as lines of text (see the module docstring for the symbols)."""
    walls = wall_edges(board)
    doors = {normalize_edge(d.edge): d.state for d in board.doors}
    scene = board.scene_cells()
    arrows = board.arrows.arrows() if board.arrows else {}
    parked = {}
    for kind in ("ambulance", "engine"):
        for spot in getattr(board.parking, kind):
            for cell in spot:
                parked[tuple(cell)] = kind[0]

    def edge_mark(a, b, wall: str, closed: str, opened: str, empty: str) -> str:
        edge = normalize_edge((a, b))
        if edge in doors:
            return closed if doors[edge] == "closed" else opened
        return wall if edge in walls else empty

    def content(cell) -> str:
        if cell in scene:
            word = arrows.get(cell)
            return ARROW_GLYPHS.get(word, "?") if word else "x"
        return parked.get(cell, ".")

    lines = []
    for r in range(board.rows + 1):
        top = "+"
        for c in range(board.cols):
            top += edge_mark((r - 1, c), (r, c), "---", "-D-", "-d-", "   ") + "+"
        lines.append(top)
        if r == board.rows:
            break
        row = ""
        for c in range(board.cols):
            row += edge_mark((r, c - 1), (r, c), "|", "D", "d", " ") + f" {content((r, c))} "
        lines.append(row)
    return "\n".join(line.rstrip() for line in lines)
