"""Clicks on the studio's board drawings: which space, edge or arrow a click means for the tool in hand.

Plain functions over the board model and the drawing's hit areas (no Streamlit): the board and Call editors
turn a click into the selection or the edit these return.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from authoring import edit
from authoring.drawings import render
from engine.model import Board, Call
from engine.model.board import DIRECTIONS, normalize_edge

SIDES = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
EDGE_REACH = 12
"""How near an edge (SVG units; a space is 64) a click on a studio drawing picks the edge rather than the space:
wider than the drawing's own default, since edges are thin targets (the hover preview shows the same reach)."""


def edge_at(board: Board, cell, side: str) -> tuple | None:
    """The edge on ``side`` (N, E, S, W) of ``cell``; None when it would leave the grid.

    >>> edge_at(Board(id="b"), (0, 0), "N") is None, edge_at(Board(id="b"), (1, 1), "W")
    (True, ((1, 0), (1, 1)))
    """
    dr, dc = SIDES[side]
    other = (cell[0] + dr, cell[1] + dc)
    if not board.in_grid(tuple(cell)) or not board.in_grid(other):
        return None
    return normalize_edge((tuple(cell), other))


def arrow_toward(within) -> str | None:
    """The POI arrow direction a click at ``within`` (fractions of a space, from its top-left) points.

    The space is read as a 3 x 3 grid: the middle picks no direction (the
    click only selects the space), each outer part the direction from the
    middle toward it (R-GEO-7).

    >>> arrow_toward((0.5, 0.5)), arrow_toward((0.5, 0.05)), arrow_toward((0.95, 0.9)), arrow_toward((0.1, 0.4))
    (None, 'N', 'SE', 'W')
    """
    if within is None:
        return None
    dx, dy = within[0] - 0.5, within[1] - 0.5
    if max(abs(dx), abs(dy)) < 1 / 6:
        return None
    sector = round(math.degrees(math.atan2(dy, dx)) / 45) % 8  # 0 = east, counting clockwise (rows grow down)
    step = (round(math.sin(math.radians(45 * sector))), round(math.cos(math.radians(45 * sector))))
    return next(word for word, delta in DIRECTIONS.items() if delta == step)


@dataclass(frozen=True)
class Drawing:
    """A board drawing as a page shows it: the board and layers it was drawn with, and its SVG.

    Kept per image so that a click is read against the drawing the user saw.
    """

    board: Board
    layers: frozenset[str]
    svg: str

    def hit(self, click) -> render.Hit | None:
        """The space and edge under ``click``, a value of the image component (``x``, ``y``, shown ``width``).

        None when ``click`` is not a click. The image may be shown at any width:
        the scale is the shown width over the drawing's width.

        >>> d = Drawing(Board(id="b"), frozenset(), "")
        >>> d.hit({"x": 2 * (30 + 64 * 2 + 32), "y": 2 * (30 + 64 + 32), "width": 1400, "height": 1144}).cell
        (1, 2)
        >>> d.hit(None) is None, d.hit({"x": 1}) is None
        (True, True)
        """
        if not isinstance(click, dict) or not all(isinstance(click.get(k), int | float) for k in ("x", "y", "width")):
            return None
        width, _ = render.drawing_size(self.board, layers=self.layers)
        if click["width"] <= 0:
            return None
        return render.hit_test(self.board, click["x"], click["y"], scale=click["width"] / width, layers=self.layers,
                               reach=EDGE_REACH)


def click_id(click) -> tuple | None:
    """What tells one click of the image component from another (its time and place); None for no click.

    >>> click_id({"x": 3, "y": 4, "width": 10, "height": 10, "unix_time": 17}), click_id(None)
    ((17, 3, 4), None)
    """
    if not isinstance(click, dict):
        return None
    return (click.get("unix_time"), click.get("x"), click.get("y"))


@dataclass(frozen=True)
class ClickResult:
    """What a click on the board editor's drawing does: an edit to make and what to select.

    ``edit`` is ``(function, args)`` for :func:`apply` (None: nothing
    changes); ``select`` sets the page's inputs (their widget keys to values)
    so that the tool panel shows what was clicked.
    """

    edit: tuple[Callable, tuple] | None = None
    select: dict[str, Any] = field(default_factory=dict)


def board_click(board: Board, hit: render.Hit, tool: str, *, zone: str | None = None,
                vehicle: str = "ambulance") -> ClickResult:
    """What a click at ``hit`` does with ``tool`` ("edge", "arrow", "zone" or "parking").

    - edge: on an edge, cycle it (:func:`authoring.edit.toggle_edge`) and select it; in a space, select the space.
    - arrow: in the middle of a space, select it; in an outer part, point its arrow that way (:func:`arrow_toward`).
    - zone: put the space in ``zone``, or take it out when it is there already.
    - parking: on the edge between two spaces, select that pair; on a space of a ``vehicle`` spot,
      select that spot; elsewhere, select the space.

    >>> r = board_click(Board(id="b"), render.hit_test(Board(id="b"), 30 + 64 * 2, 64 + 64 * 3 + 30), "edge")
    >>> r.edit[1], r.select
    ((((3, 1), (3, 2)),), {'sel_row': 3, 'sel_col': 1, 'edge_side': 'E'})
    """
    if hit.cell is None and not (tool in ("edge", "parking") and hit.edge):
        return ClickResult()
    cell = hit.cell
    if tool == "edge":
        if hit.edge is not None:
            first, second = hit.edge
            side = "E" if first[0] == second[0] else "S"
            return ClickResult((edit.toggle_edge, (hit.edge,)), _select(first, edge_side=side))
        return ClickResult(None, _select(cell))
    if tool == "arrow":
        direction = arrow_toward(hit.within)
        if direction is None:
            return ClickResult(None, _select(cell))
        return ClickResult((edit.set_arrow, (cell, direction)), _select(cell, arrow_dir=direction))
    if tool == "zone":
        name = zone or "zone"
        region = board.zones.get(name)
        inside = region is not None and cell in set(region.cells())
        return ClickResult((edit.paint_zone, (None if inside else name, cell)),
                           _select(cell, sel_row2=cell[0], sel_col2=cell[1]))
    if tool == "parking":
        if hit.edge is not None:
            first, second = hit.edge
            return ClickResult(None, _select(first, park_dir="E" if first[0] == second[0] else "S"))
        for index, spot in enumerate(getattr(board.parking, vehicle)):
            if cell in (tuple(c) for c in spot):
                first, second = sorted(tuple(c) for c in spot)
                return ClickResult(None, _select(first, park_index=index,
                                                 park_dir="E" if first[0] == second[0] else "S"))
        return ClickResult(None, _select(cell))
    raise ValueError(f"unknown tool {tool!r}")


def _select(cell, **more) -> dict[str, Any]:
    return {"sel_row": cell[0], "sel_col": cell[1], **more}


def marker_click(call: Call, kind: str, cell) -> tuple[Callable, tuple]:
    """The edit a click on ``cell`` makes in the Call editor: remove the ``kind`` marker there, else place one.

    >>> c = Call(id="c", title={"en": "T"}, board="b", setup={"fire": [[2, 2]]})
    >>> marker_click(c, "fire", (2, 2))[0].__name__, marker_click(c, "smoke", (2, 2))[0].__name__
    ('remove_marker', 'place_marker')
    """
    present = tuple(cell) in {tuple(c) for c in getattr(call.setup, kind)}
    return (edit.remove_marker if present else edit.place_marker), (kind, tuple(cell))
