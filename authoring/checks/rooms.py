"""Rooms, the typed form of walls: rooms that overlap, and rooms that leave the scene (FP260, FP261).

A board's ``rooms`` imply the walls between them (``engine.model.board.room_walls``);
these checks say where the rooms themselves are wrong, at the room's own place in
the file. They run only when the board has rooms.

>>> from engine.model import Board
>>> board = Board(id="b", rows=4, cols=5, rooms={"a": {"rows": [1, 2], "cols": [1, 2]}, "b": {"cells": [[2, 2], [2, 3]]}})
>>> [(d.code, d.pointer, d.cells) for d in check_overlaps(Context(board))]
[('FP260', '/rooms/b', ((2, 2),))]
"""

from __future__ import annotations

from collections.abc import Iterator

from authoring.checks.context import Context, cells_text, claim_cells, pointer
from authoring.diagnostics import Diagnostic, make
from engine.model.board import room_cells
from engine.model.common import Rect


def check_overlaps(ctx: Context) -> Iterator[Diagnostic]:
    """FP260: no space belongs to two rooms."""
    owner: dict[tuple[int, int], str] = {}
    for name, region in (ctx.board.rooms or {}).items():
        for other, cells in claim_cells(owner, name, sorted(room_cells(ctx.board, region))).items():
            yield make(
                "FP260",
                f"rooms '{other}' and '{name}' overlap on {cells_text(cells)}",
                pointer=pointer("rooms", name),
                cells=cells,
                hint=f"Each space belongs to one room at most: take these spaces out of '{other}' or '{name}'.",
            )


def check_inside_scene(ctx: Context) -> Iterator[Diagnostic]:
    """FP261: every space of a room is a scene space on the grid."""
    board = ctx.board
    for name, region in (board.rooms or {}).items():
        where = pointer("rooms", name)
        off_grid = _off_grid(board, region)
        if off_grid:
            yield make(
                "FP261",
                f"room '{name}' reaches off the {board.rows} x {board.cols} grid: {off_grid}",
                pointer=where,
                hint="Rows run from 0 to rows - 1 and columns from 0 to cols - 1; a room lies inside the scene.",
            )
        outside = sorted(room_cells(board, region) - ctx.scene)
        if outside:
            yield make(
                "FP261",
                f"room '{name}' covers spaces outside the scene: {cells_text(outside)}",
                pointer=where,
                cells=outside,
                hint="A room is a part of the building; remove these spaces from it, or add them to the scene.",
            )


def _off_grid(board, region) -> str:
    """What of ``region`` lies off the grid, in words; empty when nothing does."""
    if isinstance(region, Rect):
        (r0, r1), (c0, c1) = region.rows, region.cols
        parts = []
        if max(r0, r1) >= board.rows:
            parts.append(f"rows {list(region.rows)}")
        if max(c0, c1) >= board.cols:
            parts.append(f"columns {list(region.cols)}")
        return " and ".join(parts)
    cells = [c for c in region.cells() if not board.in_grid(c)]
    return cells_text(cells) if cells else ""


CHECKS = (check_overlaps, check_inside_scene)
